import NeutralWeather

/// The Swift blocks of `NeutralWeather.docc/NeutralWeather.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum NeutralWeatherOverviewSnippets {
    static func block1() async throws {
        let key = "your-openweathermap-key"
        let service = WeatherService(provider: .openWeatherMap(apiKey: key)) // or .caiyun(token: "your-token")
        let weather = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13))
        print(weather.current?.temperature ?? "–", weather.current?.condition.symbolName(isDaylight: true) ?? "")
    }
}
