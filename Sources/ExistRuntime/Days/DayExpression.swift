import Exist
import Foundation

/// A day as a person names it on a command line or in a tool call: a date (`2024-05-01`),
/// `today`, `yesterday`, `-N` for N days ago (`-3`), or an English weekday name (`monday` …
/// `sunday`, any case) for the most recent such day before today.
///
/// Every form but a date needs today, which is today in the user's Exist time zone (the
/// profile's): read the text first, to refuse a bad one before asking Exist anything, then
/// resolve it once today is known.
///
/// ```swift
/// let asked = try DayExpression("monday", named: "--date")
/// let day = asked.resolved(today: profile.today(now: Date()))
/// ```
package enum DayExpression: Sendable, Hashable, CustomStringConvertible {
    /// A calendar date, the same whatever today is.
    case date(ExistDate)
    /// `count` days before today: 0 is today, 1 yesterday.
    case daysAgo(Int)
    /// The most recent day before today that is this weekday, 1 (Sunday) to 7 (Saturday), as
    /// the Gregorian calendar numbers them.
    case weekday(Int)

    /// The forms accepted, as an error names them.
    package static let forms = "YYYY-MM-DD, today, yesterday, -N for N days ago, or a weekday such as monday"

    /// The most days `-N` may go back (about a hundred years).
    package static let longestAgo = 36_500

    /// The weekdays' English names, Sunday first, as ``weekday(_:)`` numbers them from 1.
    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// Reads `text`; `name` is what the caller calls the argument (`--date`, `from`), for the error,
    /// an ``ExistRuntimeError/Code/invalidDate`` naming every form accepted.
    package init(_ text: String, named name: String) throws(ExistRuntimeError) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let date = ExistDate(word) {
            self = .date(date)
        } else if word == "today" {
            self = .daysAgo(0)
        } else if word == "yesterday" {
            self = .daysAgo(1)
        } else if let index = Self.weekdayNames.firstIndex(of: word) {
            self = .weekday(index + 1)
        } else if word.hasPrefix("-"), word.count > 1, word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int(word.dropFirst()), count <= Self.longestAgo
        {
            self = .daysAgo(count)
        } else {
            throw ExistRuntimeError(.invalidDate, "\(name) must be a day (\(Self.forms)), not \"\(text)\".")
        }
    }

    /// The day, with `today` the user's today.
    package func resolved(today: ExistDate) -> ExistDate {
        switch self {
        case .date(let date): return date
        case .daysAgo(let count): return today.adding(days: -count)
        case .weekday(let weekday): return today.adding(days: -(((Self.weekday(of: today) - weekday + 6) % 7) + 1))
        }
    }

    /// The date, when the text named one: nothing need be known of today.
    package var date: ExistDate? {
        if case .date(let date) = self { return date }
        return nil
    }

    /// The form as it reads: `2024-05-01`, `today`, `yesterday`, `-3`, `monday`.
    package var description: String {
        switch self {
        case .date(let date): date.description
        case .daysAgo(0): "today"
        case .daysAgo(1): "yesterday"
        case .daysAgo(let count): "-\(count)"
        case .weekday(let weekday): Self.weekdayNames[weekday - 1]
        }
    }

    /// Reads `text` (named `name` in the error) and resolves it against `today`: the one call
    /// every front door makes once it knows today.
    package static func day(
        _ text: String, named name: String, today: ExistDate
    ) throws(ExistRuntimeError)
        -> ExistDate
    {
        try DayExpression(text, named: name).resolved(today: today)
    }

    /// Reads `text` and resolves it against today at `now` in `timeZone`, the user's Exist time
    /// zone (the profile's).
    package static func day(
        _ text: String, named name: String, now: Date, in timeZone: TimeZone
    ) throws(ExistRuntimeError) -> ExistDate {
        try day(text, named: name, today: ExistDate.today(in: timeZone, now: now))
    }

    /// The weekday of `date`, 1 (Sunday) to 7 (Saturday).
    static func weekday(of date: ExistDate) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        return calendar.component(.weekday, from: date.start(in: utc))
    }
}
