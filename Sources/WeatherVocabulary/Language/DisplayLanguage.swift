import Foundation

/// A language for the names the package gives codes and levels: sky conditions, alerts, wind,
/// precipitation, air quality and life indices.
///
/// The text is compiled into the package rather than looked up in `.strings` files, so it reads
/// the same on Linux and Apple platforms. Pick a language explicitly, or use ``current``.
public enum DisplayLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    /// English.
    case english = "en"
    /// Simplified Chinese (简体中文).
    case chineseSimplified = "zh-Hans"
    /// Traditional Chinese (繁體中文).
    case chineseTraditional = "zh-Hant"

    /// Reads a language tag such as `"en"`, `"en_US.UTF-8"`, `"zh"`, `"zh-CN"`, `"zh_TW"` or
    /// `"zh-Hant-HK"`; `nil` for a language the package has no text in.
    public init?(identifier: String) {
        let tag = identifier.split(separator: ".").first.map(String.init) ?? identifier
        let parts = tag.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard let language = parts.first else { return nil }
        switch language {
        case "en": self = .english
        case "zh":
            let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            self = traditional ? .chineseTraditional : .chineseSimplified
        default: return nil
        }
    }

    /// The user's language: the first of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` that names
    /// a language the package speaks, then the system's preferred languages, then English.
    ///
    /// The environment comes first because on Linux Foundation's preferred languages ignore it.
    public static var current: DisplayLanguage {
        preferred(environment: ProcessInfo.processInfo.environment, systemLanguages: Locale.preferredLanguages)
    }

    /// The language ``current`` picks from an environment and a list of system languages.
    ///
    /// As in gettext, `LANGUAGE` (a colon-separated list) counts only when the locale is not
    /// `C` or `POSIX`, and a `C` or `POSIX` locale means English.
    public static func preferred(environment: [String: String], systemLanguages: [String] = []) -> DisplayLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let isPOSIX =
            locale.map { ["C", "POSIX"].contains($0.split(separator: ".").first.map(String.init) ?? $0) } ?? false
        if !isPOSIX, let list = environment["LANGUAGE"] {
            for tag in list.split(separator: ":") {
                if let language = DisplayLanguage(identifier: String(tag)) { return language }
            }
        }
        if let locale {
            return isPOSIX ? .english : DisplayLanguage(identifier: locale) ?? .english
        }
        return systemLanguages.lazy.compactMap(DisplayLanguage.init(identifier:)).first ?? .english
    }
}
