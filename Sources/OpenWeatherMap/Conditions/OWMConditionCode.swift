/// An OpenWeatherMap condition code (`weather[].id`) with its group, description, icon and
/// symbols, from the provider's conditions table.
///
/// Map conditions by code, never by the localised description. 801–804 are clouds.
public struct OWMConditionCode: Sendable, Hashable, CustomStringConvertible {
    /// The condition groups, by the code's first digit (7xx: atmosphere; 800: clear; 80x: clouds).
    public enum Group: String, Sendable, Hashable, CaseIterable {
        /// 2xx: thunderstorms, with or without rain or drizzle.
        case thunderstorm
        /// 3xx: drizzle.
        case drizzle
        /// 5xx: rain, from light rain to freezing rain and showers.
        case rain
        /// 6xx: snow, sleet and snow showers.
        case snow
        /// 7xx: mist, smoke, haze, dust, fog, sand, ash, squalls and tornadoes.
        case atmosphere
        /// 800: a clear sky.
        case clear
        /// 801–804: few, scattered, broken or overcast clouds.
        case clouds
        /// A code outside the documented ranges, kept as it came.
        case unknown
    }

    /// The code, such as `501`.
    public let id: Int

    /// Wraps a code; unknown codes are kept and belong to ``Group/unknown``.
    public init(_ id: Int) { self.id = id }

    /// The group.
    public var group: Group {
        switch id {
        case 200...299: .thunderstorm
        case 300...399: .drizzle
        case 500...599: .rain
        case 600...699: .snow
        case 700...799: .atmosphere
        case 800: .clear
        case 801...804: .clouds
        default: .unknown
        }
    }

    /// Whether the code is in the provider's table.
    public var isKnown: Bool { Self.table[id] != nil }

    /// The provider's English description, such as "moderate rain".
    public var description: String { Self.table[id]?.description ?? "unknown condition \(id)" }

    /// The icon for the time of day, such as `"10d"`.
    public func icon(isDaylight: Bool) -> String { (Self.table[id]?.icon ?? "50") + (isDaylight ? "d" : "n") }

    /// The SF Symbol for the time of day.
    public func symbolName(isDaylight: Bool) -> String {
        switch id {
        case 200...202, 230...232: return "cloud.bolt.rain.fill"
        case 210...221: return isDaylight ? "cloud.sun.bolt.fill" : "cloud.moon.bolt.fill"
        case 300...321: return "cloud.drizzle.fill"
        case 500: return isDaylight ? "cloud.sun.rain.fill" : "cloud.moon.rain.fill"
        case 501, 520...531: return "cloud.rain.fill"
        case 502...504: return "cloud.heavyrain.fill"
        case 511, 611...616: return "cloud.sleet.fill"
        case 600...602, 620...622: return "cloud.snow.fill"
        case 701, 741: return "cloud.fog.fill"
        case 711, 762: return "smoke.fill"
        case 721: return isDaylight ? "sun.haze.fill" : "moon.haze.fill"
        case 731, 751, 761: return isDaylight ? "sun.dust.fill" : "moon.dust.fill"
        case 771: return "wind"
        case 781: return "tornado"
        case 800: return isDaylight ? "sun.max.fill" : "moon.stars.fill"
        case 801, 802: return isDaylight ? "cloud.sun.fill" : "cloud.moon.fill"
        case 803, 804: return "cloud.fill"
        default: return "questionmark"
        }
    }

    /// A one-column glyph for terminals.
    public func glyph(isDaylight: Bool) -> String {
        switch group {
        case .thunderstorm: "ϟ"
        case .drizzle, .rain: id == 511 ? "✱" : "☂"
        case .snow: (611...616).contains(id) ? "✱" : "❄"
        case .atmosphere: [701, 741].contains(id) ? "≡" : ([771, 781].contains(id) ? "≫" : "≋")
        case .clear: isDaylight ? "☀" : "☾"
        case .clouds: id >= 803 ? "☁" : (isDaylight ? "◐" : "◑")
        case .unknown: "?"
        }
    }

    /// Every code in the table.
    public static var allKnown: [OWMConditionCode] { table.keys.sorted().map(OWMConditionCode.init) }

    private static let table: [Int: (description: String, icon: String)] = [
        200: ("thunderstorm with light rain", "11"), 201: ("thunderstorm with rain", "11"),
        202: ("thunderstorm with heavy rain", "11"),
        210: ("light thunderstorm", "11"), 211: ("thunderstorm", "11"), 212: ("heavy thunderstorm", "11"),
        221: ("ragged thunderstorm", "11"), 230: ("thunderstorm with light drizzle", "11"),
        231: ("thunderstorm with drizzle", "11"),
        232: ("thunderstorm with heavy drizzle", "11"),
        300: ("light intensity drizzle", "09"), 301: ("drizzle", "09"), 302: ("heavy intensity drizzle", "09"),
        310: ("light intensity drizzle rain", "09"), 311: ("drizzle rain", "09"),
        312: ("heavy intensity drizzle rain", "09"),
        313: ("shower rain and drizzle", "09"), 314: ("heavy shower rain and drizzle", "09"),
        321: ("shower drizzle", "09"),
        500: ("light rain", "10"), 501: ("moderate rain", "10"), 502: ("heavy intensity rain", "10"),
        503: ("very heavy rain", "10"),
        504: ("extreme rain", "10"), 511: ("freezing rain", "13"), 520: ("light intensity shower rain", "09"),
        521: ("shower rain", "09"), 522: ("heavy intensity shower rain", "09"), 531: ("ragged shower rain", "09"),
        600: ("light snow", "13"), 601: ("snow", "13"), 602: ("heavy snow", "13"), 611: ("sleet", "13"),
        612: ("light shower sleet", "13"), 613: ("shower sleet", "13"), 615: ("light rain and snow", "13"),
        616: ("rain and snow", "13"), 620: ("light shower snow", "13"), 621: ("shower snow", "13"),
        622: ("heavy shower snow", "13"),
        701: ("mist", "50"), 711: ("smoke", "50"), 721: ("haze", "50"), 731: ("sand/dust whirls", "50"),
        741: ("fog", "50"),
        751: ("sand", "50"), 761: ("dust", "50"), 762: ("volcanic ash", "50"), 771: ("squalls", "50"),
        781: ("tornado", "50"),
        800: ("clear sky", "01"), 801: ("few clouds: 11-25%", "02"), 802: ("scattered clouds: 25-50%", "03"),
        803: ("broken clouds: 51-84%", "04"), 804: ("overcast clouds: 85-100%", "04"),
    ]
}
