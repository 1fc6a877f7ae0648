import APICore
import ArgumentParser
import CommandLineKit
import Foundation
import TerminalKit
import WeatherArguments

extension WeatherCommand {
    /// Runs `root` (``WeatherCommand``'s commands and more) with the process's arguments, printing
    /// errors escaped (see `CommandRun`), and exits with the error's exit code.
    package static func runAsProcess<Root: ParsableCommand>(as root: Root.Type) async {
        let code = await run(root, CommandLine.arguments.dropFirst(), in: .process)
        if code != 0 { Foundation.exit(code) }
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
