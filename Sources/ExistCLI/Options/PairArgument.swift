import ArgumentParser
import ExistRuntime

/// `NAME=VALUE` arguments (`exist update`, `exist increment`): one without `=` or without a name
/// is a usage error, as the way the command was asked is at fault.
enum PairArgument {
    /// Each argument split in two.
    static func parse(_ arguments: [String]) throws -> [(name: String, value: String)] {
        do {
            return try arguments.map { argument throws(ExistRuntimeError) in try ValueParser.pair(argument) }
        } catch {
            throw ValidationError(error.message)
        }
    }
}
