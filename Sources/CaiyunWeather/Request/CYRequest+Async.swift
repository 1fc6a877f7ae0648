import APICore
import Foundation
import Logging

extension CYRequest {
    /// Fetches a response of any file, reporting where it came from.
    ///
    /// With `dataSource` `nil` (the default) the cache answers when it holds a response for this
    /// request younger than ``expiration`` (memory first, then disk); otherwise the API is asked
    /// and its response cached. Concurrent calls for the same data share one API call. When the
    /// API fails and the cache holds a response younger than the client's
    /// `cache.maximumStaleAge` (see ``CYClient/Configuration/cache``), that response is returned,
    /// marked with `staleError`. `.local` reads only the cache (whatever its age); `.remote`
    /// always asks the API.
    ///
    /// ```swift
    /// let hourly = try await request.fetch(CYHourlyResult.self)
    /// print(hourly.source, hourly.response.result.hourly.description)
    /// ```
    ///
    /// - Throws: ``CYError``. Invalid settings fail before any network call.
    public func fetch<Result: CYFileResult>(
        _ result: Result.Type = CYResult.self, from dataSource: DataSource? = nil
    ) async throws -> CYFetched<CYAPIResponse<Result>> {
        let (endpoint, cache, key, expiration) = try snapshot(for: Result.file)
        return try await client.fetch(
            Result.self, endpoint: endpoint, cache: cache, key: key, expiration: expiration,
            from: CacheMode(dataSource))
    }

    /// Fetches the full `weather` response, from the cache when it is fresh and from the API otherwise.
    public func perform() async throws -> CYResponse {
        try await fetch(CYResult.self).response
    }

    /// Fetches the full `weather` response from the given source.
    public func perform(from dataSource: DataSource) async throws -> CYResponse {
        try await fetch(CYResult.self, from: dataSource).response
    }

    /// Fetches current conditions (the `realtime` file).
    public func realtime() async throws -> CYRealtimeResponse {
        try await fetch(CYRealtimeResult.self).response
    }

    /// Fetches the next two hours of precipitation (the `minutely` file).
    public func minutely() async throws -> CYMinutelyResponse {
        try await fetch(CYMinutelyResult.self).response
    }

    /// Fetches the hourly forecast (the `hourly` file).
    public func hourly() async throws -> CYHourlyResponse {
        try await fetch(CYHourlyResult.self).response
    }

    /// Fetches the daily forecast (the `daily` file).
    public func daily() async throws -> CYDailyResponse {
        try await fetch(CYDailyResult.self).response
    }

    /// The raw body for the endpoint as configured: the API's answer for `.remote` (not cached),
    /// the cached file for `.local`.
    public func fetchData(from dataSource: DataSource) async throws -> Data {
        let (endpoint, cache, _, _) = snapshot
        switch dataSource {
        case .remote:
            return try await client.fetchRemoteData(for: endpoint)
        case .local:
            try endpoint.validateParameters()
            guard let data = try cache.data(for: endpoint) else { throw cache.notCached }
            return data
        }
    }

    /// Decodes a `weather` response body, turning each kind of bad body into its ``CYError``.
    public func decode(_ data: Data) throws -> CYResponse {
        try CYResponseDecoder.decode(CYResponse.self, from: data, redactor: .init(secrets: [endpoint.token ?? ""]))
    }

    /// Removes the cached response for the current endpoint from disk and empties the client's memory cache.
    public func removeCachedResponse() async {
        let (endpoint, cache, _, _) = snapshot
        cache.remove(endpoint)
        await client.purgeCache()
    }

    /// Empties the cache directory ``localContentUrl`` and the client's memory cache.
    public func purgeCache() async {
        await client.purgeCache(in: localContentUrl)
    }

    /// Whether a response answers this request and is younger than ``expiration``.
    public func validate(_ response: CYResponse) -> Bool {
        CYLocalCache.matches(response, endpoint)
            && ResponseCache.isFresh(response.serverTime.time, expiration: expiration, now: client.clock.now)
    }
}
