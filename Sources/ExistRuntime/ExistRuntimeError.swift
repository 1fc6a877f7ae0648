import Foundation

/// Why the Exist runtime could not get to a request: no credentials, a configuration it cannot
/// use, a day, range or value it cannot read, a day after today. Failures of Exist itself keep
/// the client's own error (`ExistError`).
package struct ExistRuntimeError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// What went wrong, as a stable value whose ``rawValue`` never changes between releases.
    package struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's stable text.
        package let rawValue: String

        /// Creates a code from its stable text.
        package init(rawValue: String) { self.rawValue = rawValue }

        /// No credentials: no `EXIST_TOKEN`, no login, no saved personal token.
        package static let notSignedIn = Code(rawValue: "not_signed_in")
        /// A configuration that cannot be used: a base URL that is not http or https, a damaged
        /// credentials file.
        package static let invalidConfiguration = Code(rawValue: "invalid_configuration")
        /// Text that names no day (see ``DayExpression``).
        package static let invalidDate = Code(rawValue: "invalid_date")
        /// A range of days backwards, too long, or given three ways at once.
        package static let invalidRange = Code(rawValue: "invalid_range")
        /// A value that does not read as its attribute's type, or is not `NAME=VALUE`.
        package static let invalidValue = Code(rawValue: "invalid_value")
        /// A day after today in the user's Exist time zone, where only days up to today are taken.
        package static let futureDate = Code(rawValue: "future_date")
        /// A value that reads as its attribute's type but lies outside the type's range (a
        /// negative count, more minutes than a day has, a mood of 12): sent only when forced.
        package static let implausibleValue = Code(rawValue: "implausible_value")
        /// A label Exist would make no name from, or a name another attribute already has.
        package static let invalidName = Code(rawValue: "invalid_name")
        /// An attribute the user does not have.
        package static let unknownAttribute = Code(rawValue: "unknown_attribute")
        /// An attribute that is not yes/no, given where a tag is meant.
        package static let notATag = Code(rawValue: "not_a_tag")

        /// The code's stable text.
        package var description: String { rawValue }
    }

    /// What went wrong.
    package var code: Code
    /// One sentence for people, free of credentials (several lines when it lists ``problems``).
    package var message: String
    /// Each item that cannot be written, when the error stands for several (a CSV file's rows).
    package var problems: [WriteProblem]

    /// Creates an error.
    package init(_ code: Code, _ message: String, problems: [WriteProblem] = []) {
        self.code = code
        self.message = message
        self.problems = problems
    }

    /// Whether the caller's input is at fault (a day, a range or a value it gave) rather than the
    /// configuration or the data: an MCP client is told `invalid_argument`.
    package var isInputError: Bool {
        [.invalidDate, .invalidRange, .invalidValue].contains(code)
    }

    /// Whether the way the command was asked is at fault (a day or a range that is not one), so a
    /// command line shows its usage; a value that does not fit its attribute is a data error.
    package var isUsageError: Bool {
        [.invalidDate, .invalidRange].contains(code)
    }

    /// The sentence.
    package var errorDescription: String? { message }
    /// The sentence.
    package var description: String { message }
}
