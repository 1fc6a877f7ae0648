import ArgumentParser
import Foundation
import TerminalKit
import TestSupport
import WeatherArguments

@testable import ExistCLI

/// What one run of the tool printed and how it exited.
struct RunResult {
    var output: String
    var error: String
    var exitCode: Int32

    /// Everything the run printed.
    var all: String { output + error }
}

/// Runs `exist` commands in process, with their own environment, input and config directory.
struct ExistRunner {
    let folder: TemporaryDirectory
    var variables: [String: String]
    var input: String?

    init(variables: [String: String] = [:]) throws {
        folder = try TemporaryDirectory()
        self.variables = Offline.merged(with: ["EXIST_CONFIG_DIR": folder.url.appendingPathComponent("exist").path])
            .merging(variables) { _, new in new }
    }

    /// `weather`'s config folder (saved places and its token, for `sync-weather`).
    var configDirectory: URL { folder.url.appendingPathComponent("config") }
    /// `exist`'s own folder (its tokens and OAuth client).
    var existDirectory: URL { folder.url.appendingPathComponent("exist") }

    func run(_ arguments: String...) async -> RunResult { await run(arguments) }

    func run(_ arguments: [String]) async -> RunResult {
        let output = TextSink.capture()
        let errorSink = TextSink.capture()
        let input = self.input
        let environment = CLIEnvironment(
            variables: variables, output: output, errorOutput: errorSink, readInputLine: { input },
            configDirectory: configDirectory, now: { FakeExist.now })
        var parsed: (any ParsableCommand.Type)?
        do {
            var command = try Self.parse(arguments)
            parsed = type(of: command)
            try await CLIEnvironment.$current.withValue(environment) {
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            }
            return RunResult(
                output: output.text.replacingOccurrences(of: "\u{00A0}", with: " "), error: errorSink.text, exitCode: 0)
        } catch {
            let exitCode = ExistCommand.exitCode(for: error).rawValue
            let message = exitCode == 0 ? "" : CommandRun.message(for: error, root: ExistCommand.self, command: parsed)
            return RunResult(
                output: output.text.replacingOccurrences(of: "\u{00A0}", with: " "), error: errorSink.text + message,
                exitCode: exitCode)
        }
    }

    /// The command for `arguments`, given five minutes instead of the default 20 s to hear from
    /// the loopback server when the command takes `--timeout` and the test did not set one: a
    /// suite running under Thread Sanitizer on two busy cores can take longer than 20 s.
    private static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        if !arguments.contains("--timeout"),
            let patient = try? ExistCommand.parseAsRoot(arguments + ["--timeout", "300"])
        {
            return patient
        }
        return try ExistCommand.parseAsRoot(arguments)
    }
}
