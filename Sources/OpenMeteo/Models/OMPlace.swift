import APICore

/// A place found by the geocoding API (`/v1/search`), from GeoNames.
///
/// Fields the API has nothing for are left out of its answer (Berlin has `admin1`, `admin3` and
/// `admin4` but no `admin2`), so all but the id, name and position are optional. Members this
/// type has no property for are kept in ``otherFields``.
public struct OMPlace: Sendable, Hashable {
    /// The GeoNames id; `/v1/get?id=` resolves it.
    public let id: Int
    /// The name in the request's language, such as `"Brasília"`.
    public let name: String
    /// Degrees north.
    public let latitude: Double
    /// Degrees east (west is negative).
    public let longitude: Double
    /// Metres above sea level.
    public let elevation: Double?
    /// The GeoNames feature code, such as `PPLC` (a capital) or `PPLA` (a first-level seat).
    public let featureCode: String?
    /// The ISO 3166-1 alpha-2 country code, such as `"DE"`.
    public let countryCode: String?
    /// The country's name.
    public let country: String?
    /// The country's GeoNames id.
    public let countryID: Int?
    /// The IANA time zone, such as `"Europe/Berlin"`.
    public let timezone: String?
    /// The number of inhabitants.
    public let population: Int?
    /// Postal codes.
    public let postcodes: [String]?
    /// The first-level region (a state, a province).
    public let admin1: String?
    /// The second-level region (a county, a district).
    public let admin2: String?
    /// The third-level region.
    public let admin3: String?
    /// The fourth-level region.
    public let admin4: String?
    /// The GeoNames id of ``admin1``.
    public let admin1ID: Int?
    /// The GeoNames id of ``admin2``.
    public let admin2ID: Int?
    /// The GeoNames id of ``admin3``.
    public let admin3ID: Int?
    /// The GeoNames id of ``admin4``.
    public let admin4ID: Int?
    /// Every member this type has no property for, as sent.
    public let otherFields: [String: OMJSONValue]

    /// The coordinate.
    public var coordinate: OMCoordinate { OMCoordinate(latitude: latitude, longitude: longitude) }
}

extension OMPlace: Codable {
    private static let knownKeys: Set<String> = [
        "id", "name", "latitude", "longitude", "elevation", "feature_code", "country_code", "country", "country_id",
        "timezone", "population", "postcodes", "admin1", "admin2", "admin3", "admin4", "admin1_id", "admin2_id",
        "admin3_id", "admin4_id",
    ]

    /// Reads a place; the id, name, latitude and longitude are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: OMCodingKey.self)
        func text(_ name: String) throws -> String? {
            try container.decodeIfPresent(String.self, forKey: OMCodingKey(name))
        }
        func whole(_ name: String) throws -> Int? {
            try container.decodeWholeNumberIfPresent(forKey: OMCodingKey(name))
        }
        id = try container.decodeWholeNumber(forKey: OMCodingKey("id"))
        name = try container.decode(String.self, forKey: OMCodingKey("name"))
        latitude = try container.decode(Double.self, forKey: OMCodingKey("latitude"))
        longitude = try container.decode(Double.self, forKey: OMCodingKey("longitude"))
        elevation = try container.decodeIfPresent(Double.self, forKey: OMCodingKey("elevation"))
        featureCode = try text("feature_code")
        countryCode = try text("country_code")
        country = try text("country")
        countryID = try whole("country_id")
        timezone = try text("timezone")
        population = try whole("population")
        postcodes = try container.decodeIfPresent([String].self, forKey: OMCodingKey("postcodes"))
        admin1 = try text("admin1")
        admin2 = try text("admin2")
        admin3 = try text("admin3")
        admin4 = try text("admin4")
        admin1ID = try whole("admin1_id")
        admin2ID = try whole("admin2_id")
        admin3ID = try whole("admin3_id")
        admin4ID = try whole("admin4_id")
        var otherFields: [String: OMJSONValue] = [:]
        for key in container.allKeys where !Self.knownKeys.contains(key.stringValue) {
            otherFields[key.stringValue] = try container.decode(OMJSONValue.self, forKey: key)
        }
        self.otherFields = otherFields
    }

    /// Writes the place with the API's member names, leaving out what is absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: OMCodingKey.self)
        func put<T: Encodable>(_ value: T?, _ name: String) throws {
            try container.encodeIfPresent(value, forKey: OMCodingKey(name))
        }
        try put(id, "id")
        try put(name, "name")
        try put(latitude, "latitude")
        try put(longitude, "longitude")
        try put(elevation, "elevation")
        try put(featureCode, "feature_code")
        try put(countryCode, "country_code")
        try put(country, "country")
        try put(countryID, "country_id")
        try put(timezone, "timezone")
        try put(population, "population")
        try put(postcodes, "postcodes")
        try put(admin1, "admin1")
        try put(admin2, "admin2")
        try put(admin3, "admin3")
        try put(admin4, "admin4")
        try put(admin1ID, "admin1_id")
        try put(admin2ID, "admin2_id")
        try put(admin3ID, "admin3_id")
        try put(admin4ID, "admin4_id")
        for (name, value) in otherFields.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: OMCodingKey(name))
        }
    }
}
