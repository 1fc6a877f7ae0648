/// A WMO weather code (`weather_code`, or `weathercode` in older bodies), with its meaning.
///
/// Open-Meteo uses the codes below, a subset of WMO code table 4677; any other value is kept as
/// it came (``isKnown`` is then `false`), never a crash. There is no day or night variant:
/// combine a code with `is_day` for icons. A daily code is the most severe code of the day.
///
/// | Code | Meaning |
/// |---|---|
/// | 0 | clear sky |
/// | 1, 2, 3 | mainly clear, partly cloudy, overcast |
/// | 45, 48 | fog, depositing rime fog |
/// | 51, 53, 55 | drizzle: light, moderate, dense |
/// | 56, 57 | freezing drizzle: light, dense |
/// | 61, 63, 65 | rain: slight, moderate, heavy |
/// | 66, 67 | freezing rain: light, heavy |
/// | 71, 73, 75 | snowfall: slight, moderate, heavy |
/// | 77 | snow grains |
/// | 80, 81, 82 | rain showers: slight, moderate, violent |
/// | 85, 86 | snow showers: slight, heavy |
/// | 95 | thunderstorm, slight or moderate |
/// | 96, 99 | thunderstorm with slight, heavy hail (hail is forecast only in Central Europe) |
public struct OMWeatherCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The code, such as `61`.
    public let rawValue: Int

    /// Creates a code; any value is kept, known or not.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The code of a number from a response column, when it is a whole number.
    public init?(value: Double) {
        guard let code = Int(exactly: value) else { return nil }
        rawValue = code
    }

    /// 0: clear sky.
    public static let clearSky = OMWeatherCode(rawValue: 0)
    /// 1: mainly clear.
    public static let mainlyClear = OMWeatherCode(rawValue: 1)
    /// 2: partly cloudy.
    public static let partlyCloudy = OMWeatherCode(rawValue: 2)
    /// 3: overcast.
    public static let overcast = OMWeatherCode(rawValue: 3)
    /// 45: fog.
    public static let fog = OMWeatherCode(rawValue: 45)
    /// 48: depositing rime fog.
    public static let depositingRimeFog = OMWeatherCode(rawValue: 48)
    /// 51: light drizzle.
    public static let lightDrizzle = OMWeatherCode(rawValue: 51)
    /// 53: moderate drizzle.
    public static let moderateDrizzle = OMWeatherCode(rawValue: 53)
    /// 55: dense drizzle.
    public static let denseDrizzle = OMWeatherCode(rawValue: 55)
    /// 56: light freezing drizzle.
    public static let lightFreezingDrizzle = OMWeatherCode(rawValue: 56)
    /// 57: dense freezing drizzle.
    public static let denseFreezingDrizzle = OMWeatherCode(rawValue: 57)
    /// 61: slight rain.
    public static let slightRain = OMWeatherCode(rawValue: 61)
    /// 63: moderate rain.
    public static let moderateRain = OMWeatherCode(rawValue: 63)
    /// 65: heavy rain.
    public static let heavyRain = OMWeatherCode(rawValue: 65)
    /// 66: light freezing rain.
    public static let lightFreezingRain = OMWeatherCode(rawValue: 66)
    /// 67: heavy freezing rain.
    public static let heavyFreezingRain = OMWeatherCode(rawValue: 67)
    /// 71: slight snowfall.
    public static let slightSnowfall = OMWeatherCode(rawValue: 71)
    /// 73: moderate snowfall.
    public static let moderateSnowfall = OMWeatherCode(rawValue: 73)
    /// 75: heavy snowfall.
    public static let heavySnowfall = OMWeatherCode(rawValue: 75)
    /// 77: snow grains.
    public static let snowGrains = OMWeatherCode(rawValue: 77)
    /// 80: slight rain showers.
    public static let slightRainShowers = OMWeatherCode(rawValue: 80)
    /// 81: moderate rain showers.
    public static let moderateRainShowers = OMWeatherCode(rawValue: 81)
    /// 82: violent rain showers.
    public static let violentRainShowers = OMWeatherCode(rawValue: 82)
    /// 85: slight snow showers.
    public static let slightSnowShowers = OMWeatherCode(rawValue: 85)
    /// 86: heavy snow showers.
    public static let heavySnowShowers = OMWeatherCode(rawValue: 86)
    /// 95: thunderstorm, slight or moderate.
    public static let thunderstorm = OMWeatherCode(rawValue: 95)
    /// 96: thunderstorm with slight hail.
    public static let thunderstormWithSlightHail = OMWeatherCode(rawValue: 96)
    /// 99: thunderstorm with heavy hail.
    public static let thunderstormWithHeavyHail = OMWeatherCode(rawValue: 99)

    /// Every code Open-Meteo uses, in ascending order.
    public static let allKnown: [OMWeatherCode] = meanings.keys.sorted().map(OMWeatherCode.init(rawValue:))

    /// Whether the code is one Open-Meteo documents.
    public var isKnown: Bool { Self.meanings[rawValue] != nil }

    /// The meaning in English, such as `"slight rain"`, or `nil` for a code Open-Meteo does not use.
    public var meaning: String? { Self.meanings[rawValue] }

    /// The meaning, or `"weather code 42"` for an unknown code.
    public var description: String { meaning ?? "weather code \(rawValue)" }

    /// Reads a whole number (also written as `3.0`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let code = try? container.decode(Int.self) {
            rawValue = code
        } else {
            let value = try container.decode(Double.self)
            guard let code = Int(exactly: value) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(value) is not a weather code")
            }
            rawValue = code
        }
    }

    /// Writes the number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    private static let meanings: [Int: String] = [
        0: "clear sky", 1: "mainly clear", 2: "partly cloudy", 3: "overcast", 45: "fog", 48: "depositing rime fog",
        51: "light drizzle", 53: "moderate drizzle", 55: "dense drizzle", 56: "light freezing drizzle",
        57: "dense freezing drizzle", 61: "slight rain", 63: "moderate rain", 65: "heavy rain",
        66: "light freezing rain", 67: "heavy freezing rain", 71: "slight snowfall", 73: "moderate snowfall",
        75: "heavy snowfall", 77: "snow grains", 80: "slight rain showers", 81: "moderate rain showers",
        82: "violent rain showers", 85: "slight snow showers", 86: "heavy snow showers",
        95: "thunderstorm, slight or moderate", 96: "thunderstorm with slight hail",
        99: "thunderstorm with heavy hail",
    ]
}
