import APICore
import Foundation
import Logging
import MCPToolKit
import NeutralWeather
import Places
import TerminalKit
import WeatherRuntime

/// What every tool call of one `weather mcp` server shares: the settings, read once when it
/// starts, and one runtime, so every call shares its clients and caches.
package final class WeatherMCPService: Sendable {
    /// The runtime every call goes through.
    let runtime: WeatherRuntime
    /// The `weather` tool's files, for the resources.
    let store: SettingsStore
    /// `--timeout`, in seconds: the longest a call runs.
    let timeout: Double

    /// Creates the service; `cacheDirectory` and `timeout` are `--cache-dir` and `--timeout`.
    ///
    /// - Throws: `StorageError` when the settings files cannot be read.
    package init(
        environment: CLIEnvironment, cacheDirectory: String? = nil, timeout: Double = 10,
        transport: any HTTPTransport = URLSessionHTTPTransport(), logger: Logger = Logger(label: "weather.mcp")
    ) throws {
        store = SettingsStore(folder: environment.configDirectory)
        var settings = try WeatherSettings.load(
            from: store, environment: environment.variables, systemLanguages: environment.systemLanguages)
        settings.timeout = timeout
        settings.cacheDirectory = cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        self.timeout = timeout
        runtime = WeatherRuntime(
            settings: settings, savedPlaces: store.preferences, transport: transport, logger: logger)
    }

    /// Every credential the server knows, to be cut from any text it returns or logs.
    var secrets: [String] { runtime.settings.secrets }

    /// The server's settings with the query's provider, units and language over them.
    func settings(for query: WeatherQuery) throws(MCPToolFailure) -> WeatherSettings {
        var settings = runtime.settings
        do {
            try settings.choose(provider: query.provider, units: query.units, language: query.language)
        } catch {
            throw .invalidArgument(error.message)
        }
        return settings
    }

    /// The weather for the query's place from its provider; `hours` or `days` beyond the usual
    /// 48 and 7 ask for the provider's longest forecast (360 hours and 15 days from Caiyun),
    /// one answer for every longer request.
    func weather(
        for query: WeatherQuery, parts: WeatherDataSet, hours: Int = 48, days: Int = 7,
        officialWarnings: Bool = false
    ) async throws -> WeatherAnswer {
        let settings = try settings(for: query)
        let options = WeatherLoadOptions(longestForecast: hours > 48 || days > 7, parts: parts)
        var loaded = try await Self.mapped { try await runtime.load(query.place, settings: settings, options: options) }
        if officialWarnings { loaded = await runtime.addingOfficialWarnings(to: loaded, settings: settings) }
        // Notes about the parts this tool answers with, not about others the provider sent.
        loaded.weather.implausibleValues = loaded.weather.implausibleValues(in: parts)
        return WeatherAnswer(loaded: loaded, settings: settings)
    }

    /// The last `hours` hours at the query's place, from Caiyun.
    func pastWeather(for query: WeatherQuery, hours: Int, now: Date = Date()) async throws -> WeatherAnswer {
        let settings = try settings(for: query)
        let loaded = try await Self.mapped {
            try await runtime.pastHours(hours, for: query.place, settings: settings, now: now)
        }
        return WeatherAnswer(loaded: loaded, settings: settings)
    }

    /// Runs `body`, turning the runtime's errors (and a damaged settings file) into tool
    /// failures with the codes `weather mcp` documents; the clients' errors pass as they are.
    static func mapped<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as WeatherRuntimeError {
            throw MCPToolFailure(error)
        } catch let error as GazetteerError {
            throw MCPToolFailure(error.code.rawValue, error.message)
        } catch let error as StorageError {
            throw MCPToolFailure("unavailable", error.message)
        }
    }
}

extension MCPToolFailure {
    /// A runtime error as `weather mcp` reports it.
    init(_ error: WeatherRuntimeError) {
        switch error.code {
        case .missingCredential: self.init("missing_token", error.message)
        case .noPlace:
            self.init(
                "no_place",
                "No place given: pass place (a name or \"lat,lon\"), or latitude and longitude, or save a default with `weather locations add NAME --lat … --lon … --default`."
            )
        case .invalidCoordinate: self.init("invalid_argument", error.message)
        case .notSupported: self.init("not_supported", error.message)
        case .unknownPlace, .unknownSavedPlace, .noGeocodingMatch, .placesUnavailable:
            self.init("unknown_place", error.message)
        default: self.init("unavailable", error.message)
        }
    }
}

/// The weather one tool answers from, and what it is for.
struct WeatherAnswer: Sendable {
    var loaded: LoadedWeather
    var units: UnitPreference
    var language: DisplayLanguage

    init(loaded: LoadedWeather, settings: WeatherSettings) {
        self.loaded = loaded
        units = settings.units.display
        language = settings.language.display
    }

    var weather: Weather { loaded.weather }
    var provider: ProviderOption { loaded.provider }
    /// The place as the answer names it, and the coordinate the provider was asked at.
    var place: (label: String, latitude: Double, longitude: Double) {
        (loaded.placeLabel, loaded.coordinate.latitude, loaded.coordinate.longitude)
    }
}
