import ArgumentParser
import Logging
import MCP
import MCPToolKit
import TerminalKit

/// `weather mcp`: serves the weather tools over the Model Context Protocol on standard input and
/// output. Standard output carries nothing but protocol; logs go to standard error.
package struct WeatherMCPCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve weather to AI assistants over the Model Context Protocol (stdio).",
        discussion: """
            An assistant starts it as {"command": "weather", "args": ["mcp"], "env": {"CAIYUN_TOKEN": "…"}}. \
            Tools: find_place, current_weather, precipitation_nowcast, hourly_forecast, daily_forecast, \
            weather_alerts, air_quality and past_weather; resources: weather://locations and \
            weather://preferences. Every call shares one cache, so asking again within minutes costs nothing.
            """)

    package init() {}

    @Option(help: "The cache directory (default: the user's caches directory).")
    var cacheDir: String?

    @Option(help: "Seconds to wait for the API before giving up.")
    var timeout: Double = 10

    @OptionGroup var logging: MCPLogOptions

    package func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be between 0 and 300 seconds.")
        }
    }

    package func run() async throws {
        let logger = logging.bootstrap(label: "weather.mcp")
        let service = try WeatherMCPService(
            environment: CLIEnvironment.current, cacheDirectory: cacheDir, timeout: timeout, logger: logger)
        try await WeatherMCPServer(service: service, logger: logger).run(on: StdioTransport(logger: logger))
    }
}
