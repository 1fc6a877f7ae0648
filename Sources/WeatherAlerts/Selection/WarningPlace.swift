/// The place warnings are asked for: its coordinate, its country, and the names and codes its
/// areas go by, for services that name areas rather than draw them.
public struct WarningPlace: Sendable, Hashable {
    /// The point.
    public var point: GeoPoint
    /// The country, ISO 3166-1 alpha-2 (`"IE"`), which chooses the services.
    public var countryCode: String
    /// The names of the place and of the regions it lies in (city, county, state, province), in
    /// the languages the services may use: matched against areas that have no outline.
    public var names: [String]
    /// Codes of the areas the place lies in (EMMA_ID, NUTS, FIPS …), when the caller knows them.
    public var areaCodes: [String]

    /// Creates a place.
    public init(
        latitude: Double, longitude: Double, countryCode: String, names: [String] = [], areaCodes: [String] = []
    ) {
        point = GeoPoint(latitude: latitude, longitude: longitude)
        self.countryCode = countryCode.uppercased()
        self.names = names
        self.areaCodes = areaCodes
    }
}
