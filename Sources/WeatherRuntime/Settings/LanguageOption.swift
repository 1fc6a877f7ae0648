import CaiyunWeather
import Foundation
import WeatherVocabulary

/// The display languages, as settings files, `--lang` and tool arguments name them.
public enum LanguageOption: String, CaseIterable, Sendable {
    /// English.
    case en
    /// Simplified Chinese.
    case zh
    /// Traditional Chinese.
    case zhHant = "zh-Hant"

    /// The language `argument` names (`en`, `en-GB`, `zh-CN`, `zh_TW`, `chinese` …); `nil` for others.
    public init?(argument: String) {
        switch argument.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "en", "en-us", "en-gb", "english": self = .en
        case "zh", "zh-cn", "zh-hans", "chinese": self = .zh
        case "zh-hant", "zh-tw", "zh-hk": self = .zhHant
        default: return nil
        }
    }

    /// The option for a display language.
    public init(_ language: DisplayLanguage) {
        switch language {
        case .english: self = .en
        case .chineseSimplified: self = .zh
        case .chineseTraditional: self = .zhHant
        }
    }

    /// The language of labels and names.
    public var display: DisplayLanguage {
        switch self {
        case .en: .english
        case .zh: .chineseSimplified
        case .zhHant: .chineseTraditional
        }
    }

    /// The language of Caiyun's own text.
    public var request: CYEndpoint.RequestLanguage {
        switch self {
        case .en: .englishUS
        case .zh: .chineseSimplified
        case .zhHant: .chineseTraditional
        }
    }
}
