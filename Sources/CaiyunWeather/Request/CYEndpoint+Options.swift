extension CYEndpoint {
    /// The unit system of the response; the same type as ``CYUnit``.
    public typealias MeasurementSystem = CYUnit

    /// The language of the text in a response (descriptions, keypoints, alerts).
    public enum RequestLanguage: String, Sendable, Hashable, CaseIterable, Codable {
        /// Simplified Chinese, `zh_CN` (the API's default).
        case chineseSimplified = "zh_CN"
        /// Traditional Chinese, `zh_TW`.
        case chineseTraditional = "zh_TW"
        /// American English, `en_US`.
        case englishUS = "en_US"
        /// British English, `en_GB`.
        case englishUK = "en_GB"
        /// Japanese, `ja`.
        case japanese = "ja"

        /// Reads a language code as the API writes it; also accepts the older `en_UK` and `jp`.
        public init?(apiValue: String) {
            switch apiValue {
            case "en_UK": self = .englishUK
            case "jp": self = .japanese
            default: self.init(rawValue: apiValue)
            }
        }

        /// Decodes a language code, accepting the original library's `en_UK` and `jp` too, so its
        /// saved endpoints decode.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let code = try container.decode(String.self)
            guard let language = Self(apiValue: code) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown request language \"\(code)\"")
            }
            self = language
        }
    }

    /// Which data a request asks for: all of it (`weather`) or one part.
    public struct File: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The file name without `.json`, such as `"weather"`.
        public let rawValue: String

        /// Creates a file from its name; `"weather.json"` and `"weather"` are the same file.
        public init(rawValue: String) {
            self.rawValue = rawValue.hasSuffix(".json") ? String(rawValue.dropLast(5)) : rawValue
        }

        /// Creates a file from a literal such as `"hourly"`.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// Realtime, minutely, hourly and daily data together, plus alerts when asked for.
        public static let weather = File(rawValue: "weather")
        /// Current conditions.
        public static let realtime = File(rawValue: "realtime")
        /// Precipitation for the next two hours, minute by minute (a paid feature).
        public static let minutely = File(rawValue: "minutely")
        /// Hour-by-hour forecast, up to 360 hours.
        public static let hourly = File(rawValue: "hourly")
        /// Day-by-day forecast, up to 15 days.
        public static let daily = File(rawValue: "daily")

        /// The files the API serves.
        public static let allFiles: [File] = [.weather, .realtime, .minutely, .hourly, .daily]

        public var description: String { rawValue }
    }

    /// An API version. The client supports v2.5 and v2.6.
    public struct Version: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The version as it appears in the URL, such as `"v2.6"`.
        public let rawValue: String

        /// Creates a version from its URL form.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a version from a literal such as `"v2.5"`.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// v2.5: still served, no longer maintained.
        public static let v2_5 = Version(rawValue: "v2.5")
        /// v2.6: current and recommended; the default.
        public static let v2_6 = Version(rawValue: "v2.6")

        /// The versions this client knows how to request and decode.
        public static let supported: [Version] = [.v2_5, .v2_6]

        public var description: String { rawValue }
    }
}
