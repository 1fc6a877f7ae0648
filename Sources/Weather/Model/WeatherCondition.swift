/// A sky condition shared by every provider, with SF Symbol names and a terminal glyph.
public enum WeatherCondition: String, Sendable, Hashable, CaseIterable, Codable {
    case clear, mostlyClear, partlyCloudy, mostlyCloudy, cloudy
    case haze, smoky, mist, fog, dust, sand, volcanicAsh
    case drizzle, lightRain, rain, heavyRain, freezingRain, sleet
    case lightSnow, snow, heavySnow
    case thunderstorms, hail, windy, squall, tornado
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
        case .drizzle, .lightRain, .rain, .heavyRain, .freezingRain, .sleet, .lightSnow, .snow, .heavySnow, .thunderstorms, .hail: true
        default: false
        }
    }
}
