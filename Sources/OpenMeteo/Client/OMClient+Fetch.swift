import APICore
import Foundation

/// An Open-Meteo answer with where it came from, when it was fetched, and, when it is stale,
/// why the API could not be used.
public typealias OMFetched<Response: Sendable> = FetchedResponse<Response, OMError>

extension OMClient {
    /// Sends `request` (or answers it from the cache) and decodes the answer.
    ///
    /// - Throws: ``OMError``; invalid parameters and a malformed key fail before any network call.
    public func fetch<Response>(
        _ request: OMRequest<Response>, from mode: CacheMode = .automatic
    ) async throws -> OMFetched<Response> {
        try await typedFetch(request, from: mode)
    }

    func typedFetch<Response>(
        _ request: OMRequest<Response>, from mode: CacheMode
    ) async throws(OMError) -> OMFetched<Response> {
        let query = try request.makeQuery()
        let usesAPIKey = try checkedKey() != nil
        return try await cached(api: request.api, query: query, memoryPrefix: "", from: mode) {
            body, redactor throws(OMError) in
            try OMDecoder.decode(Response.self, from: body, usesAPIKey: usesAPIKey, redactor: redactor)
        }
    }

    /// Answers `query` to `api` from the caches or the API, decoding bodies with `decode`.
    ///
    /// Memory keys start with `memoryPrefix`, so values of different types never share a key.
    /// Neither a memory key nor a file name holds the API key, which is added to the URL last.
    func cached<Value: Sendable>(
        api: OMAPI, query: [URLQueryItem], memoryPrefix: String, from mode: CacheMode,
        decode: @escaping @Sendable (Data, Redactor) throws(OMError) -> Value
    ) async throws(OMError) -> OMFetched<Value> {
        // With cells, every point in one is asked about as the cell's centre.
        let query = configuration.cache.cells?.snapping(query, latitude: "latitude", longitude: "longitude") ?? query
        let fileName = OMCacheFile.name(api: api, query: query, server: configuration.baseURL)
        let key = "\(memoryPrefix)\(cachePath)|\(fileName)"
        // Every way into the cache passes the checks below first, and the configuration never
        // changes: a value held for this key means they passed.
        let lifetime = api.cacheLifetime(configured: configuration.cache.expiration)
        if let held = cache.freshValue(Value.self, failing: OMError.self, for: key, expiration: lifetime, mode: mode) {
            return held
        }
        let apiKey = try checkedKey()
        let endpoint = try endpoint(for: api, usesAPIKey: apiKey != nil)
        let url = try makeURL(endpoint, query: query + (apiKey.map { [URLQueryItem(name: "apikey", value: $0)] } ?? []))
        let redactor = Redactor(secrets: apiKey.map { [$0] } ?? [])
        let operation = api.path
        let cacheRequest = CacheRequest<Value, OMError>(
            key: key, fileName: fileName,
            settings: configuration.cache,
            sharedNamespace: SharedCacheKey.namespace(provider: "open-meteo", baseURL: endpoint), expiration: lifetime,
            isCacheFile: OMCacheFile.isCacheFile,
            decode: { data throws(OMError) in
                let (date, stored) = try OMCacheFile.unwrap(data)
                let body = redactor.redact(stored)
                do throws(OMError) {
                    return (try decode(body, .none), date)
                } catch {
                    throw OMError(
                        .corruptedCache, "A cached answer for \(operation) does not decode: \(error.message)",
                        underlyingError: error)
                }
            },
            fetch: { () async throws(OMError) in
                // Should the API ever echo the key, it is gone before the body is decoded, cached or passed on.
                let body = redactor.redact(
                    try await self.get(url, usesAPIKey: apiKey != nil, redactor: redactor, operation: operation))
                let response = try decode(body, redactor)
                let date = self.clock.now
                return (response, date, OMCacheFile.wrap(body, fetchedAt: date))
            },
            missing: { OMError(.notCached, "There is no cached answer for \(operation).") },
            unreadable: {
                OMError(.corruptedCache, "A cached answer for \(operation) cannot be read.", underlyingError: $0)
            })
        return try await cache.answer(cacheRequest, mode: mode)
    }

    private func get(
        _ url: URL, usesAPIKey: Bool, redactor: Redactor, operation: String
    ) async throws(OMError) -> Data {
        do {
            return try await http.get(url, redactor: redactor, operation: operation).body
        } catch {
            throw OMError(error, usesAPIKey: usesAPIKey, redactor: redactor)
        }
    }
}
