import Synchronization

/// Runs `operation` and returns its result, or throws a timeout after `limit`, without waiting for
/// an operation that hangs (it is cancelled and left to end on its own).
func withDeadline<Value: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        let outcome = Outcome(continuation)
        let work = Task {
            do {
                outcome.finish(.success(try await operation()))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        Task {
            try? await Task.sleep(for: limit)
            if outcome.finish(
                .failure(PostgresResponseStoreError(.timeout, "PostgreSQL did not answer within \(limit).")))
            {
                work.cancel()
            }
        }
    }
}

/// A continuation resumed by whichever of the operation and the timer finishes first.
private final class Outcome<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, any Error>?>

    init(_ continuation: CheckedContinuation<Value, any Error>) {
        self.continuation = Mutex(continuation)
    }

    /// Resumes the caller with `result` unless something already did; `true` when this call did.
    @discardableResult
    func finish(_ result: Result<Value, any Error>) -> Bool {
        guard let continuation = continuation.withLock({ $0.take() }) else { return false }
        continuation.resume(with: result)
        return true
    }
}
