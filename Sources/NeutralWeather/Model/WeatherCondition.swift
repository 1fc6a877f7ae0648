/// A sky condition shared by every provider, with SF Symbol names and a terminal glyph.
public enum WeatherCondition: String, Sendable, Hashable, CaseIterable, Codable {
    /// A clear sky.
    case clear
    /// A few clouds (OpenWeatherMap 801).
    case mostlyClear
    /// Partly cloudy (scattered clouds).
    case partlyCloudy
    /// Mostly cloudy (broken clouds).
    case mostlyCloudy
    /// Overcast.
    case cloudy
    /// Haze.
    case haze
    /// Smoke in the air.
    case smoky
    /// Mist.
    case mist
    /// Fog.
    case fog
    /// Dust in the air.
    case dust
    /// Sand in the air, or a sandstorm.
    case sand
    /// Volcanic ash.
    case volcanicAsh
    /// Drizzle.
    case drizzle
    /// Light rain.
    case lightRain
    /// Rain.
    case rain
    /// Heavy rain or a rainstorm.
    case heavyRain
    /// Rain that freezes on contact.
    case freezingRain
    /// Sleet: rain and snow together.
    case sleet
    /// Light snow.
    case lightSnow
    /// Snow.
    case snow
    /// Heavy snow or a snowstorm.
    case heavySnow
    /// Thunderstorms.
    case thunderstorms
    /// Hail.
    case hail
    /// Strong wind.
    case windy
    /// Squalls.
    case squall
    /// A tornado.
    case tornado
    /// A condition the provider reported that has no counterpart here.
    case unknown

    /// The SF Symbol that shows this condition, by day or by night.
    public func symbolName(isDaylight: Bool = true) -> String {
        switch self {
        case .clear: isDaylight ? "sun.max.fill" : "moon.stars.fill"
        case .mostlyClear: isDaylight ? "sun.min.fill" : "moon.fill"
        case .partlyCloudy: isDaylight ? "cloud.sun.fill" : "cloud.moon.fill"
        case .mostlyCloudy, .cloudy: "cloud.fill"
        case .haze: isDaylight ? "sun.haze.fill" : "moon.haze.fill"
        case .smoky, .volcanicAsh: "smoke.fill"
        case .mist, .fog: "cloud.fog.fill"
        case .dust, .sand: isDaylight ? "sun.dust.fill" : "moon.dust.fill"
        case .drizzle: "cloud.drizzle.fill"
        case .lightRain: isDaylight ? "cloud.sun.rain.fill" : "cloud.moon.rain.fill"
        case .rain: "cloud.rain.fill"
        case .heavyRain: "cloud.heavyrain.fill"
        case .freezingRain, .sleet: "cloud.sleet.fill"
        case .lightSnow, .snow, .heavySnow: "cloud.snow.fill"
        case .thunderstorms: isDaylight ? "cloud.bolt.rain.fill" : "cloud.moon.bolt.fill"
        case .hail: "cloud.hail.fill"
        case .windy, .squall: "wind"
        case .tornado: "tornado"
        case .unknown: "questionmark"
        }
    }

    /// A one-column glyph for terminals, by day or by night.
    public func glyph(isDaylight: Bool = true) -> String {
        switch self {
        case .clear: isDaylight ? "☀" : "☾"
        case .mostlyClear, .partlyCloudy: isDaylight ? "◐" : "◑"
        case .mostlyCloudy, .cloudy: "☁"
        case .haze, .smoky, .volcanicAsh: "≋"
        case .mist, .fog: "≡"
        case .dust, .sand: "∴"
        case .drizzle, .lightRain, .rain, .heavyRain: "☂"
        case .freezingRain, .sleet, .hail: "✱"
        case .lightSnow, .snow, .heavySnow: "❄"
        case .thunderstorms: "ϟ"
        case .windy, .squall, .tornado: "≫"
        case .unknown: "?"
        }
    }

    /// Whether rain, snow, sleet or hail falls.
    public var isPrecipitation: Bool {
        switch self {
        case .drizzle, .lightRain, .rain, .heavyRain, .freezingRain, .sleet, .lightSnow, .snow, .heavySnow,
            .thunderstorms, .hail:
            true
        default: false
        }
    }
}
