import APICore
import CaiyunWeather
import Foundation
import Logging
import NeutralWeather
import OpenWeatherMap
import TerminalKit
import WeatherCLI
import WeatherVocabulary

/// What every tool call of one `weather mcp` server shares: the environment (tokens, config,
/// base URLs), one Caiyun client and one OpenWeatherMap provider per key, and so their caches.
package final class WeatherMCPService: Sendable {
    let environment: CLIEnvironment
    let cacheDirectory: String?
    let timeout: Double
    let transport: any HTTPTransport
    let caiyunClient: CYClient
    private let openWeatherMapProviders = Locked<[String: OpenWeatherMapProvider]>([:])

    /// Creates the service; `cacheDirectory` and `timeout` are `--cache-dir` and `--timeout`.
    ///
    /// - Throws: `ValidationError` for a timeout the command line would refuse.
    package init(
        environment: CLIEnvironment, cacheDirectory: String? = nil, timeout: Double = 10,
        transport: any HTTPTransport = URLSessionHTTPTransport(), logger: Logger = Logger(label: "weather.mcp")
    ) throws {
        self.environment = environment
        self.cacheDirectory = cacheDirectory
        self.timeout = timeout
        self.transport = transport
        let source = WeatherSource(
            environment: environment, place: PlaceOptions(),
            output: try OutputOptions.values(
                provider: nil, units: nil, language: nil, cacheDirectory: cacheDirectory, timeout: timeout))
        caiyunClient = CYClient(configuration: source.caiyunConfiguration(), transport: transport, logger: logger)
    }

    /// The settings and place resolution of one call, as the command line would have them.
    func source(for query: WeatherQuery?) throws -> WeatherSource {
        WeatherSource(
            environment: environment,
            place: try PlaceOptions.values(query: query?.place, latitude: query?.latitude, longitude: query?.longitude),
            output: try OutputOptions.values(
                provider: query?.provider, units: query?.units, language: query?.language,
                cacheDirectory: cacheDirectory, timeout: timeout))
    }

    /// Every credential the server knows, to be cut from any text it returns or logs.
    var secrets: [String] {
        guard let source = try? source(for: nil) else { return [] }
        return [try? source.token(), try? source.openWeatherMapKey()].compactMap { $0 ?? nil }
    }

    /// The weather for the query's place from its provider; `hours` or `days` beyond the usual
    /// 48 and 7 ask Caiyun for its longest forecast (360 hours and 15 days), one answer for every
    /// longer request.
    func weather(for query: WeatherQuery, hours: Int = 48, days: Int = 7) async throws -> WeatherAnswer {
        let source = try source(for: query)
        let place = try await resolvedPlace(source)
        let units = try source.units()
        let options = WeatherRequestOptions(units: units.display, language: try source.language().display)
        let location = WeatherLocation(latitude: place.latitude, longitude: place.longitude, name: place.label)
        let report: WeatherReport
        switch try source.provider() {
        case .caiyun:
            var provider = CaiyunProvider(
                token: try caiyunToken(source), client: caiyunClient,
                baseURL: try source.baseURL(for: .caiyun) ?? CYEndpoint.defaultBaseURL, unitSystem: units.caiyun)
            if hours > provider.hourlyLength || days > provider.dailyLength {
                provider.hourlyLength = CYEndpoint.hourlyLengthRange.upperBound
                provider.dailyLength = CYEndpoint.dailyLengthRange.upperBound
            }
            report = try await provider.report(for: location, options: options)
        case .openweathermap:
            report = try await openWeatherMapProvider(source).report(for: location, options: options)
        }
        return WeatherAnswer(
            place: place, provider: try source.provider(), units: units.display, language: options.language,
            weather: report.weather)
    }

    /// The last `hours` hours from Caiyun's hourly file, starting at the top of an hour so that
    /// calls within the hour share one cached answer.
    func pastWeather(for query: WeatherQuery, hours: Int, now: Date = Date()) async throws -> WeatherAnswer {
        let source = try source(for: query)
        guard try source.provider() == .caiyun else {
            throw MCPToolFailure(
                "not_supported", "Past weather comes from Caiyun only; OpenWeatherMap's history is not available here.")
        }
        let place = try await resolvedPlace(source)
        let units = try source.units()
        let language = try source.language()
        var endpoint = CYEndpoint(
            token: try caiyunToken(source),
            coordinate: CYCoordinate(latitude: place.latitude, longitude: place.longitude))
        endpoint.baseURL = try source.baseURL(for: .caiyun) ?? CYEndpoint.defaultBaseURL
        endpoint.language = language.request
        endpoint.measurementSystem = units.caiyun
        endpoint.hourlyLength = hours
        let hour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        endpoint.begin = Date(timeIntervalSince1970: hour - Double(hours) * 3600)
        let fetched = try await caiyunClient.fetch(endpoint, as: CYHourlyResult.self)
        var weather = CaiyunAdapter.weather(from: fetched.response, source: fetched.source, language: language.display)
            .converted(to: units.display)
        weather.location.name = place.label
        return WeatherAnswer(
            place: place, provider: .caiyun, units: units.display, language: language.display, weather: weather)
    }

    private func resolvedPlace(_ source: WeatherSource) async throws -> WeatherSource.Place {
        let place: WeatherSource.Place?
        do {
            place = try await source.resolvePlace()
        } catch let error as MCPToolFailure {
            throw error
        } catch let error as any APIClientError {
            throw error
        } catch {
            throw MCPToolFailure("unknown_place", MCPToolFailure(error, hiding: secrets).message)
        }
        guard let place else {
            throw MCPToolFailure(
                "no_place",
                "No place given: pass place (a name or \"lat,lon\"), or latitude and longitude, or save a default with `weather locations add NAME --lat … --lon … --default`."
            )
        }
        return place
    }

    private func caiyunToken(_ source: WeatherSource) throws -> String {
        guard let token = try source.token() else {
            throw MCPToolFailure(
                "missing_token",
                "No Caiyun API token: set CAIYUN_TOKEN in the server's environment or run `weather config --token-stdin`."
            )
        }
        return token
    }

    /// One provider per key, so every call with that key shares its clients and caches.
    private func openWeatherMapProvider(_ source: WeatherSource) throws -> OpenWeatherMapProvider {
        guard let key = try source.openWeatherMapKey() else {
            throw MCPToolFailure(
                "missing_token",
                "No OpenWeatherMap API key: set OPENWEATHERMAP_API_KEY in the server's environment or run `weather config --owm-key-stdin`."
            )
        }
        let configuration = try source.openWeatherMapConfiguration(key: key)
        return openWeatherMapProviders.withLock { providers in
            if let provider = providers[key] { return provider }
            let provider = OpenWeatherMapProvider(configuration: configuration, transport: transport)
            providers[key] = provider
            return provider
        }
    }
}

/// The weather one tool answers from, and what it is for.
struct WeatherAnswer: Sendable {
    var place: WeatherSource.Place
    var provider: ProviderOption
    var units: UnitPreference
    var language: DisplayLanguage
    var weather: Weather
}
