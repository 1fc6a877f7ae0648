import APICore
import ArgumentParser
import TerminalKit

/// Runs a command tree the way `AsyncParsableCommand.main()` does, with two differences both
/// tools need: the error message has every control character but the line feed escaped (an error
/// may quote an API's text or a file), and a `ValidationError` thrown once a subcommand is running
/// shows that subcommand's usage rather than the root's.
package enum CommandRun {
    /// Parses `arguments` with `root`, runs the command in `environment`, and returns the exit
    /// code; an error's message goes to the environment's standard error (help and the version to
    /// its standard output).
    package static func run<Root: ParsableCommand>(
        _ root: Root.Type, _ arguments: [String], in environment: CLIEnvironment
    ) async -> Int32 {
        var parsed: (any ParsableCommand.Type)?
        do {
            var command = try root.parseAsRoot(arguments)
            parsed = type(of: command)
            try await CLIEnvironment.$current.withValue(environment) {
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            }
            return 0
        } catch {
            let code = root.exitCode(for: error)
            let message = self.message(for: error, root: root, command: parsed)
            if !message.isEmpty {
                let sink = code == .success ? environment.output : environment.errorOutput
                sink.write(message + "\n")
            }
            return code.rawValue
        }
    }

    /// The message for `error`, escaped: argument-parser's own, except that a `ValidationError`
    /// from a running subcommand ends with that subcommand's usage and help command.
    package static func message<Root: ParsableCommand>(
        for error: any Error, root: Root.Type, command: (any ParsableCommand.Type)?
    ) -> String {
        guard let validation = error as? ValidationError, let command, command != root,
            let path = path(to: command, from: root)
        else {
            return ControlCharacters.escaped(keepingLineFeeds: root.fullMessage(for: error))
        }
        let text = """
            Error: \(validation.message)
            Usage: \(root.usageString(for: command))
              See '\(([root._commandName] + path).joined(separator: " ")) --help' for more information.
            """
        return ControlCharacters.escaped(keepingLineFeeds: text)
    }

    /// The names of the subcommands from `root` down to `command` (empty for the root itself),
    /// or `nil` when `command` is not in the tree.
    static func path(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type) -> [String]? {
        if command == root { return [] }
        for subcommand in root.configuration.subcommands {
            if let rest = path(to: command, from: subcommand) { return [subcommand._commandName] + rest }
        }
        return nil
    }
}
