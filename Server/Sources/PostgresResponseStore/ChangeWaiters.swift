import Synchronization

/// Callers waiting for a key to change, woken by a notification or after a timeout.
final class ChangeWaiters: Sendable {
    private struct State {
        var waiters: [String: [UInt64: CheckedContinuation<Void, Never>]] = [:]
        var lastID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Returns when ``notify(_:)`` is called for `key`, after `timeout`, or when the task is cancelled.
    func wait(for key: String, timeout: Duration) async {
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
                guard registered else { return continuation.resume() }
                Task {
                    try? await Task.sleep(for: timeout)
                    self.wake(key, id)
                }
            }
        } onCancel: {
            wake(key, id)
        }
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

    private func wake(_ key: String, _ id: UInt64) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            let found = state.waiters[key]?.removeValue(forKey: id)
            if state.waiters[key]?.isEmpty == true { state.waiters[key] = nil }
            return found
        }
        continuation?.resume()
    }
}
