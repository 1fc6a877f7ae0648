import Foundation

extension CYEndpoint: Codable {
    private enum CodingKeys: String, CodingKey {
        case token, coordinate, language, measurementSystem, shouldIncludeAlerts
        case hourlyLength, dailyLength, file, version, begin, baseURL
    }

    /// Decodes an endpoint; settings that are missing take their defaults, and a `token` is
    /// read when present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            token: try container.decodeIfPresent(String.self, forKey: .token),
            coordinate: try container.decodeIfPresent(CYCoordinate.self, forKey: .coordinate) ?? .defaultCoordinate)
        language = try container.decodeIfPresent(RequestLanguage.self, forKey: .language) ?? language
        measurementSystem =
            try container.decodeIfPresent(MeasurementSystem.self, forKey: .measurementSystem) ?? measurementSystem
        shouldIncludeAlerts =
            try container.decodeIfPresent(Bool.self, forKey: .shouldIncludeAlerts) ?? shouldIncludeAlerts
        hourlyLength = try container.decodeIfPresent(Int.self, forKey: .hourlyLength) ?? hourlyLength
        dailyLength = try container.decodeIfPresent(Int.self, forKey: .dailyLength) ?? dailyLength
        file = try container.decodeIfPresent(File.self, forKey: .file) ?? file
        version = try container.decodeIfPresent(Version.self, forKey: .version) ?? version
        begin = try container.decodeIfPresent(Date.self, forKey: .begin)
        baseURL = try container.decodeIfPresent(URL.self, forKey: .baseURL) ?? baseURL
    }

    /// Encodes every setting except the token, which is a secret: set it again after decoding.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encode(language, forKey: .language)
        try container.encode(measurementSystem, forKey: .measurementSystem)
        try container.encode(shouldIncludeAlerts, forKey: .shouldIncludeAlerts)
        try container.encode(hourlyLength, forKey: .hourlyLength)
        try container.encode(dailyLength, forKey: .dailyLength)
        try container.encode(file, forKey: .file)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(begin, forKey: .begin)
        try container.encode(baseURL, forKey: .baseURL)
    }
}

extension CYEndpoint: CustomReflectable {
    /// The endpoint's settings for `dump` and debuggers, with the token redacted.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "token": token.map { _ in "<redacted>" } as Any,
                "coordinate": coordinate, "language": language, "measurementSystem": measurementSystem,
                "shouldIncludeAlerts": shouldIncludeAlerts, "hourlyLength": hourlyLength, "dailyLength": dailyLength,
                "file": file, "version": version, "begin": begin as Any, "baseURL": baseURL,
            ], displayStyle: .struct)
    }
}
