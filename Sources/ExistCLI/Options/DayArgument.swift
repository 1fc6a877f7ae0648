import ArgumentParser
import ExistRuntime

/// Ranges of days as the commands take them (`--days`, `--from`, `--to`).
enum DayArgument {
    /// The range `--days`, `--from` and `--to` ask for, read as a usage error when it is not one.
    static func range(days: Int?, from: String?, to: String?) throws -> DayRange.Request {
        try ExistRuntimeError.forCommandLine { try DayRange.Request(days: days, from: from, to: to) }
    }
}
