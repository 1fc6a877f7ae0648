import WeatherVocabulary

/// A city in the gazetteer: GeoNames' name, its Chinese names, where it is and how many live there.
public struct GazetteerPlace: Sendable, Hashable {
    /// The name GeoNames gives, such as `"Beijing"` or `"New York City"`.
    public var name: String
    /// The name in Simplified Chinese, such as `"北京"`; `nil` when GeoNames knows none.
    public var simplifiedChineseName: String?
    /// The name in Traditional Chinese, such as `"晉城"`; `nil` when GeoNames knows none.
    public var traditionalChineseName: String?
    /// The ISO 3166 country code, such as `"CN"`.
    public var countryCode: String
    /// The first-level division's code within the country (a US state's postal code, a
    /// Chinese province's GeoNames number).
    public var admin1Code: String
    /// The latitude, in degrees (WGS-84), to four decimals.
    public var latitude: Double
    /// The longitude, in degrees (WGS-84), to four decimals.
    public var longitude: Double
    /// The population GeoNames records.
    public var population: Int
    /// The IANA time zone, such as `"Asia/Shanghai"`.
    public var timeZoneIdentifier: String

    /// Creates a place.
    public init(
        name: String, simplifiedChineseName: String? = nil, traditionalChineseName: String? = nil, countryCode: String,
        admin1Code: String = "", latitude: Double,
        longitude: Double, population: Int, timeZoneIdentifier: String
    ) {
        self.name = name
        self.simplifiedChineseName = simplifiedChineseName
        self.traditionalChineseName = traditionalChineseName
        self.countryCode = countryCode
        self.admin1Code = admin1Code
        self.latitude = latitude
        self.longitude = longitude
        self.population = population
        self.timeZoneIdentifier = timeZoneIdentifier
    }

    /// The name for a reader of `language`: the Chinese name in Chinese when there is one, else ``name``.
    public func localizedName(in language: DisplayLanguage) -> String {
        switch language {
        case .english: name
        case .chineseSimplified: simplifiedChineseName ?? name
        case .chineseTraditional: traditionalChineseName ?? simplifiedChineseName ?? name
        }
    }

    /// The name with its country, such as `"London, GB"`, in `language`.
    public func label(in language: DisplayLanguage = .english) -> String {
        "\(localizedName(in: language)), \(countryCode)"
    }
}
