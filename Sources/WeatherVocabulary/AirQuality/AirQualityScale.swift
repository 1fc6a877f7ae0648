import Foundation

/// The scale an air-quality index is on. The same number means different things on different
/// scales, so an index is never shown without its scale.
public enum AirQualityScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// The US EPA's Air Quality Index, 0–500, in six categories from Good to Hazardous.
    case usEPA = "us_epa"
    /// China's Ambient Air Quality Index (HJ 633-2012), 0–500, in six categories from 优 to 严重污染.
    case chinaHJ633 = "china_hj633"
    /// OpenWeatherMap's index, 1–5, from Good to Very Poor.
    case openWeatherMap = "openweathermap"
    /// The European Environment Agency's European Air Quality Index, from 0, in six categories
    /// from Good (0–20) to Extremely poor (above 100), as Open-Meteo reports it.
    case european = "european_eaqi"

    /// The upper bounds of each category but the last; a value above the last bound is in the
    /// last category.
    public var categoryUpperBounds: [Double] {
        switch self {
        case .usEPA, .chinaHJ633: [50, 100, 150, 200, 300]
        case .openWeatherMap: [1, 2, 3, 4]
        case .european: [20, 40, 60, 80, 100]
        }
    }

    /// How many categories the scale has.
    public var categoryCount: Int { categoryUpperBounds.count + 1 }

    /// The values an index on this scale can take: 0–500 (the European index's top category has
    /// no upper bound of its own; 500 is five times its threshold), 1–5 on OpenWeatherMap's.
    public var validRange: ClosedRange<Double> {
        switch self {
        case .usEPA, .chinaHJ633, .european: 0...500
        case .openWeatherMap: 1...5
        }
    }

    /// The category of `index` on this scale; `nil` for a value the scale does not have (negative,
    /// not finite, or outside 1–5 on OpenWeatherMap's). Values above 500 on the 0–500 scales are
    /// in the top category, as the agencies report them.
    public func category(for index: Double) -> AirQualityCategory? {
        guard index.isFinite, index >= validRange.lowerBound else { return nil }
        if self == .openWeatherMap, index > validRange.upperBound { return nil }
        let level = (categoryUpperBounds.firstIndex { index <= $0 } ?? categoryUpperBounds.count) + 1
        return AirQualityCategory(scale: self, level: level)
    }

    /// The category whose name in `language` is `name` (ignoring case and surrounding spaces),
    /// such as `"良"` on China's scale; `nil` when no category of this scale has that name, as
    /// for a word from another scale.
    public func category(named name: String, in language: DisplayLanguage) -> AirQualityCategory? {
        let wanted = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return (1...categoryCount).lazy.compactMap { AirQualityCategory(scale: self, level: $0) }.first { category in
            category.localizedName(in: language).caseInsensitiveCompare(wanted) == .orderedSame
        }
    }

    /// The scale's short name, such as "US AQI" or "中国 AQI".
    public func localizedName(in language: DisplayLanguage = .current) -> String {
        switch self {
        case .usEPA: LocalizedText("US AQI", "美国 AQI", "美國 AQI")(language)
        case .chinaHJ633: LocalizedText("China AQI", "中国 AQI", "中國 AQI")(language)
        case .openWeatherMap:
            LocalizedText("OpenWeatherMap AQI", "OpenWeatherMap 空气质量指数", "OpenWeatherMap 空氣品質指數")(language)
        case .european: LocalizedText("European AQI", "欧洲 AQI", "歐洲 AQI")(language)
        }
    }
}
