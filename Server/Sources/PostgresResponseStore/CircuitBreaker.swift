import Synchronization

/// Stops calls to a failing database for a while, so requests answer at once without it, and
/// reports each change between up and down exactly once.
final class CircuitBreaker: Sendable {
    private struct State {
        var isDown = false
        var retryAt: ContinuousClock.Instant?
    }

    private let cooldown: Duration
    private let state = Mutex(State())

    init(cooldown: Duration) {
        self.cooldown = cooldown
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

    /// Records a failure and holds calls back for the cooldown; `true` when the database was up until now.
    func recordFailure(at now: ContinuousClock.Instant = .now) -> Bool {
        state.withLock { state in
            defer { state = State(isDown: true, retryAt: now.advanced(by: cooldown)) }
            return !state.isDown
        }
    }
}
