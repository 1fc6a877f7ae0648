import ArgumentParser
import Foundation
import TerminalKit
import TestSupport

@testable import WeatherCLI

/// What one run of the tool printed and how it exited.
struct CLIResult {
    /// Standard output exactly as printed, no-break spaces included.
    var printed: String
    /// Standard output with each no-break space (between a number and its unit) shown as a space,
    /// so expectations read as the terminal shows them.
    var output: String { printed.replacingOccurrences(of: "\u{00A0}", with: " ") }
    var error: String
    var exitCode: Int32

    /// Everything the run printed.
    var all: String { output + error }
}

/// Runs `weather` commands in process, with their own environment, output and config directory.
struct CLIRunner {
    var variables: [String: String] = [:]
    var configDirectory: URL
    var input: String?
    var isTerminal = false
    var isErrorTerminal = false
    /// The time the command takes as now (which warnings are in force); the real clock by default.
    var now: @Sendable () -> Date = { Date() }

    init(configDirectory: URL, variables: [String: String] = [:]) {
        self.configDirectory = configDirectory
        self.variables = variables
    }

    /// The commands that call an API, and so take `--timeout`.
    private static let fetchingCommands: Set<String> = ["now", "forecast", "minutely", "alerts"]
    /// Every subcommand; a first argument that is none of them is a place for `now`.
    private static let subcommands = fetchingCommands.union(["show", "locations", "config", "help"])

    func run(_ arguments: [String]) async -> CLIResult {
        var arguments = arguments
        // The real clock bounds these calls: a generous timeout keeps a busy machine (or a
        // sanitizer) from failing a test that does not test timing. Tests of timing set their own.
        let command = arguments.first.map { $0.hasPrefix("-") || !Self.subcommands.contains($0) ? "now" : $0 } ?? "now"
        let asksForHelp = arguments.contains { ["--help", "-h", "help"].contains($0) }
        if Self.fetchingCommands.contains(command), !arguments.contains("--timeout"), !asksForHelp {
            arguments += ["--timeout", "120"]
        }
        let output = TextSink.capture()
        let errorSink = TextSink.capture()
        let input = self.input
        let environment = CLIEnvironment(
            variables: Offline.merged(with: variables), output: output, errorOutput: errorSink,
            readInputLine: { input },
            isOutputTerminal: isTerminal, isErrorTerminal: isErrorTerminal, configDirectory: configDirectory, now: now)
        // The tool's own run: parsing, the command, and its message on failure.
        let exitCode = await WeatherCommand.run(WeatherCommand.self, arguments, in: environment)
        // The tests compare a failure's message without the line feed the tool ends it with.
        var error = errorSink.text
        if exitCode != 0, error.hasSuffix("\n") { error.removeLast() }
        return CLIResult(printed: output.text, error: error, exitCode: exitCode)
    }
}

/// A temporary config directory and a runner using it.
struct CLISandbox {
    let folder: TemporaryDirectory
    var runner: CLIRunner

    init(variables: [String: String] = [:]) throws {
        folder = try TemporaryDirectory()
        runner = CLIRunner(configDirectory: folder.url.appendingPathComponent("config"), variables: variables)
    }

    var cacheDirectory: URL { folder.url.appendingPathComponent("cache") }

    func run(_ arguments: String...) async -> CLIResult { await runner.run(arguments) }
    func run(_ arguments: [String]) async -> CLIResult { await runner.run(arguments) }
}
