import ArgumentParser
import CommandLineKit
import Foundation
import TerminalKit

extension ExistCommand {
    /// Runs `root` (``ExistCommand``'s commands and more) with the process's arguments, as
    /// `AsyncParsableCommand.main()` does, but with errors escaped and a subcommand's own usage
    /// after its validation errors; exits with the error's exit code.
    package static func runAsProcess<Root: ParsableCommand>(as root: Root.Type) async {
        let code = await CommandRun.run(root, Array(CommandLine.arguments.dropFirst()), in: .process)
        if code != 0 { Foundation.exit(code) }
    }
}
