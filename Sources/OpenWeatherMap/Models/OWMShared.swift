import Foundation

/// A latitude and longitude as OpenWeatherMap writes them (`{"lon": …, "lat": …}`).
public struct OWMCoordinate: Sendable, Hashable, Codable {
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    private enum CodingKeys: String, CodingKey {
        case latitude = "lat", longitude = "lon", legacyLatitude = "Lat", legacyLongitude = "Lon"
    }

    /// Decodes `lat`/`lon`, or the capitalised `Lat`/`Lon` of old responses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try Self.decode(container, .latitude, or: .legacyLatitude)
        longitude = try Self.decode(container, .longitude, or: .legacyLongitude)
    }

    /// The value at `key`, else at `legacy`; a value at neither is missing under its current name.
    private static func decode(
        _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, or legacy: CodingKeys
    ) throws -> Double {
        if let value = try container.decodeIfPresent(Double.self, forKey: key)
            ?? container.decodeIfPresent(Double.self, forKey: legacy)
        {
            return value
        }
        throw DecodingError.keyNotFound(
            key, .init(codingPath: container.codingPath, debugDescription: "No value for \"\(key.stringValue)\"."))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(latitude, forKey: .latitude)
    }
}

/// A `cod` value, which OpenWeatherMap sends as a number on some endpoints and a string on others.
public enum OWMCode: Sendable, Hashable, Codable {
    /// A number, such as `200`.
    case number(Int)
    /// A string, such as `"200"`.
    case text(String)

    /// The code as a number, when it is one.
    public var value: Int? {
        switch self {
        case .number(let number): number
        case .text(let text): Int(text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}

/// One weather condition (`weather[]`): a condition code, its group, description and icon.
public struct OWMCondition: Sendable, Hashable, Codable {
    /// The condition code, such as `500` (light rain).
    public let id: Int
    /// The group, such as `"Rain"`.
    public let main: String
    /// The description in the request language, such as `"light rain"`.
    public let description: String
    /// The icon, such as `"10n"`; `d` or `n` says day or night.
    public let icon: String

    /// The code with its table entry.
    public var code: OWMConditionCode { OWMConditionCode(id) }
    /// Whether the icon is a daytime one.
    public var isDaytime: Bool { !icon.hasSuffix("n") }
}

/// Precipitation over the last or next hours (`{"1h": …}` or `{"3h": …}`), in mm.
public struct OWMPrecipitation: Sendable, Hashable, Codable {
    /// Millimetres in one hour.
    public let oneHour: Double?
    /// Millimetres in three hours.
    public let threeHours: Double?

    private enum CodingKeys: String, CodingKey {
        case oneHour = "1h", threeHours = "3h"
    }
}

extension Date {
    /// A date from Unix seconds.
    init(unix seconds: Int) { self.init(timeIntervalSince1970: TimeInterval(seconds)) }
}
