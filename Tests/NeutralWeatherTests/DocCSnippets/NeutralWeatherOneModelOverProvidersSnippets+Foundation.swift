import Foundation
import NeutralWeather

/// The blocks of `NeutralWeather.docc/OneModelOverProviders.md` after it imports Foundation.
extension NeutralWeatherOneModelOverProvidersSnippets {
    static func block3() async throws {
        let key = "your-openweathermap-key"
        let settingsFolder = URL(fileURLWithPath: "settings", isDirectory: true)
        let preferences = WeatherPreferences(storage: FileStorage(directory: settingsFolder))
        let service = WeatherService(provider: .openWeatherMap(apiKey: key), preferences: preferences)
        let home = try await service.weather(forSavedLocation: "home")
        _ = home
    }
}
