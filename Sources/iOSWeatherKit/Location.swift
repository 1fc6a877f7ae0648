import Foundation

/// A temperature unit.
public enum TemperatureUnit: String, Sendable, Hashable, Codable {
    /// Degrees Fahrenheit.
    case fahrenheit
    /// Degrees Celsius.
    case celsius
}

/// A coordinate, as text in degrees (`"37.5665"`).
public struct Coordination: Sendable, Hashable, Codable {
    /// The latitude.
    public var latitude: String
    /// The longitude.
    public var longitude: String

    /// Creates a coordinate.
    public init(latitude: String, longitude: String) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A named place.
public struct Location: Sendable, Hashable, Codable {
    /// Where it is.
    public var coordination: Coordination
    /// Its name.
    public var name: String

    /// Creates a location.
    public init(coordination: Coordination, name: String) {
        self.coordination = coordination
        self.name = name
    }
}

/// A part of a forecast to ask for.
public enum ForecastOption: String, Sendable, Hashable, CaseIterable {
    /// The weather now.
    case current
    /// Minute by minute for the next hour.
    case minutely
    /// Hour by hour for two days.
    case hourly
    /// Day by day for a week.
    case daily
}
