import Foundation

/// One API call and the type of its answer.
///
/// ```swift
/// let request = OMRequest.forecast(latitude: 52.52, longitude: 13.41, hourly: [.temperature2m, .weatherCode])
/// let fetched = try await client.fetch(request)
/// print(fetched.source, request.weight, fetched.response.hourly?.count ?? 0)
/// ```
public struct OMRequest<Response: Codable & Sendable>: Sendable {
    /// The API the request goes to, which decides its host and path.
    public let api: OMAPI
    /// How many calls Open-Meteo counts the request as, against both the free limits and a
    /// commercial plan's budget (see ``OMWeight``): 1.0 for up to 10 variables over up to 2
    /// weeks, more for more, per place.
    public let weight: Double
    package let makeQuery: @Sendable () throws(OMError) -> [URLQueryItem]

    init(api: OMAPI, weight: Double, query: @escaping @Sendable () throws(OMError) -> [URLQueryItem]) {
        self.api = api
        self.weight = weight
        makeQuery = query
    }

    /// A request for the blocks `query` describes, weighed by it; its items are made (and
    /// checked) once, here, so a fetch answered from memory does not make them again.
    init(api: OMAPI, _ query: OMSeriesQuery) {
        let items = Result { () throws(OMError) in try query.queryItems() }
        self.init(api: api, weight: query.weight) { () throws(OMError) in try items.get() }
    }

    /// The path, such as `/v1/forecast`.
    public var path: String { api.path }

    /// The query items the request sends (without the client's API key), after checking every
    /// parameter.
    ///
    /// - Throws: ``OMError`` with ``OMError/Code/invalidParameter`` for a value the API would refuse.
    public func queryItems() throws -> [URLQueryItem] { try makeQuery() }
}
