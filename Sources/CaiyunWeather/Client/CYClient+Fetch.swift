import APICore
import Foundation

extension CYClient {
    /// Answers `endpoint` as a `Result` file from the client's caches or the API, as `mode` allows.
    ///
    /// ```swift
    /// let endpoint = CYEndpoint(token: token, coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
    /// let fetched = try await CYClient.shared.fetch(endpoint)
    /// print(fetched.source, fetched.response.result.realtime.temperature)
    ///
    /// let hourly = try await CYClient.shared.fetch(endpoint, as: CYHourlyResult.self, from: .network)
    /// ```
    ///
    /// - `.automatic`: a fresh response in memory, else a fresh one on disk (then in the shared
    ///   store, when one is configured), else the API. Concurrent callers for the same request
    ///   share one disk read or API call and one decode. When the API fails, a cached response
    ///   younger than the cache's `maximumStaleAge` is returned with the failure in `staleError`.
    /// - `.cache`: memory or disk, whatever the age.
    /// - `.network`: the API (shared with concurrent callers), then cached.
    ///
    /// Responses are fresh for the configuration's cache expiration, counted from their
    /// `server_time`, and cached in its directory. With the cache's `cells` set, the API is asked
    /// about the centre of the coordinate's cell.
    ///
    /// - Parameters:
    ///   - endpoint: What to ask; its `file` is set from `result` (a different explicit file is an error).
    ///   - result: The file to fetch: ``CYResult`` (`weather`, the default), ``CYRealtimeResult``,
    ///     ``CYMinutelyResult``, ``CYHourlyResult`` or ``CYDailyResult``.
    ///   - mode: Where the answer may come from.
    /// - Throws: ``CYError``; invalid settings fail before any network call.
    public func fetch<Result: CYFileResult>(
        _ endpoint: CYEndpoint, as result: Result.Type = CYResult.self, from mode: CacheMode = .automatic
    ) async throws -> CYFetched<CYAPIResponse<Result>> {
        let endpoint = try endpoint.asking(for: Result.file).inCell(of: configuration.cache.cells)
        try endpoint.validateParameters()
        return try await fetch(
            Result.self, endpoint: endpoint, cache: localCache, key: localCache.memoryKey(for: endpoint),
            expiration: configuration.cache.expiration, from: mode)
    }

    /// Answers `endpoint` through the cache levels: the work behind ``fetch(_:as:from:)`` and
    /// every `CYRequest` call, with the request's own directory and expiration.
    ///
    /// `key` is `cache.memoryKey(for: endpoint)`, for an endpoint already checked with
    /// `validateParameters()`; a `CYRequest` works it out once, so a memory hit repeats neither.
    func fetch<Result: CYFileResult>(
        _ result: Result.Type, endpoint: CYEndpoint, cache local: CYLocalCache, key: String, expiration: TimeInterval,
        from mode: CacheMode
    ) async throws(CYError) -> CYFetched<CYAPIResponse<Result>> {
        if let held = cache.freshValue(
            CYAPIResponse<Result>.self, failing: CYError.self, for: key, expiration: expiration, mode: mode)
        {
            return held
        }
        var settings = configuration.cache
        settings.directory = local.store.directory
        return try await answer(
            endpoint, fetching: Result.self, key: key, settings: settings, expiration: expiration, from: mode,
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
