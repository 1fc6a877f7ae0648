import ArgumentParser
import ExistCLI
import ExistMCP

/// The `exist` executable: the commands of ``ExistCommand`` and `exist mcp`.
@main
struct ExistTool: AsyncParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = ExistCommand.configuration
        configuration.subcommands.append(ExistMCPCommand.self)
        return configuration
    }()

    static func main() async {
        await ExistCommand.runAsProcess(as: ExistTool.self)
    }
}
