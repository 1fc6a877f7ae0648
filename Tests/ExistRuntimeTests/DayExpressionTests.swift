import Exist
import Foundation
import Testing

@testable import ExistRuntime

/// Days as people name them, resolved in the user's Exist time zone.
@Suite("relative days: today, yesterday, -N and weekdays, in the profile's time zone")
struct DayExpressionTests {
    /// 2024-03-13 (a Wednesday), 12:00 UTC: already Thursday 01:00 in Auckland (UTC+13, daylight
    /// saving time), still Wednesday 05:00 in Los Angeles (UTC-7).
    static let instant = Date(timeIntervalSince1970: 1_710_331_200)
    static let utc = TimeZone(identifier: "UTC")!
    static let auckland = TimeZone(identifier: "Pacific/Auckland")!

    static func day(_ text: String) -> ExistDate { ExistDate(text)! }

    @Test(
        "each form resolves against today (Wednesday 2024-03-13)",
        arguments: [
            ("2024-02-29", "2024-02-29"), ("today", "2024-03-13"), ("yesterday", "2024-03-12"),
            ("-0", "2024-03-13"), ("-1", "2024-03-12"), ("-3", "2024-03-10"), ("-30", "2024-02-12"),
            ("monday", "2024-03-11"), ("tuesday", "2024-03-12"), ("wednesday", "2024-03-06"),
            ("thursday", "2024-03-07"), ("friday", "2024-03-08"), ("saturday", "2024-03-09"),
            ("sunday", "2024-03-10"), ("Monday", "2024-03-11"), ("SUNDAY", "2024-03-10"), (" Yesterday ", "2024-03-12"),
        ])
    func forms(_ text: String, _ expected: String) throws {
        let today = Self.day("2024-03-13")
        #expect(try DayExpression.day(text, named: "--date", today: today) == Self.day(expected), "\(text)")
    }

    @Test("a weekday is the most recent one before today, never today itself, whatever day today is")
    func weekdayBeforeToday() throws {
        // 2024-03-10 is a Sunday; each of the seven days after it asks for every weekday.
        for offset in 0..<7 {
            let today = Self.day("2024-03-10").adding(days: offset)
            for (index, name) in DayExpression.weekdayNames.enumerated() {
                let day = try DayExpression.day(name, named: "date", today: today)
                #expect(DayExpression.weekday(of: day) == index + 1, "\(name) from \(today)")
                #expect(day < today && day.days(until: today) <= 7, "\(name) from \(today) is \(day)")
            }
        }
    }

    @Test("the same instant is a day later in Auckland than in UTC, and so are today and yesterday")
    func timeZoneBoundary() throws {
        let resolve = { (text: String, zone: TimeZone) in
            try DayExpression.day(text, named: "--date", now: Self.instant, in: zone)
        }
        #expect(try resolve("today", Self.utc) == Self.day("2024-03-13"))
        #expect(try resolve("today", Self.auckland) == Self.day("2024-03-14"))
        #expect(try resolve("yesterday", Self.utc) == Self.day("2024-03-12"))
        #expect(try resolve("yesterday", Self.auckland) == Self.day("2024-03-13"))
        #expect(try resolve("-2", Self.auckland) == Self.day("2024-03-12"))
        // Thursday in Auckland, so its last Wednesday is the day before; in UTC it is a week back.
        #expect(try resolve("wednesday", Self.auckland) == Self.day("2024-03-13"))
        #expect(try resolve("wednesday", Self.utc) == Self.day("2024-03-06"))
        #expect(try resolve("2024-01-01", Self.auckland) == Self.day("2024-01-01"))
    }

    @Test(
        "anything else is the runtime's invalid_date, naming the argument and every form",
        arguments: ["someday", "tomorrow", "2024-02-30", "2024-3-1", "+1", "-", "-1.5", "-x", "", "mon", "-99999999"])
    func refused(_ text: String) {
        let error = #expect(throws: ExistRuntimeError.self) { try DayExpression(text, named: "--date") }
        #expect(error?.code == .invalidDate && error?.isInputError == true)
        #expect(
            error?.message
                == "--date must be a day (YYYY-MM-DD, today, yesterday, -N for N days ago, or a weekday such as"
                + " monday), not \"\(text)\".")
    }

    @Test("only a date needs nothing of today; the forms read back as written")
    func description() throws {
        #expect(try DayExpression("2024-05-01", named: "d").date == Self.day("2024-05-01"))
        #expect(try DayExpression("yesterday", named: "d").date == nil)
        #expect(try DayExpression("Friday", named: "d").description == "friday")
        #expect(try DayExpression("-0", named: "d").description == "today")
        #expect(try DayExpression("-12", named: "d") == .daysAgo(12))
    }
}
