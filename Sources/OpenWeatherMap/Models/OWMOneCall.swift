import Foundation

/// One Call 3.0 (`/data/3.0/onecall`): current weather, minute, hourly and daily forecasts and
/// national alerts. Excluded blocks, and blocks the provider lacks for a place, are `nil`.
///
/// One malformed item of an optional block (a minute without `precipitation`, say) does not cost
/// the rest: it is left out and listed in ``skippedItems``.
public struct OWMOneCall: Sendable, Hashable, Codable {
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// The IANA time-zone name, such as `"America/Phoenix"`.
    public let timezone: String
    /// The offset from UTC, seconds.
    public let timezoneOffset: Int?
    /// Now.
    public let current: OWMConditions?
    /// Precipitation for each minute of the next hour, where available.
    public let minutely: [Minute]?
    /// 48 hours.
    public let hourly: [OWMConditions]?
    /// 8 days.
    public let daily: [Day]?
    /// Alerts in force; absent when there are none.
    public let alerts: [Alert]?
    /// The items of the optional blocks that did not decode and were left out; empty for a
    /// well-formed response. Not part of the value: two responses that differ only here are equal.
    public let skippedItems: [OWMSkippedItem]

    private enum CodingKeys: String, CodingKey {
        case latitude = "lat", longitude = "lon", timezone, timezoneOffset = "timezone_offset", current, minutely,
            hourly, daily, alerts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        timezone = try container.decode(String.self, forKey: .timezone)
        timezoneOffset = try container.decodeIfPresent(Int.self, forKey: .timezoneOffset)
        var skipped: [OWMSkippedItem] = []
        current = container.decodeKeeping(OWMConditions.self, forKey: .current, skipped: &skipped)
        minutely = try container.decodeKeepingElements(Minute.self, forKey: .minutely, skipped: &skipped)
        hourly = try container.decodeKeepingElements(OWMConditions.self, forKey: .hourly, skipped: &skipped)
        daily = try container.decodeKeepingElements(Day.self, forKey: .daily, skipped: &skipped)
        alerts = try container.decodeKeepingElements(Alert.self, forKey: .alerts, skipped: &skipped)
        skippedItems = skipped
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(timezone, forKey: .timezone)
        try container.encodeIfPresent(timezoneOffset, forKey: .timezoneOffset)
        try container.encodeIfPresent(current, forKey: .current)
        try container.encodeIfPresent(minutely, forKey: .minutely)
        try container.encodeIfPresent(hourly, forKey: .hourly)
        try container.encodeIfPresent(daily, forKey: .daily)
        try container.encodeIfPresent(alerts, forKey: .alerts)
    }

    /// Whether two responses hold the same data (``skippedItems`` aside).
    public static func == (lhs: OWMOneCall, rhs: OWMOneCall) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude && lhs.timezone == rhs.timezone
            && lhs.timezoneOffset == rhs.timezoneOffset && lhs.current == rhs.current && lhs.minutely == rhs.minutely
            && lhs.hourly == rhs.hourly && lhs.daily == rhs.daily && lhs.alerts == rhs.alerts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(latitude)
        hasher.combine(longitude)
        hasher.combine(timezone)
        hasher.combine(current)
        hasher.combine(minutely)
        hasher.combine(hourly)
        hasher.combine(daily)
        hasher.combine(alerts)
    }

    /// One minute's precipitation, mm/h.
    public struct Minute: Sendable, Hashable, Codable {
        /// The minute, Unix seconds.
        public let time: Int
        /// Precipitation, mm/h.
        public let precipitation: Double
        /// The ids of the alerts in force this minute (One Call 4.0, `alerts`); fetch each one's
        /// text with ``OWMClient/alert(id:)``.
        public let alertIDs: [String]?

        /// The minute.
        public var date: Date { Date(unix: time) }

        private enum CodingKeys: String, CodingKey {
            case time = "dt", precipitation, alertIDs = "alerts"
        }
    }

    /// A national weather alert.
    public struct Alert: Sendable, Hashable, Codable {
        /// Who issued it.
        public let senderName: String
        /// The event, such as `"Air Quality Alert"`.
        public let event: String
        /// The start, Unix seconds.
        public let start: Int
        /// The end, Unix seconds.
        public let end: Int
        /// The full text.
        public let description: String
        /// Categories, such as `["Air quality"]`.
        public let tags: [String]?

        private enum CodingKeys: String, CodingKey {
            case senderName = "sender_name", event, start, end, description, tags
        }
    }
}
