import Foundation

/// Why the runtime could not get to a request: a place it cannot find, a missing credential, a
/// setting it cannot use. Failures of the providers themselves keep their own clients' errors.
public struct WeatherRuntimeError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// What went wrong, as a stable value whose ``rawValue`` never changes between releases.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's stable text.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The chosen provider needs a token or key and none is configured.
        public static let missingCredential = Code(rawValue: "missing_credential")
        /// No place was given and no default place is saved.
        public static let noPlace = Code(rawValue: "no_place")
        /// No place of that name is known.
        public static let unknownPlace = Code(rawValue: "unknown_place")
        /// A geocoding service was asked for the place and knows none of that name.
        public static let noGeocodingMatch = Code(rawValue: "no_geocoding_match")
        /// No saved place has that name.
        public static let unknownSavedPlace = Code(rawValue: "unknown_saved_place")
        /// Two numbers that are not a coordinate, such as `91,10`.
        public static let invalidCoordinate = Code(rawValue: "invalid_coordinate")
        /// A setting that cannot be used, such as a base URL that is not http or https.
        public static let invalidSetting = Code(rawValue: "invalid_setting")
        /// The chosen provider does not offer what was asked, such as past weather from OpenWeatherMap.
        public static let notSupported = Code(rawValue: "not_supported")
        /// The unit system asked for is not one of the provider's, such as `metric:v2` from Open-Meteo.
        public static let unsupportedUnits = Code(rawValue: "unsupported_units")
        /// The offline place table is missing or damaged, and nothing else could name the place.
        public static let placesUnavailable = Code(rawValue: "places_unavailable")

        /// The code's stable text.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var code: Code
    /// One sentence for people, free of credentials.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Whether the caller's input is at fault (an unknown place, a missing place, numbers that
    /// are not a coordinate, units the provider lacks) rather than the configuration or the data: a command line reports
    /// these as usage errors.
    public var isInputError: Bool {
        [.noPlace, .unknownPlace, .unknownSavedPlace, .invalidCoordinate, .unsupportedUnits].contains(code)
    }

    public var errorDescription: String? { message }
    public var description: String { message }

    /// `provider` needs a credential and has none; `purpose` says what it was wanted for, such
    /// as "for London, GB".
    static func missingCredential(_ provider: ProviderOption, _ purpose: String? = nil) -> WeatherRuntimeError {
        let profile = provider.profile
        guard let credential = profile.credential else {
            return WeatherRuntimeError(.missingCredential, "\(profile.name) needs no credential.")
        }
        let purpose = purpose.map { " \($0)" } ?? ""
        return WeatherRuntimeError(
            .missingCredential,
            "No \(profile.name) \(credential.noun)\(purpose): set \(credential.environmentVariable) or run `\(credential.saveCommand)`."
        )
    }
}
