import ArgumentParser
import WeatherCLI
import WeatherMCP

/// The `weather` executable: the commands of ``WeatherCommand`` and `weather mcp`.
@main
struct WeatherTool: AsyncParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = WeatherCommand.configuration
        configuration.subcommands.append(WeatherMCPCommand.self)
        return configuration
    }()

    static func main() async {
        await WeatherCommand.runAsProcess(as: WeatherTool.self)
    }
}
