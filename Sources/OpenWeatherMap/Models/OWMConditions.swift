import Foundation

/// Conditions at one moment, as One Call's `current` and `hourly` and the timeline endpoints write them.
public struct OWMConditions: Sendable, Hashable, Codable {
    /// The moment, Unix seconds.
    public let time: Int
    /// Sunrise, Unix seconds (current only; absent in polar day and night).
    public let sunrise: Int?
    /// Sunset, Unix seconds.
    public let sunset: Int?
    /// Temperature.
    public let temperature: Double
    /// How the temperature feels.
    public let feelsLike: Double?
    /// Pressure, hPa.
    public let pressure: Double?
    /// Relative humidity, %.
    public let humidity: Double?
    /// Dew point.
    public let dewPoint: Double?
    /// UV index.
    public let uvIndex: Double?
    /// Cloud cover, %.
    public let clouds: Double?
    /// Visibility, metres.
    public let visibility: Double?
    /// Wind speed.
    public let windSpeed: Double?
    /// The direction the wind comes from, degrees.
    public let windDegrees: Double?
    /// Gust speed.
    public let windGust: Double?
    /// The conditions.
    public let conditions: [OWMCondition]
    /// The chance of precipitation, 0–1 (hourly).
    public let precipitationChance: Double?
    /// Rain in the last or next hour.
    public let rain: OWMPrecipitation?
    /// Snow in the last or next hour.
    public let snow: OWMPrecipitation?
    /// The ids of the alerts in force at this moment (One Call 4.0, `alerts`); fetch each one's
    /// text from the alert endpoint (``OWMAlertDetail``).
    public let alertIDs: [String]?

    /// The moment.
    public var date: Date { Date(unix: time) }

    private enum CodingKeys: String, CodingKey {
        case time = "dt", sunrise, sunset, temperature = "temp", feelsLike = "feels_like", pressure, humidity
        case dewPoint = "dew_point", uvIndex = "uvi", clouds, visibility, windSpeed = "wind_speed", windDegrees =
            "wind_deg"
        case windGust = "wind_gust", conditions = "weather", precipitationChance = "pop", rain, snow, alertIDs =
            "alerts"
    }
}
