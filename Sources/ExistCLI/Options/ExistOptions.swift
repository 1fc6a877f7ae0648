import ArgumentParser
import CommandLineKit
import ExistRuntime
import Foundation
import TerminalKit

/// Where Exist is and how long to wait for it.
package struct ExistConnectionOptions: ParsableArguments {
    /// Creates options with nothing given (argument-parser fills them in).
    package init() {}

    @Option(
        help: "Exist's base URL (default: EXIST_BASE_URL, else https://exist.io/); the API and OAuth live under it.")
    var baseURL: String?

    @Option(help: "Seconds to wait for Exist before giving up.")
    var timeout: Double = 20

    /// Refuses a timeout out of range and a `--base-url` that is not an http or https URL (a usage
    /// error, where the same URL from `EXIST_BASE_URL` is a configuration error).
    package func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be between 0 and 300 seconds.")
        }
        if let baseURL {
            do {
                _ = try ExistConnection.baseURL(baseURL)
            } catch {
                throw ValidationError(error.message)
            }
        }
    }
}

/// How to show results.
package struct ExistOutputOptions: ParsableArguments {
    /// Creates options with nothing given (argument-parser fills them in).
    package init() {}

    @Flag(help: "Print the API's JSON, with its own keys (one array holding every item of every page for lists).")
    var json = false

    @Option(help: "When to colour output (NO_COLOR turns auto off).")
    var color: ColorOption = .auto
}
