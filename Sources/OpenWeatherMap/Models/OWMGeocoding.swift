import APICore

/// A place found by the geocoding API (direct and reverse lookups).
public struct OWMPlace: Sendable, Hashable, Codable {
    /// The name.
    public let name: String
    /// The name in other languages, by ISO 639 code (plus `ascii` and `feature_name`).
    public let localNames: [String: String]?
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// The ISO 3166 country code.
    public let country: String
    /// The state or region, when there is one.
    public let state: String?

    private enum CodingKeys: String, CodingKey {
        case name, localNames = "local_names", latitude = "lat", longitude = "lon", country, state
    }

    /// The name in `language` (an ISO 639 code such as `"zh"`), or the default name.
    public func name(in language: String) -> String { localNames?[language] ?? name }
}

/// A place found by postal code.
public struct OWMZipPlace: Sendable, Hashable, Codable {
    /// The postal code.
    public let zip: String
    /// The name.
    public let name: String
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// The ISO 3166 country code.
    public let country: String

    private enum CodingKeys: String, CodingKey {
        case zip, name, latitude = "lat", longitude = "lon", country
    }
}

/// Air quality (`/data/2.5/air_pollution`).
///
/// A sample that does not decode is left out and listed in ``skippedItems``.
public struct OWMAirPollution: Sendable, Hashable, Codable {
    /// The place.
    public let coordinate: OWMCoordinate
    /// One sample per time.
    public let list: [Sample]
    private let skipped: SkippedItemLog

    /// The samples that did not decode and were left out (`list[0]`, say); empty for a
    /// well-formed response. Not part of the value.
    public var skippedItems: [SkippedItem] { skipped.items }

    private enum CodingKeys: String, CodingKey {
        case coordinate = "coord", list
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        coordinate = try container.decode(OWMCoordinate.self, forKey: .coordinate)
        var skipped: [SkippedItem] = []
        list = try container.decodeKeepingElements(Sample.self, requiredKey: .list, skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }

    /// Air quality at one time.
    public struct Sample: Sendable, Hashable, Codable {
        /// The index, 1 (good) to 5 (very poor).
        public let main: Index
        /// Concentrations, μg/m³.
        public let components: Components
        /// The time, Unix seconds.
        public let time: Int

        private enum CodingKeys: String, CodingKey {
            case main, components, time = "dt"
        }
    }

    /// The air-quality index.
    public struct Index: Sendable, Hashable, Codable {
        /// 1 good, 2 fair, 3 moderate, 4 poor, 5 very poor.
        public let aqi: Int
    }

    /// Pollutant concentrations, μg/m³.
    public struct Components: Sendable, Hashable, Codable {
        /// Carbon monoxide.
        public let co: Double?
        /// Nitrogen monoxide.
        public let no: Double?
        /// Nitrogen dioxide.
        public let no2: Double?
        /// Ozone.
        public let o3: Double?
        /// Sulphur dioxide.
        public let so2: Double?
        /// Fine particles (PM2.5), the API's `pm2_5`.
        public let pm2_5: Double?
        /// Coarse particles (PM10).
        public let pm10: Double?
        /// Ammonia.
        public let nh3: Double?
    }
}

/// An error body: `{"cod": 401, "message": "Invalid API key. …"}`.
public struct OWMErrorBody: Sendable, Hashable, Codable {
    /// The status, as a number or a string.
    public let cod: OWMCode?
    /// The status under the key some endpoints use instead.
    public let code: OWMCode?
    /// The explanation.
    public let message: String?
    /// The parameters at fault (One Call 3.0).
    public let parameters: [String]?
}
