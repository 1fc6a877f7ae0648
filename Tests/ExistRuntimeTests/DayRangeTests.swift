import Exist
import Foundation
import Testing

@testable import ExistRuntime

/// Ranges of days from `--days`, `--from` and `--to`, relative days included.
@Suite("day ranges with relative ends")
struct DayRangeTests {
    static let today = ExistDate("2024-03-13")!

    func range(_ days: Int?, _ from: String?, _ to: String?) throws -> DayRange {
        try DayRange.Request(days: days, from: from, to: to).resolved(today: Self.today)
    }

    @Test("relative ends resolve against today; a range between them is checked once resolved")
    func relative() throws {
        #expect(try range(nil, "-6", nil) == DayRange(first: ExistDate("2024-03-07")!, last: Self.today))
        #expect(try range(nil, "monday", "yesterday").days.map(\.description) == ["2024-03-11", "2024-03-12"])
        #expect(
            try range(3, nil, "yesterday") == DayRange(first: ExistDate("2024-03-10")!, last: ExistDate("2024-03-12")!))
        let backwards = try DayRange.Request(days: nil, from: "yesterday", to: "-3")
        #expect(throws: ExistRuntimeError(.invalidRange, "--from 2024-03-12 is after --to 2024-03-10.")) {
            try backwards.resolved(today: Self.today)
        }
    }

    @Test("a bad day, --days out of range, or a --from after today: each with its own code")
    func errors() {
        let word = #expect(throws: ExistRuntimeError.self) { try DayRange.Request(days: nil, from: "someday", to: nil) }
        #expect(word?.code == .invalidDate && word?.message.hasPrefix("--from must be a day (") == true)
        let days = #expect(throws: ExistRuntimeError.self) { try DayRange.Request(days: 0, from: nil, to: nil) }
        #expect(days?.code == .invalidRange)
        let later = #expect(throws: ExistRuntimeError.self) { try range(nil, "2024-03-14", nil) }
        #expect(later?.code == .futureDate && later?.isInputError == false)
    }
}
