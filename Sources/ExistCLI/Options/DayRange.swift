import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// A range of days, first to last inclusive, from `--days`, `--from` and `--to`.
struct DayRange: Sendable, Equatable {
    let first: ExistDate
    let last: ExistDate

    /// How many days the range holds.
    var count: Int { first.days(until: last) + 1 }

    /// Every day of the range, oldest first.
    var days: [ExistDate] { (0..<count).map { first.adding(days: $0) } }

    /// The most days one range may hold.
    static let longest = 3650

    /// What was asked for on the command line, checked without knowing what day it is.
    struct Request: Sendable {
        let days: Int?
        let from: ExistDate?
        let to: ExistDate?
        let defaultDays: Int

        /// Reads the options; a bad date, a range backwards or too long, or all three given is a
        /// usage error.
        init(days: Int?, from: String?, to: String?, defaultDays: Int = 14) throws {
            func date(_ text: String?, _ option: String) throws -> ExistDate? {
                guard let text else { return nil }
                guard let date = ExistDate(text) else {
                    throw ValidationError("--\(option) must be a date, YYYY-MM-DD, not \"\(text)\".")
                }
                return date
            }
            self.from = try date(from, "from")
            self.to = try date(to, "to")
            if let days, !(1...DayRange.longest).contains(days) {
                throw ValidationError("--days must be between 1 and \(DayRange.longest).")
            }
            if days != nil, self.from != nil, self.to != nil {
                throw ValidationError("Give --from and --to, or one of them with --days, not all three.")
            }
            if let first = self.from, let last = self.to {
                guard first <= last else { throw ValidationError("--from \(first) is after --to \(last).") }
                guard first.days(until: last) < DayRange.longest else {
                    throw ValidationError("--from to --to is more than \(DayRange.longest) days.")
                }
            }
            self.days = days
            self.defaultDays = defaultDays
        }

        /// The range, with `today` (in the user's Exist time zone) as the last day unless `--to`
        /// says otherwise: days after today only when asked for by name.
        func resolved(today: ExistDate) throws -> DayRange {
            let count = days ?? defaultDays
            if let from, let to { return DayRange(first: from, last: to) }
            if let to { return DayRange(first: to.adding(days: 1 - count), last: to) }
            if let from {
                guard from <= today else {
                    throw CLIError(
                        "--from \(from) is after today (\(today) in your Exist time zone);"
                            + " add --to to see days to come.")
                }
                guard let days else {
                    guard from.days(until: today) < DayRange.longest else {
                        throw ValidationError(
                            "--from \(from) to today is more than \(DayRange.longest) days; add --to or --days.")
                    }
                    return DayRange(first: from, last: today)
                }
                return DayRange(first: from, last: min(from.adding(days: days - 1), today))
            }
            return DayRange(first: today.adding(days: 1 - count), last: today)
        }
    }

    /// The values of `name` in the range, newest first, paging back from the last day.
    func values(of name: String, from client: ExistClient) async throws -> [ExistDatedValue] {
        try await client.values(of: name, from: first, through: last)
    }
}
