import Foundation
import WeatherVocabulary

/// The units a person wants to read: metric, imperial or SI.
public enum UnitPreference: String, Sendable, Hashable, CaseIterable, Codable {
    /// °C, km/h, km, mm/h, hPa.
    case metric
    /// °F, mph, miles, in/h, inHg.
    case imperial
    /// K, m/s, m, mm/h, Pa.
    case si

    /// The temperature unit.
    public var temperature: UnitTemperature {
        switch self {
        case .metric: .celsius
        case .imperial: .fahrenheit
        case .si: .kelvin
        }
    }

    /// The wind-speed unit.
    public var windSpeed: UnitSpeed {
        switch self {
        case .metric: .kilometersPerHour
        case .imperial: .milesPerHour
        case .si: .metersPerSecond
        }
    }

    /// The unit of distances such as visibility.
    public var distance: UnitLength {
        switch self {
        case .metric: .kilometers
        case .imperial: .miles
        case .si: .meters
        }
    }

    /// The unit of precipitation rates.
    public var precipitationRate: UnitSpeed { self == .imperial ? .inchesPerHour : .millimetersPerHour }

    /// The unit of precipitation amounts.
    public var precipitationAmount: UnitLength { self == .imperial ? .inches : .millimeters }

    /// The unit of air pressure.
    public var pressure: UnitPressure {
        switch self {
        case .metric: .hectopascals
        case .imperial: .inchesOfMercury
        case .si: .newtonsPerMetersSquared
        }
    }
}
