import APICore
import Foundation
import Logging

extension CYClient {
    /// Answers `endpoint` from memory, disk or the API, as `dataSource` allows.
    ///
    /// - `nil`: a fresh response in memory, else a fresh one on disk, else the API. Concurrent
    ///   callers for the same request share one disk read or API call and one decode. When the
    ///   API fails, a cached response younger than ``Configuration/maximumStaleAge`` is returned
    ///   with the failure in ``CYFetched/staleError``.
    /// - `.local`: memory or disk, whatever the age.
    /// - `.remote`: the API (shared with concurrent `.remote` callers), then cached.
    func fetch<Result: CYFileResult>(
        _ result: Result.Type, endpoint: CYEndpoint, cache: CYLocalCache, expiration: TimeInterval, from dataSource: CYRequest.DataSource?
    ) async throws(CYError) -> CYFetched<CYAPIResponse<Result>> {
        try endpoint.validateParameters()
        let key = cache.memoryKey(for: endpoint)
        switch dataSource {
        case .local:
            if let held = await memory.value(for: key) { return try held.typed(Result.self).asLocal }
            guard let stored = try cache.response(Result.self, for: endpoint) else {
                throw CYError(.notCached, "There is no cached response for this request in \(cache.store.directory.path).")
            }
            return CYFetched(response: stored, source: .local)
        case .remote:
            return try await shared("remote|\(key)", Result.self) { () throws(CYError) in
                try await self.remote(Result.self, endpoint: endpoint, cache: cache, key: key)
            }
        case nil:
            if let held = await memory.value(for: key), isFresh(held.serverTime, expiration) {
                return try held.typed(Result.self).asLocal
            }
            return try await shared("auto|\(key)", Result.self) { () throws(CYError) in
                try await self.localOrRemote(Result.self, endpoint: endpoint, cache: cache, key: key, expiration: expiration)
            }
        }
    }

    /// Runs `operation` once for all concurrent callers of `key`.
    private func shared<Result: CYFileResult>(
        _ key: String, _ result: Result.Type, _ operation: @escaping @Sendable () async throws(CYError) -> CYCachedResponse
    ) async throws(CYError) -> CYFetched<CYAPIResponse<Result>> {
        let outcome: CYCachedResponse
        do {
            outcome = try await flights.run("\(key)|\(Result.self)") { try await operation() }
        } catch let error as CYError {
            throw error
        } catch {
            throw CYError(.cancelled, "The request was cancelled.", underlyingError: error)
        }
        return try outcome.typed(Result.self)
    }

    private func localOrRemote<Result: CYFileResult>(
        _ result: Result.Type, endpoint: CYEndpoint, cache: CYLocalCache, key: String, expiration: TimeInterval
    ) async throws(CYError) -> CYCachedResponse {
        var fallback: CYAPIResponse<Result>? = (await memory.value(for: key))?.response as? CYAPIResponse<Result>
        do {
            if let stored = try cache.response(Result.self, for: endpoint) {
                if isFresh(stored.serverTime.time, expiration) {
                    logger.debug("Answered from the disk cache", metadata: ["key": .string(endpoint.cacheKey)])
                    cache.touch(endpoint)
                    let entry = CYCachedResponse(response: stored, serverTime: stored.serverTime.time, source: .local, staleError: nil)
                    await memory.set(entry, for: key)
                    return entry
                }
                if fallback.map({ $0.serverTime.time < stored.serverTime.time }) ?? true { fallback = stored }
            }
        } catch {
            logger.debug("Replacing an unusable cache file", metadata: ["key": .string(endpoint.cacheKey), "reason": .string(error.message)])
            cache.remove(endpoint)
        }

        do {
            return try await remote(Result.self, endpoint: endpoint, cache: cache, key: key)
        } catch {
            guard !error.code.isInvalidRequest, error.code != .cancelled, let fallback, let maximumAge = configuration.maximumStaleAge,
                  now().timeIntervalSince(fallback.serverTime.time) <= maximumAge
            else { throw error }
            logger.debug("Answering with a stale response", metadata: ["key": .string(endpoint.cacheKey), "error": .string(error.description)])
            return CYCachedResponse(response: fallback, serverTime: fallback.serverTime.time, source: .local, staleError: error)
        }
    }

    private func remote<Result: CYFileResult>(
        _ result: Result.Type, endpoint: CYEndpoint, cache: CYLocalCache, key: String
    ) async throws(CYError) -> CYCachedResponse {
        let (response, data) = try await fetchRemote(Result.self, for: endpoint)
        do {
            try cache.save(data, for: endpoint, limit: configuration.diskCacheLimit)
        } catch {
            logger.debug("Could not save the response to the cache", metadata: ["reason": .string("\(error.localizedDescription)")])
        }
        let entry = CYCachedResponse(response: response, serverTime: response.serverTime.time, source: .remote, staleError: nil)
        await memory.set(CYCachedResponse(response: response, serverTime: response.serverTime.time, source: .local, staleError: nil), for: key)
        return entry
    }

    private func isFresh(_ serverTime: Date, _ expiration: TimeInterval) -> Bool {
        now().timeIntervalSince(serverTime) <= expiration
    }

    /// Empties the memory cache, and the disk cache in `directory` when given.
    public func purgeCache(in directory: URL? = nil) async {
        await memory.removeAll()
        if let directory { CYLocalCache(directory: directory).removeAll() }
    }
}

extension CYFetched {
    /// The same response, reported as coming from the local cache.
    fileprivate var asLocal: CYFetched { CYFetched(response: response, source: .local, staleError: nil) }
}
