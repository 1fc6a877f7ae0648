import APICore
import Foundation

extension OMClient {
    /// The URL `request` is sent to, with the query it sends; the API key, when there is one,
    /// is replaced by `<redacted>`.
    ///
    /// - Throws: ``OMError`` for an invalid parameter or key, as ``fetch(_:from:)`` would.
    public func redactedURL<Response>(for request: OMRequest<Response>) throws -> String {
        let apiKey = try checkedKey()
        let query = try request.makeQuery() + (apiKey.map { [URLQueryItem(name: "apikey", value: $0)] } ?? [])
        let url = try makeURL(try endpoint(for: request.api, usesAPIKey: apiKey != nil), query: query)
        return Redactor(secrets: apiKey.map { [$0] } ?? []).redact(url)
    }

    /// The configured key, checked; `nil` for the free API.
    func checkedKey() throws(OMError) -> String? {
        guard let key = configuration.effectiveAPIKey else { return nil }
        guard OMSeriesQuery.isToken(key, alsoAllowing: "-.") else {
            throw OMError(
                .malformedAPIKey,
                "The Open-Meteo API key holds characters other than letters, digits, \"-\", \"_\" and \".\".")
        }
        return key
    }

    /// Where `api` lives: the configured base URL with the API's path, or the API's own host
    /// (the `customer-` one with a key).
    func endpoint(for api: OMAPI, usesAPIKey: Bool) throws(OMError) -> URL {
        guard let base = configuration.baseURL else {
            return URL(string: "https://\(usesAPIKey ? api.customerHost : api.host)\(api.path)")!
        }
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else {
            throw OMError(.invalidParameter, "The base URL \(base.absoluteString) is not an http or https URL.")
        }
        components.path =
            (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path) + api.path
        components.query = nil
        components.fragment = nil
        guard let url = components.url else {
            throw OMError(.invalidParameter, "The base URL \(base.absoluteString) cannot take the path \(api.path).")
        }
        return url
    }

    /// `endpoint` with `query`; a `+` (as in `Etc/GMT+9`) is escaped, since servers read it as a space.
    func makeURL(_ endpoint: URL, query: [URLQueryItem]) throws(OMError) -> URL {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            throw OMError(.invalidParameter, "The parameters do not form a valid URL.")
        }
        components.queryItems = query
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw OMError(.invalidParameter, "The parameters do not form a valid URL.")
        }
        return url
    }
}
