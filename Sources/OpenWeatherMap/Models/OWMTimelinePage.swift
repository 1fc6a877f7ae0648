import APICore

/// The `{lat, lon, timezone, timezone_offset, data: […]}` envelope of One Call's time machine
/// (3.0) and of One Call 4.0's current and timeline endpoints.
///
/// A moment of `data` that does not decode is left out and listed in ``skippedItems``; the other
/// moments keep their own times.
public struct OWMTimeline: Sendable, Hashable, Codable {
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// The IANA time-zone name.
    public let timezone: String
    /// The offset from UTC, seconds.
    public let timezoneOffset: Int?
    /// The moments.
    public let data: [OWMConditions]
    /// The address of the previous page of a One Call 4.0 timeline (`prev`).
    public let previousPage: String?
    /// The address of the next page of a One Call 4.0 timeline (`next`).
    public let nextPage: String?
    private let skipped: SkippedItemLog

    /// The moments that did not decode and were left out (`data[2]`, say); empty for a
    /// well-formed response. Not part of the value: two timelines that differ only here are equal.
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
        data = try container.decodeKeepingElements(OWMConditions.self, requiredKey: .data, skipped: &skipped)
        previousPage = try container.decodeIfPresent(String.self, forKey: .previousPage)
        nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
        self.skipped = SkippedItemLog(skipped)
    }
}
