import APICore
import Foundation

extension OWMClient {
    /// The API's body for `path` and `query`, byte for byte (but for the client's API key, which
    /// is replaced by `REDACTED` wherever the API echoes it), through the client's caches: for
    /// a proxy or gateway that passes responses on rather than decoding them.
    ///
    /// The client adds its API key (`appid`); `query` must not hold one. The body must be JSON (an
    /// empty, HTML or truncated body is an error, as for typed requests); its time is when it was
    /// fetched. Cache keys are those of a typed request with the same path and query, so a
    /// body cached by one is found by the other.
    ///
    /// ```swift
    /// let query = [URLQueryItem(name: "q", value: "London")]
    /// let body = try await client.fetchBody(path: "/data/2.5/weather", query: query)
    /// ```
    ///
    /// - Throws: ``OWMError``; a missing key or a path that does not start with `/` fails before any call.
    public func fetchBody(
        path: String, query: [URLQueryItem], from mode: CacheMode = .automatic
    ) async throws
        -> OWMFetched<Data>
    {
        guard path.hasPrefix("/") else {
            throw OWMError(.invalidParameter, "The path \"\(path)\" does not start with \"/\".")
        }
        guard !query.contains(where: { $0.name.lowercased() == "appid" }) else {
            throw OWMError(.invalidParameter, "The query holds an API key; the client adds its own.")
        }
        return try await cached(path: path, query: query, memoryPrefix: "body|", from: mode) {
            body, redactor throws(OWMError) in
            _ = try OWMDecoder.decode(AnyJSON.self, from: body, redactor: redactor)
            return body
        }
    }
}

/// Any JSON value: decoding it checks only that a body is JSON.
private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
}
