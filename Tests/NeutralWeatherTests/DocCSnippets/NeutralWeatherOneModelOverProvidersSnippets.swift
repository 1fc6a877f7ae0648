import NeutralWeather

/// The Swift blocks of `NeutralWeather.docc/OneModelOverProviders.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum NeutralWeatherOneModelOverProvidersSnippets {
    static func block1() async throws {
        let token = "your-token"
        let service = WeatherService(provider: .caiyun(token: token))
        let weather = try await service.weather(for: .init(latitude: 39.9042, longitude: 116.4074), units: .metric)
        for hour in weather.hourlyForecast.prefix(6) {
            print(hour.date, hour.temperature.map { "\($0)" } ?? "–", hour.condition.glyph())
        }
    }

    static func block2(weather: Weather) {
        switch weather.alertAvailability {
        case .included: print(weather.alerts.isEmpty ? "No alerts in force" : "\(weather.alerts.count) alerts")
        case .notOffered: print("This provider issues no alerts")
        case .notRequested, .notProvided: print("Alerts unknown")
        }
        if let quality = weather.preferredAirQuality(language: .english) {
            print(quality.index, quality.category?.localizedName(in: .english) ?? "")
        }
    }
}
