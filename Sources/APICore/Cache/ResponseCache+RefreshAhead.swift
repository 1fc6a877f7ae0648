import Foundation
import Logging

extension ResponseCache {
    /// Whether an answer from `date` is within the refresh lead of its expiry.
    func isDueForRefresh(_ date: Date, expiration: TimeInterval) -> Bool {
        guard let refreshAhead else { return false }
        return clock.now.timeIntervalSince(date) >= expiration - refreshAhead.lead
    }

    /// Starts refreshing `request` in the background when `held` (fresh, just answered from
    /// memory) is due, unless a refresh of it is running or the window's budget is spent.
    func refreshIfDue<Value: Sendable, Failure>(_ held: Entry, for request: CacheRequest<Value, Failure>) {
        guard let refreshAhead, isDueForRefresh(held.date, expiration: request.expiration) else { return }
        let window = Int((clock.now.timeIntervalSince1970 / refreshWindow).rounded(.down))
        let key = request.key
        let decision = refreshes.begin(key, window: window, budget: refreshAhead.budget) {
            // Told here, in the refresh's own task, so that "started" comes before "failed".
            refreshAhead.observer?.refresh(.started, key: key)
            self.logger.debug("Refreshing ahead of expiry", metadata: ["key": .string(key)])
            do {
                _ = try await self.refresh(request, lead: refreshAhead.lead)
            } catch {
                refreshAhead.observer?.refresh(.failed, key: key)
                self.logger.debug(
                    "A refresh ahead of expiry failed; the answer held stays until it expires",
                    metadata: ["key": .string(key), "reason": .string("\(error)")])
            }
        }
        if decision == .overBudget { refreshAhead.observer?.refresh(.overBudget, key: key) }
    }

    /// The refresh itself: a shared entry that is fresh beyond the lead (another process
    /// refreshed it) is taken as it is; otherwise the holder of the key's lease calls the API.
    private func refresh<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, lead: TimeInterval
    ) async throws(Failure) -> Answer {
        var fallback: Answer?
        return try await sharedOrNetwork(request, fallback: &fallback, lead: lead)
    }

    /// Returns when every background refresh started so far has ended: for tests and benchmarks.
    package func refreshesFinished() async {
        await refreshes.finish()
    }
}
