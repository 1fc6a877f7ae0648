import ArgumentParser

/// The `weather` command: forecasts from Caiyun Weather or OpenWeatherMap in the terminal.
public struct WeatherCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Weather from Caiyun Weather (彩云天气) or OpenWeatherMap in your terminal.",
        discussion: """
            Without a token it shows a bundled example response. Set CAIYUN_TOKEN (or run \
            `weather config --token-stdin`) and give a place with --lat/--lon or a saved --location \
            for live weather. Responses are cached, so repeated calls within five minutes cost nothing.

            Common options (for now, forecast, minutely and alerts; see `weather help now`):
              --lat <deg> --lon <deg>   the place; or --location <name> (saved) or --city <name>
              --provider <name>         caiyun (default) or openweathermap
              --units <system>          metric, metric:v1, metric:v2, imperial or SI
              --lang <language>         en, zh or zh-Hant
              --aqi <index>             china or us
              --json                    the API's response with its own keys
              --no-cache, --cache-dir <dir>, --timeout <s>, --base-url <url>, --color <when>

            Environment:
              CAIYUN_TOKEN              the Caiyun API token
              OPENWEATHERMAP_API_KEY    the OpenWeatherMap key (--provider openweathermap, --city)
              CAIYUN_BASE_URL, OPENWEATHERMAP_BASE_URL   other servers
              LANGUAGE, LC_ALL, LC_MESSAGES, LANG        the display language
              WEATHER_CONFIG_DIR, NO_COLOR

            Every file and environment variable: docs/Configuration.md in the package's repository.
            """,
        version: "1.0.0",
        subcommands: [
            NowCommand.self, ForecastCommand.self, MinutelyCommand.self, AlertsCommand.self, ShowCommand.self,
            LocationsCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: NowCommand.self)

    public init() {}
}
