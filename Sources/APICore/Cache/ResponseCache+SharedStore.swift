import Foundation
import Logging

extension ResponseCache {
    /// A cached answer of any age from the shared store, for local-only requests.
    func sharedAnswer<Value: Sendable, Failure>(_ request: CacheRequest<Value, Failure>) async -> Answer? {
        guard let entry = await sharedEntry(request) else { return nil }
        memory.set(entry, for: request.key)
        return Answer(entry: entry, source: .shared)
    }

    /// The shared level between disk and the network: a fresh shared entry answers; otherwise the
    /// caller that takes the lease calls the API and stores the answer, and the others wait for it.
    ///
    /// A stale shared entry newer than `fallback` becomes the fallback. When the store fails, the
    /// API is called as if there were no store. A waiter that has waited twice the lease's time
    /// (the holder and its successor both vanished) calls the API itself. A refresh ahead of
    /// expiry passes its `lead`: only a shared entry fresh for longer than that will do.
    func sharedOrNetwork<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, fallback: inout Answer?, lead: TimeInterval = 0
    ) async throws(Failure) -> Answer {
        guard let (store, key) = request.shared else { return try await network(request) }
        let started = clock.elapsed
        let giveUp = started + store.leaseDuration * 2 + .seconds(1)
        while true {
            if let answer = await freshShared(request, fallback: &fallback, lead: lead) { return answer }
            let lease: SharedCacheLease?
            do {
                lease = try await store.acquireLease(for: key)
            } catch let late as any SharedStoreFailure where late.isLate {
                // Busy, not down: another caller likely holds the lease and will store its answer.
                let left = min(giveUp, started + sharedWaitLimit) - clock.elapsed
                guard left > .zero else {
                    logger.notice(
                        "The shared cache kept answering late; calling the API",
                        metadata: ["key": .string(request.key), "reason": .string("\(late)")])
                    return try await network(request)
                }
                logger.debug(
                    "The shared cache answered late; waiting for the lease holder's answer",
                    metadata: ["key": .string(request.key), "reason": .string("\(late)")])
                await store.waitForChange(of: key, timeout: left)
                continue
            } catch {
                logger.debug(
                    "The shared cache cannot lease; calling the API", metadata: ["reason": .string("\(error)")])
                return try await network(request)
            }
            if let lease {
                // The holder before may have stored its answer between the look above and the lease.
                if let answer = await freshShared(request, fallback: &fallback, lead: lead) {
                    await store.releaseLease(lease)
                    return answer
                }
                return try await network(request, lease: lease)
            }
            if Task.isCancelled { throw Failure.wrapping(CancellationError()) }
            let left = giveUp - clock.elapsed
            guard left > .zero else {
                logger.notice(
                    "Waited past the lease for a shared answer; calling the API",
                    metadata: ["key": .string(request.key)])
                return try await network(request)
            }
            await store.waitForChange(of: key, timeout: left)
        }
    }

    /// The API, for a request that asked for the network: its answer also goes to the shared
    /// store when the key's lease is free, so other instances find it. Never waits for another
    /// holder, and a failing store only means the answer is not shared.
    func networkSharing<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>
    ) async throws(Failure) -> Answer {
        guard let (store, key) = request.shared, let lease = try? await store.acquireLease(for: key) else {
            return try await network(request)
        }
        return try await network(request, lease: lease)
    }

    /// A fresh shared entry as an answer (kept in memory); a stale one newer than `fallback`
    /// becomes the fallback.
    private func freshShared<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, fallback: inout Answer?, lead: TimeInterval
    ) async -> Answer? {
        guard let entry = await sharedEntry(request) else { return nil }
        guard Self.isFresh(entry.date, expiration: request.expiration - lead, now: clock.now) else {
            if fallback.map({ $0.entry.date < entry.date }) ?? true { fallback = Answer(entry: entry, source: .shared) }
            return nil
        }
        logger.debug("Answered from the shared cache", metadata: ["key": .string(request.key)])
        memory.set(entry, for: request.key)
        return Answer(entry: entry, source: .shared)
    }

    /// Stores a body just fetched under `lease`, which also ends the lease.
    func storeShared<Value: Sendable, Failure>(
        _ body: Data, date: Date, under lease: SharedCacheLease, for request: CacheRequest<Value, Failure>
    ) async {
        guard let store = request.shared?.store else { return }
        do {
            if try await !store.store(SharedCacheEntry(body: body, date: date), under: lease) {
                logger.notice(
                    "The shared cache lease ran out during the API call; the answer was not shared",
                    metadata: ["key": .string(request.key)])
            }
        } catch {
            logger.debug("Could not save to the shared cache", metadata: ["reason": .string("\(error)")])
            await store.releaseLease(lease)
        }
    }

    /// The shared store's entry for `request`, decoded; `nil` when there is none or it cannot be used.
    private func sharedEntry<Value: Sendable, Failure>(_ request: CacheRequest<Value, Failure>) async -> Entry? {
        guard let (store, key) = request.shared else { return nil }
        do {
            guard let stored = try await store.entry(for: key) else { return nil }
            let decoded = try request.decode(stored.body)
            return Entry(value: decoded.value, date: decoded.date)
        } catch {
            logger.debug(
                "The shared cache could not answer",
                metadata: ["key": .string(request.key), "reason": .string("\(error)")])
            return nil
        }
    }
}
