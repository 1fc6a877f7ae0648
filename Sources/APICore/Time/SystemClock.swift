import Foundation

/// The real clock: the system date and `ContinuousClock`.
package struct SystemClock: APIClock {
    /// The moment every system clock counts ``elapsed`` from, so readings from different
    /// instances can be compared.
    private static let origin = ContinuousClock.now

    private let wallClock: @Sendable () -> Date

    /// Creates the real clock; `now` replaces the date alone (as the clients' public `now:`
    /// parameter does), while waits stay real.
    package init(now: @escaping @Sendable () -> Date = { Date() }) {
        wallClock = now
    }

    package var now: Date { wallClock() }

    package var elapsed: Duration { ContinuousClock.now - Self.origin }

    package func sleep(until instant: Duration) async throws {
        try await Task.sleep(until: Self.origin + instant, clock: .continuous)
    }

    package func waitForDeadline(_ deadline: Duration) async throws {
        try await sleep(until: deadline)
    }
}
