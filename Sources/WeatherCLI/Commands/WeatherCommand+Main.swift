import APICore
import ArgumentParser
import Foundation
import TerminalKit

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
        do {
            var command = try root.parseAsRoot(arguments(CommandLine.arguments.dropFirst()))
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = root.exitCode(for: error)
            let message = ControlCharacters.escaped(keepingLineFeeds: root.fullMessage(for: error))
            if !message.isEmpty {
                let sink: TextSink = code == .success ? .standardOutput : .standardError
                sink.write(message + "\n")
            }
            Foundation.exit(code.rawValue)
        }
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
