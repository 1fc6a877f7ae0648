import ArgumentParser
import CaiyunWeather
import Foundation
import NeutralWeather

/// The five unit systems, as `--units` takes them.
package enum UnitsOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case metric
    case metricV1 = "metric:v1"
    case metricV2 = "metric:v2"
    case imperial
    case si = "SI"

    package init?(argument: String) {
        guard let value = Self.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(argument) == .orderedSame })
        else { return nil }
        self = value
    }

    /// The API's unit system.
    package var caiyun: CYUnit { CYUnit(apiValue: rawValue) ?? .metric }

    /// The units to display values in.
    package var display: UnitPreference {
        switch self {
        case .metric, .metricV1, .metricV2: .metric
        case .imperial: .imperial
        case .si: .si
        }
    }

    /// The option for an API unit system.
    init(_ unit: CYUnit) { self = Self(argument: unit.rawValue) ?? .metric }

    /// The systems OpenWeatherMap has; the others are Caiyun's own.
    static let openWeatherMapSystems: [UnitsOption] = [.metric, .imperial]

    /// Why this system cannot be used with OpenWeatherMap, or `nil` when it can.
    var openWeatherMapProblem: String? {
        guard !Self.openWeatherMapSystems.contains(self) else { return nil }
        return "--units \(rawValue) is one of Caiyun's unit systems; OpenWeatherMap has "
            + Self.openWeatherMapSystems.map(\.rawValue).joined(separator: " and ") + "."
    }
}

/// The display languages, as `--lang` takes them.
package enum LanguageOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case en
    case zh
    case zhHant = "zh-Hant"

    package init?(argument: String) {
        switch argument.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "en", "en-us", "en-gb", "english": self = .en
        case "zh", "zh-cn", "zh-hans", "chinese": self = .zh
        case "zh-hant", "zh-tw", "zh-hk": self = .zhHant
        default: return nil
        }
    }

    /// The option for a display language.
    init(_ language: DisplayLanguage) {
        switch language {
        case .english: self = .en
        case .chineseSimplified: self = .zh
        case .chineseTraditional: self = .zhHant
        }
    }

    /// The language of labels and names.
    package var display: DisplayLanguage {
        switch self {
        case .en: .english
        case .zh: .chineseSimplified
        case .zhHant: .chineseTraditional
        }
    }

    /// The language of the API's own text.
    package var request: CYEndpoint.RequestLanguage {
        switch self {
        case .en: .englishUS
        case .zh: .chineseSimplified
        case .zhHant: .chineseTraditional
        }
    }
}

/// The weather providers, as `--provider` takes them.
package enum ProviderOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case caiyun
    case openweathermap

    package init?(argument: String) {
        switch argument.lowercased() {
        case "caiyun", "colorfulclouds": self = .caiyun
        case "openweathermap", "owm": self = .openweathermap
        default: return nil
        }
    }
}

/// Which air-quality index to show, as `--aqi` takes it.
enum AQIOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case china
    case us

    init?(argument: String) {
        switch argument.lowercased() {
        case "china", "chn", "cn", "hj633": self = .china
        case "us", "usa", "epa": self = .us
        default: return nil
        }
    }

    /// The scale of the index.
    var scale: AirQualityScale {
        switch self {
        case .china: .chinaHJ633
        case .us: .usEPA
        }
    }
}
