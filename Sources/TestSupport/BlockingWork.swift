import Foundation

/// Runs blocking work (waiting for a process, a busy read loop) on a thread of its own, so it
/// never holds one of the few threads every task shares: on a machine with two cores, two such
/// waits would otherwise stall every other test, loopback servers included.
public enum BlockingWork {
    /// The result of `body`, run on a new thread.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try body() })
            }
        }
    }
}
