import Foundation
import OpenWeatherMap

/// The Clima app's weather manager: asks OpenWeatherMap for the current weather of a city or a
/// coordinate and hands a ``WeatherModel`` (or the error) to its ``delegate``.
///
/// ```swift
/// var weatherManager = WeatherManager()          // the key from OPENWEATHERMAP_API_KEY
/// weatherManager.delegate = self
/// weatherManager.fetchWeather(cityName: "London")
/// weatherManager.fetchWeather(lat: 51.5, lon: -0.13)
/// ```
///
/// It is a thin layer over `OWMClient` (current weather, metric units, cached for 10 minutes):
/// no key is written in the code, and failures are reported rather than dropped. Each fetch
/// runs in a task of its own and answers the delegate on the main actor; a command-line program
/// keeps the main queue running (`dispatchMain()` or `RunLoop.main.run()`) until it has its
/// answer.
@MainActor
public struct WeatherManager {
    /// Who is told about each answer; nothing is told while it is `nil`.
    public var delegate: (any WeatherManagerDelegate)?
    /// The OpenWeatherMap client the fetches go through.
    public let client: OWMClient

    /// Creates a manager for `apiKey`, or, when it is `nil`, for the key in the environment
    /// variable `OPENWEATHERMAP_API_KEY`. Without either, every fetch reports
    /// `OWMError.Code.missingAPIKey` to the delegate.
    public init(apiKey: String? = nil) {
        let key = apiKey ?? ProcessInfo.processInfo.environment["OPENWEATHERMAP_API_KEY"] ?? ""
        self.init(client: OWMClient(apiKey: key))
    }

    /// Creates a manager over `client`, with its key, units, language, base URL and cache.
    public init(client: OWMClient) {
        self.client = client
    }

    /// Fetches the current weather of the city called `cityName`, sent as OpenWeatherMap's `q`
    /// exactly as the app sent it: `"London"`, or with a country code, `"London,GB"`.
    public func fetchWeather(cityName: String) {
        perform(.currentWeather(for: .city(cityName)))
    }

    /// Fetches the current weather at a coordinate, in degrees (`CLLocationDegrees` on Apple
    /// platforms, which is a `Double`).
    public func fetchWeather(latitude: Double, longitude: Double) {
        perform(.currentWeather(for: .coordinate(latitude: latitude, longitude: longitude)))
    }

    /// Fetches the current weather at a coordinate, in degrees: ``fetchWeather(latitude:longitude:)``
    /// with the short labels the Clima app's documentation uses.
    ///
    /// ```swift
    /// let lat = location.coordinate.latitude
    /// let lon = location.coordinate.longitude
    /// weatherManager.fetchWeather(lat: lat, lon: lon)
    /// ```
    public func fetchWeather(lat: Double, lon: Double) {
        fetchWeather(latitude: lat, longitude: lon)
    }

    private func perform(_ request: OWMRequest<OWMCurrentWeather>) {
        Task { @MainActor in
            do {
                let weather = try await client.fetch(request).response
                delegate?.didUpdateWeather(self, weather: try WeatherModel(weather))
            } catch {
                delegate?.didFailWithError(self, error: error)
            }
        }
    }
}

extension WeatherModel {
    /// The model of an OpenWeatherMap current-weather answer: its first condition, its place's
    /// name and its temperature.
    ///
    /// - Throws: `OWMError` (`unexpected_response`) when the answer names no condition: the
    ///   model would otherwise claim one the API did not send.
    init(_ weather: OWMCurrentWeather) throws(OWMError) {
        guard let condition = weather.conditions.first else {
            throw OWMError(.unexpectedResponse, "The current weather answer names no weather condition.")
        }
        self.init(conditionId: condition.id, cityName: weather.name ?? "", temperature: weather.main.temperature)
    }
}
