import APICore

/// The answers for several places, in the order of the request's coordinates: the API sends a
/// JSON array of ``OMWeather`` when a request names more than one place.
///
/// ```swift
/// let places = [OMCoordinate(latitude: 47.16, longitude: 7.02), OMCoordinate(latitude: 47.18, longitude: 6.9)]
/// for weather in try await client.forecast(at: places, daily: [.temperature2mMax]) {
///     print(weather.locationIndex, weather.latitude, weather.longitude)
/// }
/// ```
///
/// A body holding one object (the answer for one place) reads as a list of one.
public struct OMWeatherList: Sendable, Hashable, RandomAccessCollection {
    /// The answers, in the API's order.
    public let places: [OMWeather]
    /// Whether the body was a JSON array (encoding writes the same shape back).
    let isArray: Bool

    /// Creates a list.
    public init(_ places: [OMWeather]) {
        self.places = places
        isArray = true
    }

    /// The position of the first answer.
    public var startIndex: Int { places.startIndex }
    /// The position after the last answer.
    public var endIndex: Int { places.endIndex }
    /// The answer at `position`.
    public subscript(position: Int) -> OMWeather { places[position] }
}

extension OMWeatherList: Codable {
    /// Reads a JSON array of answers, or a single answer.
    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var places: [OMWeather] = []
            while !array.isAtEnd { places.append(try array.decode(OMWeather.self)) }
            self.places = places
            isArray = true
        } else {
            places = [try OMWeather(from: decoder)]
            isArray = false
        }
    }

    /// Writes the answers in the shape they were read in.
    public func encode(to encoder: any Encoder) throws {
        if isArray || places.count != 1 {
            var container = encoder.singleValueContainer()
            try container.encode(places)
        } else {
            try places[0].encode(to: encoder)
        }
    }
}

extension OMWeatherList: JSONValueDecodable {
    /// Reads the array (or the one answer) straight from a scanned document.
    package init(json: JSONValue) throws(JSONDeclined) {
        if json.node.kind == .array {
            places = try [OMWeather](json: json)
            isArray = true
        } else {
            places = [try OMWeather(json: json)]
            isArray = false
        }
    }
}
