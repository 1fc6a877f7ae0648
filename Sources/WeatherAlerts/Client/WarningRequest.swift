import WeatherVocabulary

/// What to ask the warning services: the place, the language to show warnings in, and whether
/// to fetch each warning's full text where the feed leaves it out.
public struct WarningRequest: Sendable, Hashable {
    /// The place.
    public var place: WarningPlace
    /// The display language, a BCP 47 tag (`"en"`, `"fr-FR"`, `"zh-Hant"`): of a message's
    /// copies, the one in this language is shown, else English, else the first.
    public var language: String
    /// Whether to fetch the CAP document of warnings whose feed gives no description or
    /// instruction (MeteoAlarm), once per message and cached; its outline then decides whether
    /// the place is inside.
    public var includesDetails: Bool

    /// Creates a request.
    public init(place: WarningPlace, language: String = "en", includesDetails: Bool = false) {
        self.place = place
        self.language = language
        self.includesDetails = includesDetails
    }

    /// Creates a request in one of the package's display languages.
    public init(place: WarningPlace, language: DisplayLanguage, includesDetails: Bool = false) {
        self.init(place: place, language: language.rawValue, includesDetails: includesDetails)
    }
}
