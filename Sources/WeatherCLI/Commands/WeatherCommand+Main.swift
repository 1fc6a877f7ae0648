import APICore
import ArgumentParser
import Foundation
import TerminalKit
import WeatherArguments

extension WeatherCommand {
    /// The message the tool prints for `error`, worded as argument-parser words it, with every
    /// control character but the line feed escaped: an error may quote an API's message or a
    /// file, and neither may drive the terminal.
    public static func displayMessage(for error: any Error) -> String {
        ControlCharacters.escaped(keepingLineFeeds: fullMessage(for: error))
    }

    /// Runs the tool with the process's arguments, as `AsyncParsableCommand.main()` does, but
    /// printing errors through ``displayMessage(for:)``; exits with the error's exit code.
    public static func runAsProcess() async {
        await runAsProcess(as: WeatherCommand.self)
    }

    /// Runs `root` (``WeatherCommand``'s commands and more) with the process's arguments, as
    /// ``runAsProcess()`` does.
    package static func runAsProcess<Root: ParsableCommand>(as root: Root.Type) async {
        let code = await run(root, CommandLine.arguments.dropFirst(), in: .process)
        if code != 0 { Foundation.exit(code) }
    }

    /// Runs the command with `arguments` in this process, with its own environment variables and
    /// configuration folder, and returns what it printed: for running it beside another front
    /// door, such as a gateway, and comparing what both say.
    public static func run(
        _ arguments: [String], variables: [String: String], configurationFolder: URL
    ) async -> (output: String, error: String, exitCode: Int32) {
        let output = TextSink.capture()
        let errorOutput = TextSink.capture()
        let environment = CLIEnvironment(
            variables: variables, output: output, errorOutput: errorOutput, configDirectory: configurationFolder)
        let code = await run(WeatherCommand.self, arguments, in: environment)
        return (output.text, errorOutput.text, code)
    }

    /// Runs `root` with `arguments` in `environment`; an error's message goes to its standard
    /// error (help and the version to its standard output). Returns the exit code.
    package static func run<Root: ParsableCommand>(
        _ root: Root.Type, _ arguments: some Sequence<String>, in environment: CLIEnvironment
    ) async -> Int32 {
        await CommandRun.run(root, self.arguments(arguments), in: environment)
    }

    /// `arguments` as the parser should see them: a coordinate that starts with a minus sign
    /// (`-33.92,18.42`) is a place, not a cluster of short options, so it gets a leading space,
    /// which the place parser trims. Everything after `--` is left as it is.
    package static func arguments(_ arguments: some Sequence<String>) -> [String] {
        var result: [String] = []
        var isAfterTerminator = false
        for argument in arguments {
            if argument == "--" { isAfterTerminator = true }
            let isNegativeCoordinate =
                !isAfterTerminator && argument.hasPrefix("-")
                && argument.wholeMatch(of: /-[0-9]+(\.[0-9]+)?\s*,\s*-?[0-9]+(\.[0-9]+)?/) != nil
            result.append(isNegativeCoordinate ? " " + argument : argument)
        }
        return result
    }
}
