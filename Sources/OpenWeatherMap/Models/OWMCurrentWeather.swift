import Foundation

/// Current weather (`/data/2.5/weather`).
///
/// Fields OpenWeatherMap leaves out at times are optional: `feels_like`, `visibility`,
/// `wind.deg`, `wind.gust`, `sea_level`, `rain`, `snow`, `sys.type`, `timezone` …
public struct OWMCurrentWeather: Sendable, Hashable, Codable {
    /// The place.
    public let coordinate: OWMCoordinate
    /// The conditions; usually one, sometimes several.
    public let conditions: [OWMCondition]
    /// The data source, such as `"stations"`.
    public let base: String?
    /// Temperature, pressure and humidity.
    public let main: OWMMainValues
    /// Visibility in metres (at most 10,000; 16,093 for US stations).
    public let visibility: Double?
    /// Wind.
    public let wind: OWMWind?
    /// Cloud cover.
    public let clouds: OWMClouds?
    /// Rain in the last hour (only while raining).
    public let rain: OWMPrecipitation?
    /// Snow in the last hour (only while snowing).
    public let snow: OWMPrecipitation?
    /// When the data was calculated, Unix seconds (`dt`).
    public let time: Int
    /// Country, sunrise and sunset.
    public let sys: OWMSystem?
    /// The place's offset from UTC in seconds.
    public let timezone: Int?
    /// The city's id (0 for zip lookups).
    public let id: Int?
    /// The city's name in the request language; may be empty.
    public let name: String?
    /// The status code, `200`.
    public let cod: OWMCode?

    /// When the data was calculated.
    public var date: Date { Date(unix: time) }

    private enum CodingKeys: String, CodingKey {
        case coordinate = "coord", conditions = "weather", base, main, visibility, wind, clouds, rain, snow
        case time = "dt", sys, timezone, id, name, cod
    }
}

/// The `main` block: temperatures, pressure and humidity.
public struct OWMMainValues: Sendable, Hashable, Codable {
    /// Temperature.
    public let temperature: Double
    /// How the temperature feels (absent in old responses).
    public let feelsLike: Double?
    /// The lowest temperature in the area now.
    public let temperatureMin: Double?
    /// The highest temperature in the area now.
    public let temperatureMax: Double?
    /// Pressure at sea level, hPa.
    public let pressure: Double?
    /// Relative humidity, %.
    public let humidity: Double?
    /// Pressure at sea level, hPa.
    public let seaLevel: Double?
    /// Pressure at ground level, hPa.
    public let groundLevel: Double?
    /// An internal forecast correction (forecasts only).
    public let temperatureKF: Double?

    private enum CodingKeys: String, CodingKey {
        case temperature = "temp", feelsLike = "feels_like", temperatureMin = "temp_min", temperatureMax = "temp_max"
        case pressure, humidity, seaLevel = "sea_level", groundLevel = "grnd_level", temperatureKF = "temp_kf"
    }
}

/// Wind: speed (m/s, or mph in imperial), direction in degrees, gusts.
public struct OWMWind: Sendable, Hashable, Codable {
    /// Speed.
    public let speed: Double
    /// The direction the wind comes from, degrees; absent at times.
    public let degrees: Double?
    /// Gust speed.
    public let gust: Double?

    private enum CodingKeys: String, CodingKey {
        case speed, degrees = "deg", gust
    }
}

/// Cloud cover, %.
public struct OWMClouds: Sendable, Hashable, Codable {
    /// Cloud cover, %.
    public let all: Double
}

/// The `sys` block.
public struct OWMSystem: Sendable, Hashable, Codable {
    /// Internal.
    public let type: Int?
    /// Internal.
    public let id: Int?
    /// Internal, in old responses.
    public let message: Double?
    /// The ISO 3166 country code; may be empty.
    public let country: String?
    /// Sunrise, Unix seconds.
    public let sunrise: Int?
    /// Sunset, Unix seconds.
    public let sunset: Int?
    /// `"d"` or `"n"` (forecasts).
    public let pod: String?
}
