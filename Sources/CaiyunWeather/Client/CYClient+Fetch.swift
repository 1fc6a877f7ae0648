import APICore
import Foundation

extension CYClient {
    /// Answers `endpoint` from memory, disk or the API, as `dataSource` allows.
    ///
    /// - `nil`: a fresh response in memory, else a fresh one on disk, else the API. Concurrent
    ///   callers for the same request share one disk read or API call and one decode. When the
    ///   API fails, a cached response younger than ``Configuration/maximumStaleAge`` is returned
    ///   with the failure in ``CYFetched/staleError``.
    /// - `.local`: memory or disk, whatever the age.
    /// - `.remote`: the API (shared with concurrent `.remote` callers), then cached.
    ///
    /// `key` is `cache.memoryKey(for: endpoint)`, which the request works out once, after checking
    /// the endpoint with `validateParameters()`; a memory hit therefore repeats neither.
    func fetch<Result: CYFileResult>(
        _ result: Result.Type, endpoint: CYEndpoint, cache local: CYLocalCache, key: String, expiration: TimeInterval,
        from dataSource: CYRequest.DataSource?
    ) async throws(CYError) -> CYFetched<CYAPIResponse<Result>> {
        if dataSource == nil,
            let held = cache.freshValue(
                CYAPIResponse<Result>.self, failing: CYError.self, for: key, expiration: expiration)
        {
            return held
        }
        var settings = configuration.cache
        settings.directory = local.store.directory
        return try await answer(
            endpoint, fetching: Result.self, key: key, settings: settings, expiration: expiration, from: dataSource,
            local: local,
            decode: { data throws(CYError) in
                let response = try local.decode(Result.self, data, for: endpoint)
                return (response, response.serverTime.time)
            },
            value: { response, _ in response })
    }

    /// Empties the memory cache, and the disk cache in `directory` when given.
    public func purgeCache(in directory: URL? = nil) async {
        cache.removeAllFromMemory()
        if let directory { CYLocalCache(directory: directory).removeAll() }
    }
}
