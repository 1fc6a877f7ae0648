import Foundation
import Logging

/// The API had not answered within ``CacheSettings/staleAfter``: a stale answer stood in while
/// the call went on in the background. It is the `underlyingError` of the stale answer's
/// `timeout` error.
public struct StillWaitingForAPI: Error, CustomStringConvertible, Sendable {
    /// How long the cache waited, in seconds.
    public let seconds: TimeInterval

    /// One sentence saying so.
    public var description: String {
        let shown = seconds == seconds.rounded() && seconds < 1e6 ? "\(Int(seconds))" : "\(seconds)"
        return "The API had not answered after \(shown) s; an older answer stood in while it finishes."
    }
}

extension ResponseCache {
    /// The answer that may stand in for `request` after its ``CacheSettings/staleAfter`` wait,
    /// with the wait: `fallback`, when it is young enough to be answered stale at all.
    func standIn<Value, Failure>(
        _ request: CacheRequest<Value, Failure>, fallback: Answer?
    ) -> (answer: Answer, wait: TimeInterval)? {
        guard let wait = request.staleAfter, wait > 0, let fallback, let maximumAge = request.maximumStaleAge,
            clock.now.timeIntervalSince(fallback.entry.date) <= maximumAge
        else { return nil }
        return (fallback, wait)
    }

    /// The call's answer when it comes within `standIn.wait`; else `standIn.answer` marked stale
    /// with ``StillWaitingForAPI``, while the call goes on in its own task and keeps its answer in
    /// every level when it comes. Until then (at most ``failureHold``) callers get the stale
    /// answer at once, without another call.
    func answer<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, orAfter standIn: (answer: Answer, wait: TimeInterval)
    ) async throws(Failure) -> Answer {
        let call = Task {
            var unused: Answer? = standIn.answer
            return try await self.sharedOrNetwork(request, fallback: &unused)
        }
        let first = FirstOf<Result<Answer, any Error>?>()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                first.start(continuation)
                Task { first.finish(with: await call.result) }
                Task { [clock] in
                    try? await clock.sleep(for: .seconds(interval: standIn.wait))
                    first.finish(with: nil)
                }
            }
        } onCancel: {
            first.finish(with: .failure(CancellationError()))
        }
        if let outcome {
            do {
                return try outcome.get()
            } catch {
                throw Failure.wrapping(error)
            }
        }
        let still = StillWaitingForAPI(seconds: standIn.wait)
        let waiting = Failure(.timeout, still.description, underlyingError: still)
        logger.debug(
            "The API is slow; an older answer stands in while the call finishes",
            metadata: ["key": .string(request.key)])
        recordFailure(waiting, for: request.key)
        var stale = standIn.answer
        stale.staleError = waiting
        return stale
    }
}

/// Resumes a continuation with the first of several outcomes; later ones are dropped.
private final class FirstOf<Outcome: Sendable>: Sendable {
    private enum Stage {
        case waiting(CheckedContinuation<Outcome, Never>?)
        case done(Outcome)
    }

    private let stage = Locked(Stage.waiting(nil))

    func start(_ continuation: CheckedContinuation<Outcome, Never>) {
        let finished: Outcome? = stage.withLock { stage in
            guard case .done(let outcome) = stage else {
                stage = .waiting(continuation)
                return nil
            }
            return outcome
        }
        // `Outcome` may itself be optional: only a stage that was done resumes here.
        if case .some(let outcome) = finished { continuation.resume(returning: outcome) }
    }

    func finish(with outcome: Outcome) {
        let waiting: CheckedContinuation<Outcome, Never>? = stage.withLock { stage in
            guard case .waiting(let continuation) = stage else { return nil }
            stage = .done(outcome)
            return continuation
        }
        waiting?.resume(returning: outcome)
    }
}
