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

        /// The code's stable text.
        package var description: String { rawValue }
    }

    /// What went wrong.
    package var code: Code
    /// One sentence for people, free of credentials.
    package var message: String

    /// Creates an error.
    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Whether the caller's input is at fault (a day, a range or a value it gave) rather than the
    /// configuration or the data: a command line reports these as usage errors.
    package var isInputError: Bool {
        [.invalidDate, .invalidRange, .invalidValue].contains(code)
    }

    /// The sentence.
    package var errorDescription: String? { message }
    /// The sentence.
    package var description: String { message }
}
