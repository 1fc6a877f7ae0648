import Foundation

/// The signed-in user: names, time zone and unit preferences (`GET accounts/profile/`).
///
/// Dates of values are in the user's ``timeZone``; values are always metric, and the
/// `imperial…` flags say how the user wants them shown.
public struct ExistProfile: Sendable, Hashable, Codable {
    /// The username.
    public var username: String
    /// The first name.
    public var firstName: String
    /// The last name.
    public var lastName: String
    /// The avatar's address.
    public var avatar: String?
    /// The IANA time zone, such as `"Australia/Sydney"`.
    public var timezone: String
    /// The user's time now, as the server wrote it.
    public var localTime: ExistTimestamp?
    /// Whether distances are shown in miles.
    public var imperialDistance: Bool
    /// Whether weights are shown in pounds.
    public var imperialWeight: Bool
    /// Whether energy is shown in calories.
    public var imperialEnergy: Bool
    /// Whether liquids are shown in fluid ounces.
    public var imperialLiquid: Bool
    /// Whether temperatures are shown in Fahrenheit.
    public var imperialTemperature: Bool
    /// Whether the account is on a trial.
    public var trial: Bool
    /// Whether the account's payment is overdue.
    public var delinquent: Bool
    /// Whether the user gets the weekly email (undocumented; in real responses).
    public var weeklyEmail: Bool?
    /// Whether the user gets the yearly email (undocumented; in real responses).
    public var yearlyEmail: Bool?

    /// The time zone, or `nil` when the identifier is unknown to this system.
    public var timeZone: TimeZone? { TimeZone(identifier: timezone) }

    /// Today in the user's time zone (the device's when the profile's is unknown).
    public func today(now: Date = Date()) -> ExistDate { ExistDate(now, in: timeZone ?? .current) }

    private enum CodingKeys: String, CodingKey {
        case username, avatar, timezone, trial, delinquent
        case firstName = "first_name"
        case lastName = "last_name"
        case localTime = "local_time"
        case imperialDistance = "imperial_distance"
        case imperialWeight = "imperial_weight"
        case imperialEnergy = "imperial_energy"
        case imperialLiquid = "imperial_liquid"
        case imperialTemperature = "imperial_temperature"
        case weeklyEmail = "weekly_email"
        case yearlyEmail = "yearly_email"
    }

    /// Decodes a profile; missing flags read as `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        username = try container.decode(String.self, forKey: .username)
        firstName = try container.decodeOptionalString(forKey: .firstName) ?? ""
        lastName = try container.decodeOptionalString(forKey: .lastName) ?? ""
        avatar = try container.decodeOptionalString(forKey: .avatar)
        timezone = try container.decodeOptionalString(forKey: .timezone) ?? "UTC"
        localTime = try container.decodeOptionalString(forKey: .localTime).map(ExistTimestamp.init)
        imperialDistance = try container.decodeLenientBool(forKey: .imperialDistance) ?? false
        imperialWeight = try container.decodeLenientBool(forKey: .imperialWeight) ?? false
        imperialEnergy = try container.decodeLenientBool(forKey: .imperialEnergy) ?? false
        imperialLiquid = try container.decodeLenientBool(forKey: .imperialLiquid) ?? false
        imperialTemperature = try container.decodeLenientBool(forKey: .imperialTemperature) ?? false
        trial = try container.decodeLenientBool(forKey: .trial) ?? false
        delinquent = try container.decodeLenientBool(forKey: .delinquent) ?? false
        weeklyEmail = try container.decodeLenientBool(forKey: .weeklyEmail)
        yearlyEmail = try container.decodeLenientBool(forKey: .yearlyEmail)
    }

    /// Encodes the profile with the API's keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(username, forKey: .username)
        try container.encode(firstName, forKey: .firstName)
        try container.encode(lastName, forKey: .lastName)
        try container.encodeOrNull(avatar, forKey: .avatar)
        try container.encode(timezone, forKey: .timezone)
        try container.encodeOrNull(localTime, forKey: .localTime)
        try container.encode(imperialDistance, forKey: .imperialDistance)
        try container.encode(imperialWeight, forKey: .imperialWeight)
        try container.encode(imperialEnergy, forKey: .imperialEnergy)
        try container.encode(imperialLiquid, forKey: .imperialLiquid)
        try container.encode(imperialTemperature, forKey: .imperialTemperature)
        try container.encode(trial, forKey: .trial)
        try container.encode(delinquent, forKey: .delinquent)
        try container.encodeIfPresent(weeklyEmail, forKey: .weeklyEmail)
        try container.encodeIfPresent(yearlyEmail, forKey: .yearlyEmail)
    }
}
