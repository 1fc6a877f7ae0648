import Synchronization

/// Runs `operation` and returns its result, or throws a timeout after `limit`, without waiting for
/// an operation that hangs (it is cancelled and left to end on its own).
func withDeadline<Value: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        let waiter = Mutex<CheckedContinuation<Value, any Error>?>(continuation)
        @Sendable func finish(_ result: Result<Value, any Error>) -> Bool {
            guard let continuation = waiter.withLock({ $0.take() }) else { return false }
            continuation.resume(with: result)
            return true
        }
        let work = Task {
            do {
                _ = finish(.success(try await operation()))
            } catch {
                _ = finish(.failure(error))
            }
        }
        Task {
            try? await Task.sleep(for: limit)
            if finish(.failure(PostgresResponseStoreError(.timeout, "PostgreSQL did not answer within \(limit)."))) {
                work.cancel()
            }
        }
    }
}
