import ArgumentParser
import Logging

/// `--log-level` of an `mcp` command, and the logging it sets up: every logger of the process
/// writes to standard error, since standard output carries the protocol alone.
package struct MCPLogOptions: ParsableArguments {
    package init() {}

    @Option(help: "The least important log messages written to standard error: debug, info, notice, warning or error.")
    var logLevel: String = "notice"

    package func validate() throws {
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be debug, info, notice, warning or error.")
        }
    }

    /// Sends every logger of the process to standard error at the chosen level; a logger labelled `label`.
    package func bootstrap(label: String) -> Logger {
        let level = Logger.Level(rawValue: logLevel) ?? .notice
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        return Logger(label: label)
    }
}
