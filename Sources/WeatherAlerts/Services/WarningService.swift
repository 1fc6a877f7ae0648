import Foundation

/// One official warning service as a table row: who it is, what to credit, where its feed lives
/// and for which countries, and how its answers are shaped.
///
/// A national service publishing CAP (XML, Atom or RSS) is added as a row with format
/// ``WarningFormat/cap``, no code of its own. The path template's placeholders are
/// `{latitude}` and `{longitude}` (at most 4 decimals), `{country}` (the feed's name for the
/// country, from ``countries``) and `{language}` (from ``languages``).
public struct WarningService: Sendable, Hashable, Identifiable {
    /// The stable name.
    public var id: WarningServiceID
    /// The name people know, such as `"MeteoAlarm"`.
    public var name: String
    /// The credit to show wherever its warnings show, such as `"Information provided by MeteoAlarm"`.
    public var attribution: String
    /// The licence of its data, such as `"CC BY 4.0"`.
    public var licence: String
    /// The licence's text, when it has one.
    public var licenceURL: URL?
    /// The service's page for people.
    public var website: URL
    /// Scheme, host and port of the feed (the client's base URL replaces them).
    public var baseURL: URL
    /// The feed's path and query, with placeholders.
    public var pathTemplate: String
    /// The answer's shape.
    public var format: WarningFormat
    /// How the service decides which warnings concern a place.
    public var locating: WarningLocating
    /// The countries covered (ISO 3166-1 alpha-2, upper case) and the feed's name for each.
    public var countries: [String: String]
    /// The feed's language values by language (primary subtag, lower case, such as `"no"`), with
    /// the value for any other language under `""`; empty when the feed has one language.
    public var languages: [String: String]
    /// The `Accept` header the feed wants, when it names one.
    public var accept: String?
    /// How long an answer stays fresh, in seconds.
    public var freshness: TimeInterval

    /// Creates a row.
    public init(
        id: WarningServiceID, name: String, attribution: String, licence: String, licenceURL: URL? = nil,
        website: URL, baseURL: URL, pathTemplate: String, format: WarningFormat, locating: WarningLocating,
        countries: [String: String], languages: [String: String] = [:], accept: String? = nil,
        freshness: TimeInterval = 300
    ) {
        self.id = id
        self.name = name
        self.attribution = attribution
        self.licence = licence
        self.licenceURL = licenceURL
        self.website = website
        self.baseURL = baseURL
        self.pathTemplate = pathTemplate
        self.format = format
        self.locating = locating
        self.countries = countries
        self.languages = languages
        self.accept = accept
        self.freshness = freshness
    }

    /// Whether the service covers `countryCode` (any letter case).
    public func covers(_ countryCode: String) -> Bool { countries[countryCode.uppercased()] != nil }

    /// The feed's value for `{language}` when the reader's language is `language` (a BCP 47 tag).
    public func languageValue(for language: String) -> String? {
        guard !languages.isEmpty else { return nil }
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let primary = String(tag.split(separator: "-").first ?? "")
        return languages[tag] ?? languages[primary] ?? languages[""]
    }
}
