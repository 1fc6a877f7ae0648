import APICore
import ArgumentParser
import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit
import WeatherVocabulary

/// Weather ready to show: the provider-neutral value, how to label it, and the raw response.
package struct LoadedWeather {
    package var weather: Weather
    /// The place as people read it.
    package var placeLabel: String
    /// Whether this is the bundled example rather than live data.
    package var isExample: Bool
    /// The provider's response as the API wrote it (for `--json`).
    var responseJSON: () throws -> Data
    /// Why answers could not be cached, for a warning on standard error.
    var cacheProblems: [String] = []
}

/// Resolves the options, the saved settings and the environment into what to fetch and how.
package struct WeatherSource {
    /// The bundled example's place, in each display language.
    static let examplePlace = LocalizedText("Jincheng, Shanxi", "山西晋城", "山西晉城")

    let environment: CLIEnvironment
    let place: PlaceOptions
    let output: OutputOptions
    /// The cache directory used (and removed afterwards) with `--no-cache`.
    let throwawayCache = FileManager.default.temporaryDirectory.appendingPathComponent(
        "weather-\(UUID().uuidString)", isDirectory: true)

    /// Creates a source for the options and settings of one run.
    package init(environment: CLIEnvironment, place: PlaceOptions, output: OutputOptions) {
        self.environment = environment
        self.place = place
        self.output = output
    }

    package var config: ConfigStore { ConfigStore(directory: environment.configDirectory) }

    /// The provider: `--provider`, else the saved default, else Caiyun.
    package func provider() throws -> ProviderOption {
        if let provider = output.provider { return provider }
        return try config.settings().provider.flatMap(ProviderOption.init(argument:)) ?? .caiyun
    }

    /// The units: `--units`, else the saved default, else metric. `--units` with a system of
    /// Caiyun's own is a usage error when the provider is OpenWeatherMap.
    package func units() throws -> UnitsOption {
        if let units = output.units {
            if let problem = units.openWeatherMapProblem, try provider() == .openweathermap {
                throw ValidationError(problem)
            }
            return units
        }
        return try config.settings().units.flatMap(UnitsOption.init(argument:)) ?? .metric
    }

    /// The language: `--lang`, else the saved default, else the user's language as the library
    /// reads it (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, then the system's), else English.
    package func language() throws -> LanguageOption {
        if let lang = output.lang { return lang }
        if let saved = try config.settings().language.flatMap(LanguageOption.init(argument:)) { return saved }
        return LanguageOption(
            DisplayLanguage.preferred(environment: environment.variables, systemLanguages: environment.systemLanguages))
    }

    /// The Caiyun token: `CAIYUN_TOKEN`, else the one saved with `weather config --token-stdin`,
    /// else a placeholder when a gateway (`WEATHER_GATEWAY_KEY` and a base URL) adds the real one.
    package func token() throws -> String? {
        if let token = environment.variables["CAIYUN_TOKEN"], !token.isEmpty { return token }
        return try config.token() ?? gatewayPlaceholder(for: .caiyun)
    }

    /// The OpenWeatherMap key: `OPENWEATHERMAP_API_KEY`, else the one saved with
    /// `weather config --owm-key-stdin`, else a placeholder when a gateway adds the real one.
    package func openWeatherMapKey() throws -> String? {
        if let key = environment.variables["OPENWEATHERMAP_API_KEY"], !key.isEmpty { return key }
        return try config.openWeatherMapKey() ?? gatewayPlaceholder(for: .openweathermap)
    }

    /// The base URL for `provider`: `--base-url` (for the chosen provider), else its environment variable.
    package func baseURL(for provider: ProviderOption) throws -> URL? {
        let variable = provider == .caiyun ? "CAIYUN_BASE_URL" : "OPENWEATHERMAP_BASE_URL"
        let chosen = try self.provider() == provider ? output.baseURL : nil
        guard let text = chosen ?? environment.variables[variable], !text.isEmpty else { return nil }
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw CLIError("The base URL \"\(text)\" is not an http or https URL.")
        }
        return url
    }

    /// The cache directory: a throwaway one with `--no-cache`, `--cache-dir`, or the provider's default.
    func cacheDirectory(default directory: URL) -> URL {
        if output.noCache { return throwawayCache }
        return output.cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? directory
    }

    /// An OpenWeatherMap client for geocoding and the provider, with the options' units and language.
    package func openWeatherMapConfiguration(key: String) throws -> OWMClient.Configuration {
        var configuration = OWMClient.Configuration(apiKey: key, http: httpSettings())
        if let url = try baseURL(for: .openweathermap) { configuration.baseURL = url }
        configuration.cache.directory = cacheDirectory(default: OWMClient.Configuration.defaultCacheDirectory)
        return configuration
    }

    /// A Caiyun client configuration with the options' timeout and cache directory.
    package func caiyunConfiguration() -> CYClient.Configuration {
        var configuration = CYClient.Configuration(http: httpSettings())
        configuration.cache.directory = cacheDirectory(default: CYRequest.defaultLocalContentUrl)
        return configuration
    }
}
