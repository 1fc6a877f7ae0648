import APICore
import Foundation

/// Where to ask about: a coordinate, or one of the (deprecated but working) built-in lookups.
public enum OWMLocation: Sendable, Hashable {
    /// A latitude and longitude (the recommended way).
    case coordinate(latitude: Double, longitude: Double)
    /// A city name, optionally with a US state code and an ISO 3166 country code (`q=`).
    case city(String, state: String? = nil, country: String? = nil)
    /// A city id from OpenWeatherMap's list (`id=`).
    case cityID(Int)
    /// A postal code and an ISO 3166 country code (`zip=`).
    case zip(String, country: String)

    /// The query items, after checking the values.
    func queryItems() throws(OWMError) -> [URLQueryItem] {
        switch self {
        case .coordinate(let latitude, let longitude):
            try Self.check(latitude: latitude, longitude: longitude)
            return [
                URLQueryItem(name: "lat", value: NumberText.fourDecimals(latitude)),
                URLQueryItem(name: "lon", value: NumberText.fourDecimals(longitude)),
            ]
        case .city(let name, let state, let country):
            let parts = [name, state, country].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw OWMError(.invalidParameter, "The city name is empty.")
            }
            return [URLQueryItem(name: "q", value: parts.joined(separator: ","))]
        case .cityID(let id):
            guard id > 0 else { throw OWMError(.invalidParameter, "The city id must be positive.") }
            return [URLQueryItem(name: "id", value: String(id))]
        case .zip(let code, let country):
            guard !code.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw OWMError(.invalidParameter, "The postal code is empty.")
            }
            return [URLQueryItem(name: "zip", value: "\(code),\(country)")]
        }
    }

    static func check(latitude: Double, longitude: Double) throws(OWMError) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw OWMError(
                .invalidParameter,
                "(\(latitude), \(longitude)) is not a valid latitude (-90…90) and longitude (-180…180).")
        }
    }
}

/// The unit system of values in a response.
public enum OWMUnits: String, Sendable, Hashable, CaseIterable, Codable {
    /// Kelvin and m/s (the API's default).
    case standard
    /// °C and m/s.
    case metric
    /// °F and mph.
    case imperial

    /// The temperature unit.
    public var temperature: UnitTemperature {
        switch self {
        case .standard: .kelvin
        case .metric: .celsius
        case .imperial: .fahrenheit
        }
    }

    /// The wind-speed unit.
    public var windSpeed: UnitSpeed { self == .imperial ? .milesPerHour : .metersPerSecond }
}

/// The blocks of a One Call response.
public struct OWMOneCallBlocks: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Current conditions (`current`).
    public static let current = OWMOneCallBlocks(rawValue: 1 << 0)
    /// Precipitation for each minute of the next hour (`minutely`).
    public static let minutely = OWMOneCallBlocks(rawValue: 1 << 1)
    /// The forecast for each of the next 48 hours (`hourly`).
    public static let hourly = OWMOneCallBlocks(rawValue: 1 << 2)
    /// The forecast for each of the next 8 days (`daily`).
    public static let daily = OWMOneCallBlocks(rawValue: 1 << 3)
    /// National weather alerts (`alerts`).
    public static let alerts = OWMOneCallBlocks(rawValue: 1 << 4)
    /// Every block.
    public static let all: OWMOneCallBlocks = [.current, .minutely, .hourly, .daily, .alerts]

    /// The API's names of the blocks in this set, in the API's order.
    var names: [String] {
        [
            (Self.current, "current"), (.minutely, "minutely"), (.hourly, "hourly"), (.daily, "daily"),
            (.alerts, "alerts"),
        ]
        .filter { contains($0.0) }.map(\.1)
    }
}
