import ArgumentParser
import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit

extension WeatherSource {
    /// Loads the weather: live with a token or key, the bundled Caiyun example without a Caiyun token.
    package func load() async throws -> LoadedWeather {
        let provider = try provider()
        _ = try units() // Caiyun's own unit systems with OpenWeatherMap: a usage error before any request.
        let place = try await resolvePlace()
        switch provider {
        case .caiyun:
            guard let token = try token() else {
                if let place {
                    throw CLIError(
                        "No Caiyun API token for \(place.label): set CAIYUN_TOKEN or run `weather config --token-stdin`."
                    )
                }
                return try example()
            }
            return try await live(
                place,
                provider: CaiyunProvider(
                    token: token, client: CYClient(configuration: caiyunConfiguration()),
                    baseURL: try baseURL(for: .caiyun) ?? CYEndpoint.defaultBaseURL, unitSystem: try units().caiyun))
        case .openweathermap:
            guard let key = try openWeatherMapKey() else {
                throw CLIError(
                    "No OpenWeatherMap API key: set OPENWEATHERMAP_API_KEY or run `weather config --owm-key-stdin`.")
            }
            return try await live(
                place, provider: OpenWeatherMapProvider(configuration: try openWeatherMapConfiguration(key: key)))
        }
    }

    private func live(_ place: Place?, provider: some WeatherProvider) async throws -> LoadedWeather {
        guard let place else {
            throw ValidationError(
                "No place given: use --lat and --lon, --city NAME, --location NAME, or save a default with `weather locations add NAME --lat … --lon … --default`."
            )
        }
        let options = WeatherRequestOptions(
            units: try units().display, language: try language().display, usesCache: !output.noCache)
        let location = WeatherLocation(
            latitude: place.latitude, longitude: place.longitude, name: place.name,
            isNameApproximate: place.isNameApproximate)
        defer { if output.noCache { try? FileManager.default.removeItem(at: throwawayCache) } }
        let report = try await Spinner.run("Fetching weather…", in: environment) {
            try await provider.report(for: location, options: options)
        }
        let problems = [place.cacheProblem, provider.diskCacheStatus.problem].compactMap { $0 }
        return LoadedWeather(
            weather: report.weather, placeLabel: place.label, isExample: false, responseJSON: report.responseJSON,
            cacheProblems: problems.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    private func example() throws -> LoadedWeather {
        let data = try CYRequest.exampleData()
        let display = try language().display
        var weather = CaiyunAdapter.weather(from: try CYRequest.exampleResponse(), language: display)
        weather.location.name = Self.examplePlace(display)
        return LoadedWeather(
            weather: weather, placeLabel: Self.examplePlace(display), isExample: true,
            responseJSON: { try ProviderJSON.encode(try CYResponse.decode(data)) })
    }
}
