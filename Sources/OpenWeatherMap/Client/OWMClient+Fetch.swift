import APICore
import Foundation

/// An OpenWeatherMap response with where it came from, when it was fetched, and, when it is
/// stale, why the API could not be used.
public typealias OWMFetched<Response: Sendable> = FetchedResponse<Response, OWMError>

extension OWMClient {
    /// Sends `request` (or answers it from the cache) and decodes the response.
    ///
    /// - Throws: ``OWMError``; invalid parameters and a missing key fail before any network call.
    public func fetch<Response>(
        _ request: OWMRequest<Response>, from mode: CacheMode = .automatic
    ) async throws -> OWMFetched<Response> {
        try await typedFetch(request, from: mode)
    }

    func typedFetch<Response>(
        _ request: OWMRequest<Response>, from mode: CacheMode
    ) async throws(OWMError) -> OWMFetched<Response> {
        var query = try request.makeQuery()
        if request.isLocalized {
            query.append(URLQueryItem(name: "units", value: configuration.units.rawValue))
            query.append(URLQueryItem(name: "lang", value: configuration.language.rawValue))
        }
        return try await cached(path: request.path, query: query, memoryPrefix: "", from: mode) {
            body, redactor throws(OWMError) in try OWMDecoder.decode(Response.self, from: body, redactor: redactor)
        }
    }

    /// Answers `path` with `query` from the caches or the API, decoding bodies with `decode`.
    ///
    /// Memory keys start with `memoryPrefix`, so values of different types never share a key.
    /// A fresh value in memory is answered without suspending, before the API key is checked and
    /// the URL and cache request are built, as the Caiyun client does.
    func cached<Value: Sendable>(
        path: String, query: [URLQueryItem], memoryPrefix: String, from mode: CacheMode,
        decode: @escaping @Sendable (Data, Redactor) throws(OWMError) -> Value
    ) async throws(OWMError) -> OWMFetched<Value> {
        let server = configuration.baseURL == Configuration.defaultBaseURL ? nil : configuration.baseURL
        // With cells, every point in one is asked about as the cell's centre.
        let query = configuration.cache.cells?.snapping(query, latitude: "lat", longitude: "lon") ?? query
        let fileName = OWMCacheFile.name(path: path, query: query, server: server)
        let key = "\(memoryPrefix)\(configuration.cache.directory.path)|\(fileName)"
        // Every way into the cache passes the checks below first, and the configuration never
        // changes: a value held for this key means they passed.
        if let held = cache.freshValue(
            Value.self, failing: OWMError.self, for: key, expiration: configuration.cache.expiration, mode: mode)
        {
            return held
        }
        let apiKey = try checkedKey()
        let url = try makeURL(path: path, query: query + [URLQueryItem(name: "appid", value: apiKey)])
        let redactor = Redactor(secrets: [apiKey])
        let cacheRequest = CacheRequest<Value, OWMError>(
            key: key, fileName: fileName,
            settings: configuration.cache,
            sharedNamespace: SharedCacheKey.namespace(provider: "openweathermap", baseURL: configuration.baseURL),
            isCacheFile: OWMCacheFile.isCacheFile,
            decode: { data throws(OWMError) in
                let (date, stored) = try OWMCacheFile.unwrap(data)
                // A body cached or shared by an earlier version may still hold the key.
                let body = redactor.redact(stored)
                do throws(OWMError) {
                    return (try decode(body, .none), date)
                } catch {
                    throw OWMError(
                        .corruptedCache, "A cached response for \(path) does not decode: \(error.message)",
                        underlyingError: error)
                }
            },
            fetch: { () async throws(OWMError) in
                // A body can echo the key (One Call 4.0's page links do): it is gone before the
                // body is decoded, cached or passed on.
                let body = redactor.redact(try await self.get(url, redactor: redactor, operation: path))
                let response = try decode(body, redactor)
                let date = self.clock.now
                return (response, date, OWMCacheFile.wrap(body, fetchedAt: date))
            },
            missing: { OWMError(.notCached, "There is no cached response for \(path).") },
            unreadable: {
                OWMError(.corruptedCache, "A cached response for \(path) cannot be read.", underlyingError: $0)
            })
        return try await cache.answer(cacheRequest, mode: mode)
    }

    private func get(_ url: URL, redactor: Redactor, operation: String) async throws(OWMError) -> Data {
        do {
            return try await http.get(url, redactor: redactor, operation: operation).body
        } catch {
            throw OWMError(error, redactor: redactor)
        }
    }
    private func checkedKey() throws(OWMError) -> String {
        let key = configuration.apiKey.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw OWMError(.missingAPIKey, "No OpenWeatherMap API key is set (OPENWEATHERMAP_API_KEY).")
        }
        guard key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw OWMError(
                .malformedAPIKey, "The OpenWeatherMap API key holds characters other than letters and digits.")
        }
        return key
    }

    private func makeURL(path: String, query: [URLQueryItem]) throws(OWMError) -> URL {
        guard var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw OWMError(
                .invalidParameter, "The base URL \(configuration.baseURL.absoluteString) is not an http or https URL.")
        }
        components.path = (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path) + path
        components.queryItems = query
        guard let url = components.url else {
            throw OWMError(.invalidParameter, "The parameters do not form a valid URL.")
        }
        return url
    }
}
