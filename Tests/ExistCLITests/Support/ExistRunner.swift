import APICore
import ArgumentParser
import CommandLineKit
import Foundation
import TerminalKit
import TestSupport

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
    /// Lines standard input gives, one a read, then its end; `nil`: ``input`` on every read.
    var inputLines: [String]?
    /// Whether standard input is a terminal, where a command may ask for what it was not given.
    var isInputTerminal = false

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
        let lines = inputLines.map { Locked($0[...]) }
        let environment = CLIEnvironment(
            variables: variables, output: output, errorOutput: errorSink,
            readInputLine: { lines.map { $0.withLock { $0.popFirst() } } ?? input }, isInputTerminal: isInputTerminal,
            configDirectory: configDirectory, now: { FakeExist.now })
        // The tool's own run: parsing, the command, and its message on failure.
        let exitCode = await CommandRun.run(ExistCommand.self, Self.patient(arguments), in: environment)
        // The tests compare a failure's message without the line feed the tool ends it with.
        var error = errorSink.text
        if exitCode != 0, error.hasSuffix("\n") { error.removeLast() }
        return RunResult(
            output: output.text.replacingOccurrences(of: "\u{00A0}", with: " "), error: error, exitCode: exitCode)
    }

    /// `arguments` with five minutes instead of the default 20 s to hear from the loopback
    /// server when the command takes `--timeout` and the test did not set one: a suite running
    /// under Thread Sanitizer on two busy cores can take longer than 20 s.
    private static func patient(_ arguments: [String]) -> [String] {
        guard !arguments.contains("--timeout"),
            (try? ExistCommand.parseAsRoot(arguments + ["--timeout", "300"])) != nil
        else { return arguments }
        return arguments + ["--timeout", "300"]
    }
}
