import APICore
import Foundation

/// A settable clock for cache-expiry tests: `now` returns whatever the test last set.
public final class TestClock: Sendable {
    private let current: Locked<Date>

    /// Creates a clock reading `date`.
    public init(_ date: Date) { current = Locked(date) }

    /// The time the clock reads.
    public var now: Date { current.current }

    /// Moves the clock forward.
    public func advance(by interval: TimeInterval) { current.withLock { $0 += interval } }

    /// A closure reading this clock, to inject where a `() -> Date` is expected.
    public var reading: @Sendable () -> Date { { [current] in current.current } }
}
