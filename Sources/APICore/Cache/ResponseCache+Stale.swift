import Foundation

extension ResponseCache {
    /// How long after a failed call a key with an older answer is answered stale without a new
    /// call: callers are not all made to wait for an API that has just failed.
    package static let failureHold: TimeInterval = 10

    /// `fallback` marked stale with the failure of a call for `request` made less than
    /// ``failureHold`` ago, when it may still stand in; `nil` otherwise.
    func heldFailure<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, fallback: Answer?
    ) -> Answer? {
        guard var fallback, let maximumAge = request.maximumStaleAge,
            let failure = recentFailures.withLock({ $0[request.key] })
        else { return nil }
        let now = clock.now
        guard now.timeIntervalSince(failure.date) < Self.failureHold, now.timeIntervalSince(failure.date) >= 0,
            now.timeIntervalSince(fallback.entry.date) <= maximumAge
        else { return nil }
        fallback.staleError = failure.error
        return fallback
    }

    /// Remembers that a call for `key` failed with `error` just now (forgetting failures older
    /// than the hold once there are many, so keys asked once do not pile up).
    func recordFailure(_ error: any Error, for key: String) {
        let now = clock.now
        recentFailures.withLock { failures in
            if failures.count >= 1024 {
                failures = failures.filter { now.timeIntervalSince($0.value.date) < Self.failureHold }
            }
            failures[key] = (now, error)
        }
    }
}
