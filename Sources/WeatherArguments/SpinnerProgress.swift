import TerminalKit
import WeatherRuntime

/// The runtime's network waits as a spinner on standard error, when it is a terminal.
package struct SpinnerProgress: ProgressReporting {
    let environment: CLIEnvironment

    /// A spinner in `environment`'s standard error.
    package init(_ environment: CLIEnvironment) { self.environment = environment }

    package func during<T: Sendable>(_ activity: String, _ operation: () async throws -> T) async throws -> T {
        try await Spinner.run(activity, in: environment, operation)
    }
}
