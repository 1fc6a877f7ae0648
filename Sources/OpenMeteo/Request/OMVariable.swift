/// A variable to ask for and to read back, by its API name, such as `temperature_2m`.
///
/// Any name works, including ones this library has no constant for, model suffixes
/// (`temperature_2m_icon_seamless`) and older spellings (`weathercode`): the API echoes names
/// exactly as they were asked. The constants cover the common ones.
///
/// ```swift
/// let hourly: [OMVariable] = [.temperature2m, .precipitation, .weatherCode, "cape"]
/// ```
public struct OMVariable: RawRepresentable, Sendable, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The API's name.
    public let rawValue: String

    /// Creates a variable from its API name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a variable from a literal API name.
    public init(stringLiteral value: String) { rawValue = value }

    /// The API's name.
    public var description: String { rawValue }

    /// Orders by name.
    public static func < (lhs: OMVariable, rhs: OMVariable) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Reads the name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

// MARK: Hourly, 15-minute and current weather

extension OMVariable {
    /// Air temperature 2 m above ground (°C or °F).
    public static let temperature2m: OMVariable = "temperature_2m"
    /// Relative humidity 2 m above ground (%).
    public static let relativeHumidity2m: OMVariable = "relative_humidity_2m"
    /// Dew point 2 m above ground (°C or °F).
    public static let dewPoint2m: OMVariable = "dew_point_2m"
    /// The temperature as felt, from wind, humidity and sun (°C or °F).
    public static let apparentTemperature: OMVariable = "apparent_temperature"
    /// Rain, showers and snow over the preceding hour (mm or inch).
    public static let precipitation: OMVariable = "precipitation"
    /// Rain from large-scale systems over the preceding hour (mm or inch).
    public static let rain: OMVariable = "rain"
    /// Rain from convective showers over the preceding hour (mm or inch).
    public static let showers: OMVariable = "showers"
    /// Snowfall over the preceding hour (cm; inch with `precipitation_unit=inch`).
    public static let snowfall: OMVariable = "snowfall"
    /// The chance of more than 0.1 mm of precipitation (%).
    public static let precipitationProbability: OMVariable = "precipitation_probability"
    /// The WMO weather code (read it as ``OMWeatherCode``); in `daily`, the most severe of the day.
    public static let weatherCode: OMVariable = "weather_code"
    /// The older spelling of ``weatherCode``, still accepted and echoed back.
    public static let legacyWeatherCode: OMVariable = "weathercode"
    /// Total cloud cover (%).
    public static let cloudCover: OMVariable = "cloud_cover"
    /// Low cloud cover, up to 3 km (%).
    public static let cloudCoverLow: OMVariable = "cloud_cover_low"
    /// Mid cloud cover, 3 to 8 km (%).
    public static let cloudCoverMid: OMVariable = "cloud_cover_mid"
    /// High cloud cover, above 8 km (%).
    public static let cloudCoverHigh: OMVariable = "cloud_cover_high"
    /// Air pressure reduced to mean sea level (hPa).
    public static let pressureMSL: OMVariable = "pressure_msl"
    /// Air pressure at the surface (hPa).
    public static let surfacePressure: OMVariable = "surface_pressure"
    /// Visibility (m).
    public static let visibility: OMVariable = "visibility"
    /// Wind speed 10 m above ground (km/h, m/s, mp/h or kn).
    public static let windSpeed10m: OMVariable = "wind_speed_10m"
    /// The direction the wind comes from, 10 m above ground (°).
    public static let windDirection10m: OMVariable = "wind_direction_10m"
    /// The strongest gust over the preceding hour, 10 m above ground.
    public static let windGusts10m: OMVariable = "wind_gusts_10m"
    /// The UV index (no unit).
    public static let uvIndex: OMVariable = "uv_index"
    /// 1 by day, 0 at night (no unit).
    public static let isDay: OMVariable = "is_day"
    /// Snow depth on the ground (m).
    public static let snowDepth: OMVariable = "snow_depth"
}

// MARK: Daily weather

extension OMVariable {
    /// The day's highest temperature 2 m above ground.
    public static let temperature2mMax: OMVariable = "temperature_2m_max"
    /// The day's lowest temperature 2 m above ground.
    public static let temperature2mMin: OMVariable = "temperature_2m_min"
    /// The day's highest apparent temperature.
    public static let apparentTemperatureMax: OMVariable = "apparent_temperature_max"
    /// The day's lowest apparent temperature.
    public static let apparentTemperatureMin: OMVariable = "apparent_temperature_min"
    /// Sunrise, as a local time (or Unix seconds).
    public static let sunrise: OMVariable = "sunrise"
    /// Sunset, as a local time (or Unix seconds).
    public static let sunset: OMVariable = "sunset"
    /// Seconds of daylight.
    public static let daylightDuration: OMVariable = "daylight_duration"
    /// Seconds of sunshine.
    public static let sunshineDuration: OMVariable = "sunshine_duration"
    /// The day's highest UV index.
    public static let uvIndexMax: OMVariable = "uv_index_max"
    /// The day's precipitation.
    public static let precipitationSum: OMVariable = "precipitation_sum"
    /// The day's rain.
    public static let rainSum: OMVariable = "rain_sum"
    /// The day's snowfall.
    public static let snowfallSum: OMVariable = "snowfall_sum"
    /// Hours with precipitation.
    public static let precipitationHours: OMVariable = "precipitation_hours"
    /// The day's highest chance of precipitation (%).
    public static let precipitationProbabilityMax: OMVariable = "precipitation_probability_max"
    /// The day's strongest wind speed 10 m above ground.
    public static let windSpeed10mMax: OMVariable = "wind_speed_10m_max"
    /// The day's strongest gust 10 m above ground.
    public static let windGusts10mMax: OMVariable = "wind_gusts_10m_max"
    /// The day's dominant wind direction (°).
    public static let windDirection10mDominant: OMVariable = "wind_direction_10m_dominant"
}

// MARK: Air quality

extension OMVariable {
    /// The European Air Quality Index (0–20 good, 20–40 fair, 40–60 moderate, 60–80 poor,
    /// 80–100 very poor, above 100 extremely poor); the highest of its pollutants' indices.
    public static let europeanAQI: OMVariable = "european_aqi"
    /// The United States Air Quality Index (0–50 good … 301–500 hazardous).
    public static let usAQI: OMVariable = "us_aqi"
    /// Particulate matter under 2.5 µm (μg/m³).
    public static let pm2_5: OMVariable = "pm2_5"
    /// Particulate matter under 10 µm (μg/m³).
    public static let pm10: OMVariable = "pm10"
    /// Ozone, O₃ (μg/m³).
    public static let ozone: OMVariable = "ozone"
    /// Nitrogen dioxide, NO₂ (μg/m³).
    public static let nitrogenDioxide: OMVariable = "nitrogen_dioxide"
    /// Sulphur dioxide, SO₂ (μg/m³).
    public static let sulphurDioxide: OMVariable = "sulphur_dioxide"
    /// Carbon monoxide, CO (μg/m³).
    public static let carbonMonoxide: OMVariable = "carbon_monoxide"
}
