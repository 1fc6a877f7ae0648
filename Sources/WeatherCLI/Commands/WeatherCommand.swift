import ArgumentParser

/// The `weather` command: forecasts from Caiyun Weather, OpenWeatherMap or Open-Meteo in the terminal.
package struct WeatherCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Weather from Caiyun Weather (彩云天气), OpenWeatherMap or Open-Meteo in your terminal.",
        discussion: """
            Name a place for live weather: with no key it comes from Open-Meteo \
            (free, no sign-up); with CAIYUN_TOKEN from Caiyun, with \
            OPENWEATHERMAP_API_KEY from OpenWeatherMap. With no place and no key \
            it shows a bundled example response. Responses are cached, so \
            repeated calls within minutes cost nothing.

            Options of now, forecast, minutely and alerts, one per line; \
            `weather help now` lists the values each takes:
              the place: a name, a coordinate, --lat and --lon, --location or --city
              --provider: the first with a key configured, else Open-Meteo
              --units: the unit system; metric:v1, metric:v2 and SI are Caiyun's only
              --lang: the display language
              --aqi: the air-quality index
              --json: the API's response with its own keys
              --no-cache, --cache-dir, --timeout, --base-url, --color

            Environment, one variable per line:
              CAIYUN_TOKEN: the Caiyun API token
              OPENWEATHERMAP_API_KEY: the key for OpenWeatherMap (and its geocoding)
              OPEN_METEO_API_KEY: an Open-Meteo commercial plan's key
              CAIYUN_BASE_URL, OPENWEATHERMAP_BASE_URL,
                OPEN_METEO_BASE_URL: other servers
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

    package init() {}
}
