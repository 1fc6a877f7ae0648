import NeutralWeather
import WeatherKitNames

/// The blocks of `NeutralWeather.docc/NeutralWeather.md` after it imports WeatherKitNames.
extension NeutralWeatherOverviewSnippets {
    static func block2() async throws {
        let service = NeutralWeather.WeatherService(provider: .caiyun(token: "your-token"))
        let place = WeatherLocation(latitude: 39.9, longitude: 116.4)
        let weather: NeutralWeather.Weather = try await service.weather(for: place)
        _ = weather
    }
}
