import APICore
import Foundation

/// A clock that moves only when told: the date, the monotonic time, and every wait on them.
///
/// Deadlines pass only when the test calls ``advance(by:)-(TimeInterval)``. Pauses the package
/// chooses (backoff, pacing, `Retry-After`) either wait for ``advance(by:)-(TimeInterval)`` too or,
/// with `skipsWaits`, move the clock forward at once and return, so a test of retries runs in
/// no real time. Every pause asked for is recorded in ``sleeps``.
///
/// ```swift
/// let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
/// let client = CYClient(configuration: configuration, transport: transport, logger: logger, clock: clock)
/// // … a call that backs off twice …
/// #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
/// ```
public final class TestClock: APIClock, Sendable {
    private struct Sleeper {
        let id: UInt64
        let instant: Duration
        let isDeadline: Bool
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var date: Date
        var elapsed: Duration = .zero
        var sleepers: [Sleeper] = []
        var sleeps: [Duration] = []
        /// Waits that have started and are neither queued nor over.
        var undecided: Set<UInt64> = []
        var cancelled: Set<UInt64> = []
        var lastID: UInt64 = 0
    }

    private let state: Locked<State>
    private let skipsWaits: Bool

    /// Creates a clock reading `date`, with its monotonic time at zero.
    ///
    /// - Parameter skipsWaits: Whether a pause moves the clock forward and returns at once
    ///   instead of waiting for ``advance(by:)-(TimeInterval)``. Deadlines always wait.
    public init(_ date: Date, skipsWaits: Bool = false) {
        state = Locked(State(date: date))
        self.skipsWaits = skipsWaits
    }

    /// The date the clock reads.
    public var now: Date { state.withLock { $0.date } }

    /// The monotonic time the clock reads.
    public var elapsed: Duration { state.withLock { $0.elapsed } }

    /// A closure reading this clock's date, to inject where a `() -> Date` is expected.
    public var reading: @Sendable () -> Date { { [state] in state.withLock { $0.date } } }

    /// Every pause asked for, as a duration from the moment it was asked, in order.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// How many waits (pauses and deadlines) are pending.
    public var pendingCount: Int { state.withLock { $0.sleepers.count } }

    /// How many deadlines are pending.
    public var pendingDeadlines: Int { state.withLock { $0.sleepers.filter(\.isDeadline).count } }

    /// Moves the clock forward by `interval` seconds, ending every wait that is then due.
    public func advance(by interval: TimeInterval) {
        advance(by: .seconds(interval: interval))
    }

    /// Moves the clock forward by `duration`, ending every wait that is then due.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.elapsed += duration
            state.date += duration.timeInterval
            return Self.takeDue(&state)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits (in real time, at most `limit`: generous, for a busy machine) until `condition` holds
    /// for the clock, such as a deadline being pending; returns whether it did.
    @discardableResult
    public func waitUntil(
        within limit: Duration = .seconds(120), _ condition: @Sendable (TestClock) -> Bool
    ) async -> Bool {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition(self)
    }

    package func sleep(until instant: Duration) async throws {
        if skipsWaits {
            try Task.checkCancellation()
            let due = state.withLock { state in
                state.sleeps.append(max(.zero, instant - state.elapsed))
                if instant > state.elapsed {
                    state.date += (instant - state.elapsed).timeInterval
                    state.elapsed = instant
                }
                return Self.takeDue(&state)
            }
            for sleeper in due { sleeper.continuation.resume() }
            return
        }
        try await wait(until: instant, isDeadline: false)
    }

    package func waitForDeadline(_ deadline: Duration) async throws {
        try await wait(until: deadline, isDeadline: true)
    }

    private func wait(until instant: Duration, isDeadline: Bool) async throws {
        let id = state.withLock { state -> UInt64 in
            state.lastID += 1
            state.undecided.insert(state.lastID)
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if !isDeadline { state.sleeps.append(max(.zero, instant - state.elapsed)) }
                    if state.cancelled.remove(id) != nil {
                        state.undecided.remove(id)
                        return .failure(CancellationError())
                    }
                    if instant <= state.elapsed {
                        state.undecided.remove(id)
                        return .success(())
                    }
                    state.sleepers.append(
                        Sleeper(id: id, instant: instant, isDeadline: isDeadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    if state.undecided.contains(id) { state.cancelled.insert(id) }
                    return nil
                }
                state.undecided.remove(id)
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    private static func takeDue(_ state: inout State) -> [Sleeper] {
        let now = state.elapsed
        let due = state.sleepers.filter { $0.instant <= now }
        state.sleepers.removeAll { $0.instant <= now }
        for sleeper in due { state.undecided.remove(sleeper.id) }
        return due
    }
}
