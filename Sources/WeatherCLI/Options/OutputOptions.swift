import ArgumentParser
import CommandLineKit
import Foundation
import TerminalKit
import WeatherArguments
import WeatherRuntime

/// How to show the weather, and where to fetch it from.
package struct OutputOptions: ParsableArguments {
    /// Creates options with nothing given (argument-parser fills them in).
    package init() {}

    @Option(
        help:
            "Where the weather comes from (default: Caiyun with its token, else OpenWeatherMap with its key, else Open-Meteo, which needs none)."
    )
    var provider: ProviderOption?

    @Option(
        help: "Unit system (default: metric); metric:v1, metric:v2 and SI are Caiyun's only.")
    var units: UnitsOption?

    @Option(
        help:
            "Language of labels and descriptions (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)."
    )
    var lang: LanguageOption?

    @Option(
        help:
            "Air-quality index to show, China's HJ 633 or the US EPA's (default: China's in Chinese or for places in mainland China, else the EPA's)."
    )
    var aqi: AQIOption?

    @Flag(
        help:
            "Print the API's response as JSON, with the API's own keys; \"weather_cli\" adds a fetched place's name and, where official warnings were read, the alerts and who answered."
    )
    var json = false

    @Option(help: "When to colour output (NO_COLOR turns auto off).")
    var color: ColorOption = .auto

    @Flag(
        help:
            "Say on standard error where the answer came from: the provider, the coordinate asked, the cache, and the calls Open-Meteo counts it as."
    )
    var verbose = false

    @Flag(help: "Neither read nor write the local cache.")
    var noCache = false

    @Option(help: "The cache directory (default: the user's caches directory).")
    var cacheDir: String?

    @Option(help: "The provider's base URL (default: CAIYUN_BASE_URL or OPENWEATHERMAP_BASE_URL, else the public API).")
    var baseURL: String?

    @Option(help: "Seconds to wait for the API before giving up.")
    var timeout: Double = 10

    package func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be between 0 and 300 seconds.")
        }
    }
}
