import Foundation

/// The units a forecast or history is given in: the request's `temperature_unit`,
/// `wind_speed_unit` and `precipitation_unit`. Only values other than the API's defaults
/// (°C, km/h, mm) are sent.
///
/// The answer says which units it used in its `*_units` tables, as text; note that the API
/// writes miles per hour as `mp/h`. ``dimension(of:)`` reads that text.
public struct OMUnits: Sendable, Hashable {
    /// The temperature unit. Default: Celsius.
    public var temperature: Temperature
    /// The wind-speed unit. Default: km/h.
    public var windSpeed: WindSpeed
    /// The precipitation unit (snowfall follows it: cm with millimetres, inches with inches). Default: mm.
    public var precipitation: Precipitation

    /// Creates units; each defaults to the API's own.
    public init(
        temperature: Temperature = .celsius, windSpeed: WindSpeed = .kilometresPerHour,
        precipitation: Precipitation = .millimetres
    ) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.precipitation = precipitation
    }

    /// °C, km/h and mm: the API's defaults.
    public static let metric = OMUnits()
    /// °C, m/s and mm.
    public static let metricWithMetresPerSecond = OMUnits(windSpeed: .metresPerSecond)
    /// °F, mph and inches.
    public static let imperial = OMUnits(temperature: .fahrenheit, windSpeed: .milesPerHour, precipitation: .inches)

    /// A temperature unit (`temperature_unit`).
    public enum Temperature: String, Sendable, Hashable, CaseIterable {
        /// °C (`celsius`).
        case celsius
        /// °F (`fahrenheit`).
        case fahrenheit
    }

    /// A wind-speed unit (`wind_speed_unit`).
    public enum WindSpeed: String, Sendable, Hashable, CaseIterable {
        /// Kilometres per hour (`kmh`).
        case kilometresPerHour = "kmh"
        /// Metres per second (`ms`).
        case metresPerSecond = "ms"
        /// Miles per hour (`mph`; answers write `mp/h`).
        case milesPerHour = "mph"
        /// Knots (`kn`).
        case knots = "kn"
    }

    /// A precipitation unit (`precipitation_unit`).
    public enum Precipitation: String, Sendable, Hashable, CaseIterable {
        /// Millimetres (`mm`).
        case millimetres = "mm"
        /// Inches (`inch`).
        case inches = "inch"
    }

    /// The query items for the units that differ from the API's defaults.
    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if temperature != .celsius { items.append(URLQueryItem(name: "temperature_unit", value: temperature.rawValue)) }
        if windSpeed != .kilometresPerHour {
            items.append(URLQueryItem(name: "wind_speed_unit", value: windSpeed.rawValue))
        }
        if precipitation != .millimetres {
            items.append(URLQueryItem(name: "precipitation_unit", value: precipitation.rawValue))
        }
        return items
    }

    /// The Foundation unit for a unit text of an answer's `*_units` tables: `°C`, `°F`, `km/h`,
    /// `m/s`, `mp/h` (or `mph`), `kn`, `mm`, `cm`, `m`, `inch`, `hPa`, `°`, `s`, `h`; `nil` for
    /// anything else, such as `%`, `wmo code`, `μg/m³` or the empty text of unitless values.
    public static func dimension(of text: String) -> Dimension? {
        switch text.trimmingCharacters(in: .whitespaces) {
        case "°C": UnitTemperature.celsius
        case "°F": UnitTemperature.fahrenheit
        case "km/h": UnitSpeed.kilometersPerHour
        case "m/s": UnitSpeed.metersPerSecond
        case "mp/h", "mph": UnitSpeed.milesPerHour
        case "kn", "kt", "kts": UnitSpeed.knots
        case "mm": UnitLength.millimeters
        case "cm": UnitLength.centimeters
        case "m": UnitLength.meters
        case "inch", "in": UnitLength.inches
        case "hPa": UnitPressure.hectopascals
        case "°": UnitAngle.degrees
        case "s": UnitDuration.seconds
        case "h": UnitDuration.hours
        default: nil
        }
    }
}
