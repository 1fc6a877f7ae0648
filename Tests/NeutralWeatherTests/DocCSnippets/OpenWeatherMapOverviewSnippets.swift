import OpenWeatherMap

/// The Swift blocks of `OpenWeatherMap.docc/OpenWeatherMap.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum OpenWeatherMapOverviewSnippets {
    static func block1() async throws {
        let key = "your-openweathermap-key"
        let client = OWMClient(apiKey: key) // metric, English, cached
        let london = try await client.currentWeather(for: .city("London", country: "GB"))
        print(london.main.temperature, london.conditions[0].code.symbolName(isDaylight: london.conditions[0].isDaytime))
    }
}
