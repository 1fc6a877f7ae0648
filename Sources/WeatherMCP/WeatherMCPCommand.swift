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

    @OptionGroup var server: MCPServerOptions<WeatherUpstream>

    package func run() async throws {
        let logger = server.bootstrap(label: "weather.mcp")
        let service = try WeatherMCPService(
            environment: CLIEnvironment.current, cacheDirectory: cacheDir, timeout: server.timeout, logger: logger)
        try await WeatherMCPServer(service: service, logger: logger).run(on: StdioTransport(logger: logger))
    }
}

/// The weather providers, as `weather mcp --timeout` waits for them.
package enum WeatherUpstream: MCPUpstream {
    package static let name = "the weather API"
    package static let defaultTimeout = 10.0
}
