import APICore
import Foundation

/// A transport whose calls wait until the test answers them, one by one; it can ignore
/// cancellation, as a transport stuck in its own delivery would.
final class HeldTransport: HTTPTransport {
    private struct State {
        var calls = 0
        var waiting: [Int: CheckedContinuation<TransportResponse, any Error>] = [:]
        var answers: [Int: Result<TransportResponse, any Error>] = [:]
        var finished = 0
    }

    private let state = Locked(State())
    private let honoursCancellation: Bool

    init(honoursCancellation: Bool) {
        self.honoursCancellation = honoursCancellation
    }

    /// How many calls were made.
    var callCount: Int { state.withLock { $0.calls } }

    /// How many calls have returned or thrown.
    var finishedCount: Int { state.withLock { $0.finished } }

    /// Answers call `index` (from 0) with `outcome`, now or as soon as it is made.
    func answer(_ index: Int, with outcome: Result<TransportResponse, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<TransportResponse, any Error>? in
            if let waiter = state.waiting.removeValue(forKey: index) { return waiter }
            state.answers[index] = outcome
            return nil
        }
        waiter?.resume(with: outcome)
    }

    /// Answers every call made so far with HTTP 200.
    func answerAll() {
        for index in 0..<callCount { answer(index, with: .success(TransportResponse(statusCode: 200))) }
    }

    /// Waits (in real time, at most about two minutes) until `count` calls were made.
    func waitForCalls(_ count: Int) async -> Bool {
        for _ in 0..<24_000 {
            if callCount >= count { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let index = state.withLock { state -> Int in
            defer { state.calls += 1 }
            return state.calls
        }
        defer { state.withLock { $0.finished += 1 } }
        let wait = {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<TransportResponse, any Error>) in
                let ready = self.state.withLock { state -> Result<TransportResponse, any Error>? in
                    if let answer = state.answers.removeValue(forKey: index) { return answer }
                    state.waiting[index] = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        }
        guard honoursCancellation else { return try await wait() }
        return try await withTaskCancellationHandler(operation: wait) {
            self.answer(index, with: .failure(CancellationError()))
        }
    }
}
