import APICore
import Foundation
import Logging

extension WeatherAlertsClient {
    /// Every message of `service`'s feed at `url` (unfiltered, links redirected), through the
    /// cache: one request per feed and freshness window, however many places ask.
    func feed(
        _ service: WarningService, url: URL, language: String, endpoint: WarningEndpoint, from mode: CacheMode
    ) async throws(WeatherAlertsError) -> FetchedResponse<[OfficialWarning], WeatherAlertsError> {
        let limits = configuration.limits
        let languageValue = service.languageValue(for: language)
        return try await cached(
            url: url, kind: "feed-\(service.id.rawValue)", service: service, freshness: service.freshness,
            accept: service.accept, from: mode
        ) { body throws(WeatherAlertsError) in
            var warnings = try service.read(body, language: languageValue, limits: limits)
            for index in warnings.indices {
                warnings[index].documentURL = warnings[index].documentURL.map { endpoint.redirected($0) }
            }
            return warnings
        }
    }

    /// The answer at `url`, read by `read`, from the caches or the network.
    func cached<Value: Sendable>(
        url: URL, kind: String, service: WarningService, freshness: TimeInterval, accept: String?, from mode: CacheMode,
        read: @escaping @Sendable (Data) throws(WeatherAlertsError) -> Value
    ) async throws(WeatherAlertsError) -> FetchedResponse<Value, WeatherAlertsError> {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let fileName = Self.files.name(path: "\(kind)\(url.path)", query: query, server: configuration.baseURL)
        let key = "\(kind)|\(configuration.cache.directory.path)|\(url.absoluteString)"
        if let held = cache.freshValue(
            Value.self, failing: WeatherAlertsError.self, for: key, expiration: freshness, mode: mode)
        {
            return held
        }
        let files = Self.files
        let request = CacheRequest<Value, WeatherAlertsError>(
            key: key, fileName: fileName, settings: configuration.cache,
            sharedNamespace: SharedCacheKey.namespace(provider: "weather-alerts", baseURL: url),
            expiration: freshness, isCacheFile: files.isCacheFile,
            decode: { data throws(WeatherAlertsError) in
                guard let (date, body) = files.unwrap(data) else {
                    throw WeatherAlertsError(.corruptedCache, "A cached answer from \(service.name) has no fetch time.")
                }
                return (try read(body), date)
            },
            fetch: { () async throws(WeatherAlertsError) in
                let body = try await self.get(url, service: service, accept: accept)
                let value = try read(body)
                let date = self.clock.now
                return (value, date, files.wrap(body, fetchedAt: date))
            },
            missing: { WeatherAlertsError(.notCached, "There is no cached answer from \(service.name).") },
            unreadable: {
                WeatherAlertsError(
                    .corruptedCache, "A cached answer from \(service.name) cannot be read.", underlyingError: $0)
            })
        return try await cache.answer(request, mode: mode)
    }

    /// The body at `url`, asked for conditionally when an earlier answer had an `ETag` or a
    /// `Last-Modified` (as NWS and MET Norway send): a `304 Not Modified` gives that answer again.
    private func get(_ url: URL, service: WarningService, accept: String?) async throws(WeatherAlertsError) -> Data {
        var headers = validators.conditionalHeaders(for: url)
        if let accept { headers["Accept"] = accept }
        do {
            let response = try await http.get(url, headers: headers, redactor: .none, operation: service.name)
            validators.remember(response, for: url)
            return response.body
        } catch {
            if error.statusCode == 304, let body = validators.body(for: url) {
                logger.debug("Not modified", metadata: ["service": .string(service.name)])
                return body
            }
            throw WeatherAlertsError(error, service: service)
        }
    }
}
