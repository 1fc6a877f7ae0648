import Exist
import Foundation

/// A range of days, first to last inclusive, such as `--days`, `--from` and `--to` name.
package struct DayRange: Sendable, Equatable {
    /// The first day.
    package let first: ExistDate
    /// The last day.
    package let last: ExistDate

    /// Creates the range from `first` to `last`.
    package init(first: ExistDate, last: ExistDate) {
        self.first = first
        self.last = last
    }

    /// How many days the range holds.
    package var count: Int { first.days(until: last) + 1 }

    /// Every day of the range, oldest first.
    package var days: [ExistDate] { (0..<count).map { first.adding(days: $0) } }

    /// The most days one range may hold.
    package static let longest = 3650

    /// What was asked for with `--days`, `--from` and `--to`, read without knowing what day it
    /// is; each day may be any ``DayExpression``.
    package struct Request: Sendable {
        /// How many days, when given.
        package let days: Int?
        /// The first day, when given.
        package let from: DayExpression?
        /// The last day, when given.
        package let to: DayExpression?
        /// How many days when neither `days` nor both ends are given.
        package let defaultDays: Int

        /// Reads the options; a day that is not one, a range backwards or too long, or all three
        /// given is an ``ExistRuntimeError/Code/invalidDate`` or ``ExistRuntimeError/Code/invalidRange``
        /// (ranges between relative days are checked once today is known, by ``resolved(today:)``).
        package init(days: Int?, from: String?, to: String?, defaultDays: Int = 14) throws(ExistRuntimeError) {
            self.from = try from.map { text throws(ExistRuntimeError) in try DayExpression(text, named: "--from") }
            self.to = try to.map { text throws(ExistRuntimeError) in try DayExpression(text, named: "--to") }
            if let days, !(1...DayRange.longest).contains(days) {
                throw ExistRuntimeError(.invalidRange, "--days must be between 1 and \(DayRange.longest).")
            }
            if days != nil, self.from != nil, self.to != nil {
                throw ExistRuntimeError(
                    .invalidRange, "Give --from and --to, or one of them with --days, not all three.")
            }
            if let first = self.from?.date, let last = self.to?.date { try Self.check(first, last) }
            self.days = days
            self.defaultDays = defaultDays
        }

        /// The range, with `today` (in the user's Exist time zone) as the last day unless `--to`
        /// says otherwise: days after today only when asked for by name. A `--from` after today
        /// is an ``ExistRuntimeError/Code/futureDate``.
        package func resolved(today: ExistDate) throws(ExistRuntimeError) -> DayRange {
            let count = days ?? defaultDays
            let from = self.from?.resolved(today: today)
            let to = self.to?.resolved(today: today)
            if let from, let to {
                try Self.check(from, to)
                return DayRange(first: from, last: to)
            }
            if let to { return DayRange(first: to.adding(days: 1 - count), last: to) }
            if let from {
                guard from <= today else {
                    throw ExistRuntimeError(
                        .futureDate,
                        "--from \(from) is after today (\(today) in your Exist time zone); add --to to see days to come."
                    )
                }
                guard let days else {
                    guard from.days(until: today) < DayRange.longest else {
                        throw ExistRuntimeError(
                            .invalidRange,
                            "--from \(from) to today is more than \(DayRange.longest) days; add --to or --days.")
                    }
                    return DayRange(first: from, last: today)
                }
                return DayRange(first: from, last: min(from.adding(days: days - 1), today))
            }
            return DayRange(first: today.adding(days: 1 - count), last: today)
        }

        /// Refuses a range from `first` to `last` that runs backwards or holds too many days.
        static func check(_ first: ExistDate, _ last: ExistDate) throws(ExistRuntimeError) {
            guard first <= last else {
                throw ExistRuntimeError(.invalidRange, "--from \(first) is after --to \(last).")
            }
            guard first.days(until: last) < DayRange.longest else {
                throw ExistRuntimeError(.invalidRange, "--from to --to is more than \(DayRange.longest) days.")
            }
        }
    }

    /// The values of `name` in the range, newest first, paging back from the last day.
    package func values(of name: String, from client: ExistClient) async throws -> [ExistDatedValue] {
        try await client.values(of: name, from: first, through: last)
    }
}
