/// Lets at most a fixed number of requests be in flight; the others wait their turn, first come
/// first served.
///
/// The client queues here, where it knows when a request is really sent, rather than inside
/// the transport: a request's timeout starts when it passes the gate, so requests queued behind
/// a busy connection pool do not time out before they are even sent.
package final class RequestGate: Sendable {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var available: Int
        var waiters: [Waiter] = []
        /// Callers that have asked for a place and neither got one nor given up.
        var undecided: Set<UInt64> = []
        /// Undecided callers cancelled before they could queue.
        var cancelled: Set<UInt64> = []
        var lastID: UInt64 = 0
    }

    private let state: Locked<State>

    /// Creates a gate letting `limit` requests through at once (at least one).
    package init(limit: Int) {
        state = Locked(State(available: max(1, limit)))
    }

    /// Waits for a place; every successful call must be matched by one ``leave()``.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    package func enter() async throws {
        let id = state.withLock { state -> UInt64 in
            state.lastID += 1
            state.undecided.insert(state.lastID)
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(id) != nil {
                        state.undecided.remove(id)
                        return .failure(CancellationError())
                    }
                    if state.available > 0 {
                        state.available -= 1
                        state.undecided.remove(id)
                        return .success(())
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                    if state.undecided.contains(id) { state.cancelled.insert(id) }
                    return nil
                }
                state.undecided.remove(id)
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Gives a place back, to the longest waiting caller if there is one.
    package func leave() {
        let next = state.withLock { state -> Waiter? in
            if state.waiters.isEmpty {
                state.available += 1
                return nil
            }
            let next = state.waiters.removeFirst()
            state.undecided.remove(next.id)
            return next
        }
        next?.continuation.resume()
    }
}
