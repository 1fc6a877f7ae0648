import APICore
import Synchronization

/// Callers waiting for a key to change, woken by a notification or after a timeout.
final class ChangeWaiters: Sendable {
    private struct State {
        var waiters: [String: [UInt64: CheckedContinuation<Void, Never>]] = [:]
        var lastID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// How many callers are waiting, for every key together.
    var count: Int { state.withLock { state in state.waiters.values.reduce(0) { $0 + $1.count } } }

    /// Returns when ``notify(_:)`` is called for `key`, after `timeout`, or when the task is cancelled.
    ///
    /// A waiter woken before its timeout cancels the timer, so no timer outlives its wait.
    func wait(for key: String, timeout: Duration) async {
        _ = try? await Deadline.race(within: timeout) { await self.waitForNotification(of: key) }
    }

    /// Wakes every caller waiting for `key`.
    func notify(_ key: String) {
        let woken = state.withLock { state in state.waiters.removeValue(forKey: key) ?? [:] }
        for continuation in woken.values { continuation.resume() }
    }

    /// Wakes everyone (the notification channel was lost, so they should look for themselves).
    func notifyAll() {
        let woken = state.withLock { state in
            defer { state.waiters = [:] }
            return state.waiters.values.flatMap(\.values)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Returns when ``notify(_:)`` is called for `key`, or when the task is cancelled.
    private func waitForNotification(of key: String) async {
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let registered = state.withLock { state in
                    guard !Task.isCancelled else { return false }
                    state.waiters[key, default: [:]][id] = continuation
                    return true
                }
                if !registered { continuation.resume() }
            }
        } onCancel: {
            wake(key, id)
        }
    }

    private func wake(_ key: String, _ id: UInt64) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            let found = state.waiters[key]?.removeValue(forKey: id)
            if state.waiters[key]?.isEmpty == true { state.waiters[key] = nil }
            return found
        }
        continuation?.resume()
    }
}
