import Synchronization

/// Stops calls to a failing database for a while, so requests answer at once without it, and
/// reports each change between up and down exactly once.
///
/// A refusal or an error stops calls at once. A late answer (a statement past its deadline) does
/// only when `lateLimit` come in a row: one statement starved of CPU on a busy machine is not a
/// database that is down, and while calls are stopped every instance calls the API for itself,
/// so one late lease would cost an extra upstream call per place for the whole cooldown.
final class CircuitBreaker: Sendable {
    private struct State {
        var isDown = false
        var retryAt: ContinuousClock.Instant?
        /// Late answers since the last success.
        var lateInARow = 0
    }

    private let cooldown: Duration
    /// How many late answers in a row stop calls.
    let lateLimit: Int
    private let state = Mutex(State())

    init(cooldown: Duration, lateLimit: Int = 3) {
        self.cooldown = cooldown
        self.lateLimit = max(1, lateLimit)
    }

    /// Whether a call may go to the database now: always while up, and after the cooldown while down.
    func allowsCall(at now: ContinuousClock.Instant = .now) -> Bool {
        state.withLock { state in
            guard let retryAt = state.retryAt else { return true }
            return now >= retryAt
        }
    }

    /// Records a success; `true` when the database was down until now.
    func recordSuccess() -> Bool {
        state.withLock { state in
            defer { state = State() }
            return state.isDown
        }
    }

    /// Records a failure and holds calls back for the cooldown (a late answer only when it is the
    /// `lateLimit`th in a row); `true` when the database was up until now.
    func recordFailure(isLate: Bool = false, at now: ContinuousClock.Instant = .now) -> Bool {
        state.withLock { state in
            if isLate, !state.isDown {
                state.lateInARow += 1
                guard state.lateInARow >= lateLimit else { return false }
            }
            defer { state = State(isDown: true, retryAt: now.advanced(by: cooldown)) }
            return !state.isDown
        }
    }
}
