import ArgumentParser
import ExistRuntime

/// Days as the commands take them (`--date`, `--from`, `--to`): any form ``DayExpression``
/// reads, resolved in the user's Exist time zone once the command knows today.
enum DayArgument {
    /// The forms, for an option's help.
    static let forms = "YYYY-MM-DD, today, yesterday, -N (N days ago) or a weekday such as monday"

    /// `text`, given with `option`, as a day expression; text that names no day is a usage error
    /// naming every form.
    static func parse(_ text: String?, option: String) throws -> DayExpression? {
        guard let text else { return nil }
        return try ExistRuntimeError.forCommandLine { try DayExpression(text, named: option) }
    }

    /// The range `--days`, `--from` and `--to` ask for, read as a usage error when it is not one.
    static func range(days: Int?, from: String?, to: String?) throws -> DayRange.Request {
        try ExistRuntimeError.forCommandLine { try DayRange.Request(days: days, from: from, to: to) }
    }
}
