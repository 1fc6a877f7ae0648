/// Which service issued a warning: a stable name, such as `"nws"` or `"meteoalarm"`, that
/// front doors and stored warnings can rely on.
public struct WarningServiceID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stable name.
    public let rawValue: String

    /// Creates an identifier from its stable name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The US National Weather Service (api.weather.gov).
    public static let nws = WarningServiceID(rawValue: "nws")
    /// The Norwegian Meteorological Institute's MetAlerts (api.met.no).
    public static let metNorway = WarningServiceID(rawValue: "met-norway")
    /// MeteoAlarm, EUMETNET's warnings from Europe's national services.
    public static let meteoAlarm = WarningServiceID(rawValue: "meteoalarm")
    /// The Hong Kong Observatory.
    public static let hongKongObservatory = WarningServiceID(rawValue: "hko")

    /// The stable name.
    public var description: String { rawValue }

    /// Decodes the stable name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the stable name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
