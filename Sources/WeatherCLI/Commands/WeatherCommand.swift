import ArgumentParser

/// The `weather` command: forecasts from Caiyun Weather or OpenWeatherMap in the terminal.
public struct WeatherCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Weather from Caiyun Weather (彩云天气) or OpenWeatherMap in your terminal.",
        discussion: """
            Without a token it shows a bundled example response. Set CAIYUN_TOKEN \
            (or run `weather config --token-stdin`) and give a place for live \
            weather. Responses are cached, so repeated calls within five minutes \
            cost nothing.

            Options of now, forecast, minutely and alerts, one per line; \
            `weather help now` lists the values each takes:
              the place: a name, a coordinate, --lat and --lon, --location or --city
              --provider: where the weather comes from (Caiyun by default)
              --units: the unit system; metric:v1, metric:v2 and SI are Caiyun's only
              --lang: the display language
              --aqi: the air-quality index
              --json: the API's response with its own keys
              --no-cache, --cache-dir, --timeout, --base-url, --color

            Environment, one variable per line:
              CAIYUN_TOKEN: the Caiyun API token
              OPENWEATHERMAP_API_KEY: the key for OpenWeatherMap and --city
              CAIYUN_BASE_URL, OPENWEATHERMAP_BASE_URL: other servers
              LANGUAGE, LC_ALL, LC_MESSAGES, LANG: the display language
              WEATHER_CONFIG_DIR: where settings and saved places live
              NO_COLOR: no colour

            Every file and variable it reads: docs/Configuration.md in the repository.
            """,
        version: "1.0.0",
        subcommands: [
            NowCommand.self, ForecastCommand.self, MinutelyCommand.self, AlertsCommand.self, ShowCommand.self,
            LocationsCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: NowCommand.self)

    public init() {}
}
