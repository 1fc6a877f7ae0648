import ArgumentParser

/// The `weather` command: forecasts from Caiyun Weather in the terminal.
public struct WeatherCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Weather from Caiyun Weather (彩云天气) in your terminal.",
        discussion: """
            Without a token it shows a bundled example response. Set CAIYUN_TOKEN (or run \
            `weather config --token-stdin`) and give a place with --lat/--lon or a saved --location \
            for live weather. Responses are cached, so repeated calls within five minutes cost nothing.
            """,
        version: "1.0.0",
        subcommands: [
            NowCommand.self, ForecastCommand.self, MinutelyCommand.self, AlertsCommand.self, ShowCommand.self,
            LocationsCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: NowCommand.self)

    public init() {}
}
