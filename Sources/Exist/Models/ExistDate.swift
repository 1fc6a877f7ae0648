import Foundation

/// A calendar day as Exist writes it, `yyyy-MM-dd`, in the user's time zone.
///
/// Exist's values are daily and their dates are "local to the user": the day is what matters,
/// not an instant. Turn a `Date` into the user's day with the time zone from the profile, never
/// the device's:
///
/// ```swift
/// let profile = try await exist.profile()
/// let today = ExistDate(Date(), in: profile.timeZone ?? .current)
/// ```
///
/// The year is the calendar year (`yyyy`), never the week-based year (`YYYY`) that turns
/// 2019-12-30 into "2020-12-30".
public struct ExistDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The year, such as 2022.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a day, or `nil` when it is not a real date (such as February 30) or the year is
    /// outside 1–9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day)
        else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// Reads `yyyy-MM-dd`; `nil` for any other text or an impossible date.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `yyyy-MM-dd`, as the API writes it.
    public var description: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }

    /// The first instant of the day in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        Self.calendar(timeZone).date(from: DateComponents(year: year, month: month, day: day))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> ExistDate {
        let utc = TimeZone(identifier: "UTC")!
        let moved = Self.calendar(utc).date(byAdding: .day, value: count, to: start(in: utc)) ?? start(in: utc)
        return ExistDate(moved, in: utc)
    }

    /// The number of days from `self` to `other` (positive when `other` is later).
    public func days(until other: ExistDate) -> Int {
        let utc = TimeZone(identifier: "UTC")!
        return Self.calendar(utc).dateComponents([.day], from: start(in: utc), to: other.start(in: utc)).day ?? 0
    }

    /// Today in `timeZone`.
    public static func today(in timeZone: TimeZone, now: Date = Date()) -> ExistDate { ExistDate(now, in: timeZone) }

    /// Compares days in calendar order.
    public static func < (lhs: ExistDate, rhs: ExistDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes `yyyy-MM-dd`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = ExistDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a yyyy-MM-dd date.")
        }
        self = date
    }

    /// Encodes `yyyy-MM-dd`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
