import Foundation

/// A language for the names this package gives codes and levels: phenomena, alerts, wind,
/// precipitation, air quality and life indices.
///
/// The text is compiled into the package rather than looked up in `.strings` files, so it works
/// the same on Linux and Apple platforms. Pick the language explicitly, or use ``current``.
public enum CYDisplayLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    /// English.
    case english = "en"
    /// Simplified Chinese (简体中文).
    case chineseSimplified = "zh-Hans"
    /// Traditional Chinese (繁體中文).
    case chineseTraditional = "zh-Hant"

    /// Reads a language tag such as `"en"`, `"en_US"`, `"zh"`, `"zh-CN"`, `"zh_TW"` or `"zh-Hant-HK"`.
    public init?(identifier: String) {
        let parts = identifier.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard let language = parts.first else { return nil }
        switch language {
        case "en": self = .english
        case "zh":
            let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            self = traditional ? .chineseTraditional : .chineseSimplified
        default: return nil
        }
    }

    /// The language matching a request language; Japanese falls back to English.
    public init(_ requestLanguage: CYEndpoint.RequestLanguage) {
        switch requestLanguage {
        case .chineseSimplified: self = .chineseSimplified
        case .chineseTraditional: self = .chineseTraditional
        case .englishUS, .englishUK, .japanese: self = .english
        }
    }

    /// The first of the user's preferred languages this package speaks, or English.
    public static var current: CYDisplayLanguage {
        Locale.preferredLanguages.lazy.compactMap(CYDisplayLanguage.init(identifier:)).first ?? .english
    }
}

/// One piece of text in every ``CYDisplayLanguage``.
struct CYLocalizedText: Sendable {
    let english: String
    let chineseSimplified: String
    let chineseTraditional: String

    init(_ english: String, _ chineseSimplified: String, _ chineseTraditional: String) {
        self.english = english
        self.chineseSimplified = chineseSimplified
        self.chineseTraditional = chineseTraditional
    }

    func callAsFunction(_ language: CYDisplayLanguage) -> String {
        switch language {
        case .english: english
        case .chineseSimplified: chineseSimplified
        case .chineseTraditional: chineseTraditional
        }
    }

    /// The text for a code this version does not know.
    static func unknown(_ code: String) -> CYLocalizedText {
        CYLocalizedText("Unknown (\(code))", "未知（\(code)）", "未知（\(code)）")
    }
}
