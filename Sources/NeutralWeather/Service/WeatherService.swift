import Foundation
import WeatherVocabulary

/// One way to get the weather, whichever provider serves it.
///
/// ```swift
/// let service = WeatherService(provider: .openWeatherMap(apiKey: key))
/// let weather = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13))
/// print(weather.current?.temperature ?? "–", weather.metadata.attribution.name)
/// ```
///
/// Quantities come in the caller's units, else the preference saved in ``preferences``, else metric.
public struct WeatherService: Sendable {
    /// The provider.
    public let provider: any WeatherProvider
    /// Where the unit preference and saved locations live, if anywhere.
    public let preferences: WeatherPreferences?

    /// Creates a service over `provider`.
    public init(provider: some WeatherProvider, preferences: WeatherPreferences? = nil) {
        self.provider = provider
        self.preferences = preferences
    }

    /// The weather for `location`.
    ///
    /// - Throws: ``WeatherError``.
    public func weather(
        for location: WeatherLocation, including parts: WeatherDataSet = .all, units: UnitPreference? = nil,
        language: DisplayLanguage = .current
    ) async throws -> Weather {
        try await report(for: location, including: parts, units: units, language: language).weather
    }

    /// The weather for `location` with the provider's raw responses.
    ///
    /// - Throws: ``WeatherError``.
    public func report(
        for location: WeatherLocation, including parts: WeatherDataSet = .all, units: UnitPreference? = nil,
        language: DisplayLanguage = .current, usesCache: Bool = true
    ) async throws -> WeatherReport {
        do {
            let units = try units ?? preferences?.unitPreference() ?? .metric
            let options = WeatherRequestOptions(
                including: parts, units: units, language: language, usesCache: usesCache)
            return try await provider.report(for: location, options: options).keeping(parts)
        } catch let error as WeatherError {
            throw error
        } catch {
            throw WeatherError(error, provider: provider.attribution.name)
        }
    }

    /// The weather for the saved location called `name`.
    ///
    /// - Throws: ``WeatherError``; ``WeatherError/Code/invalidRequest`` when no location has that name.
    public func weather(
        forSavedLocation name: String, including parts: WeatherDataSet = .all, language: DisplayLanguage = .current
    ) async throws -> Weather {
        let found: SavedLocation?
        do {
            found = try preferences?.location(named: name)
        } catch {
            throw WeatherError(error, provider: provider.attribution.name)
        }
        guard let saved = found else {
            throw WeatherError(
                code: .invalidRequest, message: "No saved location is called \"\(name)\".",
                provider: provider.attribution.name)
        }
        var weather = try await weather(
            for: WeatherLocation(latitude: saved.latitude, longitude: saved.longitude, name: saved.name),
            including: parts, language: language)
        weather.location.name = saved.name
        return weather
    }
}

extension WeatherError {
    init(code: Code, message: String, provider: String) {
        self.code = code
        self.message = message
        self.provider = provider
        retryAfter = nil
        underlyingError = nil
    }
}
