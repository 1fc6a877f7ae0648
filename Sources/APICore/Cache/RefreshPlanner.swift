import Foundation

/// The background refreshes of one cache: which keys are being refreshed, how many refreshes the
/// current window has started, and the tasks still running.
final class RefreshPlanner: Sendable {
    private struct State {
        var refreshing: [String: Task<Void, Never>] = [:]
        var window = Int.min
        var started = 0
    }

    private let state = Locked(State())

    /// Whether a refresh of `key` may start now: not when one is running for it, nor when
    /// `budget` refreshes have started in `window` already.
    enum Decision {
        case start, alreadyRunning, overBudget
    }

    /// Decides whether a refresh of `key` starts in `window`, and if it does, runs `work` as its
    /// task; the key is free again when the work ends.
    func begin(
        _ key: String, window: Int, budget: Int, work: @escaping @Sendable () async -> Void
    ) -> Decision {
        state.withLock { state in
            guard state.refreshing[key] == nil else { return .alreadyRunning }
            if state.window != window {
                state.window = window
                state.started = 0
            }
            guard state.started < budget else { return .overBudget }
            state.started += 1
            state.refreshing[key] = Task {
                await work()
                self.state.withLock { _ = $0.refreshing.removeValue(forKey: key) }
            }
            return .start
        }
    }

    /// Returns when every refresh started so far has ended.
    func finish() async {
        while let running = state.withLock({ $0.refreshing.values.first }) {
            await running.value
        }
    }
}
