import APICore
import Foundation

/// A calendar day, `yyyy-MM-dd`, as the historical API's `start_date` and `end_date` take it.
///
/// ```swift
/// let start = OMDate(year: 2023, month: 1, day: 1)
/// let end = OMDate("2023-01-31")
/// ```
public struct OMDate: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible {
    /// The year, such as 2023.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a day; an impossible date (February 30) is accepted here and refused by the
    /// request that uses it, before any call.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `yyyy-MM-dd`, or returns `nil` for anything else or an impossible date.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard isValid else { return nil }
    }

    /// The day a moment falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Whether the day exists in the Gregorian calendar (years 1–9999).
    var isValid: Bool { (1...9999).contains(year) && Self.midnightUTC(of: self) != nil }

    /// Days since 1970-01-01.
    var dayNumber: Int? { Self.midnightUTC(of: self).map { Int($0.timeIntervalSince1970 / 86_400) } }

    private static func midnightUTC(of day: OMDate) -> Date? {
        ISO8601Text.parse("\(day.description)T00:00Z")?.date
    }

    /// Orders days in time.
    public static func < (lhs: OMDate, rhs: OMDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Reads `yyyy-MM-dd`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = OMDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not yyyy-MM-dd")
        }
        self = day
    }

    /// Writes `yyyy-MM-dd`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
