import APICore
import Foundation

extension OMClient {
    /// The API's body for `query` to `api`, byte for byte, through the client's caches: for a
    /// proxy or gateway that passes answers on rather than decoding them.
    ///
    /// The client adds its API key (`apikey`) when it has one; `query` must not hold one. The
    /// body must be JSON (an error answer, an empty, HTML or truncated body is an error, as for
    /// typed requests); its time is when it was fetched. Cache keys are those of a typed request
    /// with the same query, so a body cached by one is found by the other.
    ///
    /// ```swift
    /// let query = [URLQueryItem(name: "name", value: "Berlin"), URLQueryItem(name: "count", value: "1")]
    /// let body = try await client.fetchBody(.geocoding, query: query)
    /// ```
    ///
    /// - Throws: ``OMError``; a query holding a key fails before any call.
    public func fetchBody(
        _ api: OMAPI, query: [URLQueryItem], from mode: CacheMode = .automatic
    ) async throws -> OMFetched<Data> {
        guard !query.contains(where: { $0.name.lowercased() == "apikey" }) else {
            throw OMError(.invalidParameter, "The query holds an API key; the client adds its own.")
        }
        let usesAPIKey = try checkedKey() != nil
        return try await cached(api: api, query: query, memoryPrefix: "body|", from: mode) {
            body, redactor throws(OMError) in
            _ = try OMDecoder.decode(AnyJSON.self, from: body, usesAPIKey: usesAPIKey, redactor: redactor)
            return body
        }
    }
}

/// Any JSON value but an error answer: decoding it checks only that a body is usable.
private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: OMCodingKey.self),
            (try? container.decodeIfPresent(Bool.self, forKey: OMCodingKey("error"))) == true
        {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "An error answer."))
        }
    }
}
