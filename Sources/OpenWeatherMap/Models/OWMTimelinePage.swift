import APICore

/// Moments at a place: One Call 3.0's time machine, and One Call 4.0's current conditions and its
/// 15-minute and hourly timelines.
public typealias OWMTimeline = OWMTimelinePage<OWMConditions>

/// One Call 4.0's 1-minute timeline: precipitation for each minute of the next hour, with the
/// ids of the alerts in force.
public typealias OWMMinuteTimeline = OWMTimelinePage<OWMOneCall.Minute>

/// One Call 4.0's 1-day timeline: days shaped as One Call 3.0's `daily`, up to 10 a page.
public typealias OWMDayTimeline = OWMTimelinePage<OWMOneCall.Day>

/// The `{lat, lon, timezone, timezone_offset, data: […], prev, next}` envelope of One Call's
/// time machine (3.0) and of One Call 4.0's current and timeline endpoints.
///
/// An item of `data` that does not decode is left out and listed in ``skippedItems``; the other
/// items keep their own times. A page of a longer timeline links to its neighbours
/// (``previousPage``, ``nextPage``); ``OWMClient/page(after:)`` and ``OWMClient/page(before:)``
/// fetch them.
public struct OWMTimelinePage<Item: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// The IANA time-zone name.
    public let timezone: String
    /// The offset from UTC, seconds.
    public let timezoneOffset: Int?
    /// The items, oldest first.
    public let data: [Item]
    /// The address of the previous page of a One Call 4.0 timeline (`prev`). The API writes the
    /// request's key into it; a page fetched through ``OWMClient`` has it replaced by `REDACTED`.
    public let previousPage: String?
    /// The address of the next page (`next`), its key replaced as in ``previousPage``.
    public let nextPage: String?
    private let skipped: SkippedItemLog

    /// The items that did not decode and were left out (`data[2]`, say); empty for a well-formed
    /// response. Not part of the value: two pages that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }

    private enum CodingKeys: String, CodingKey {
        case latitude = "lat", longitude = "lon", timezone, timezoneOffset = "timezone_offset", data
        case previousPage = "prev", nextPage = "next"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        timezone = try container.decode(String.self, forKey: .timezone)
        timezoneOffset = try container.decodeIfPresent(Int.self, forKey: .timezoneOffset)
        var skipped: [SkippedItem] = []
        data = try container.decodeKeepingElements(Item.self, requiredKey: .data, skipped: &skipped)
        previousPage = try container.decodeIfPresent(String.self, forKey: .previousPage)
        nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
        self.skipped = SkippedItemLog(skipped)
    }
}
