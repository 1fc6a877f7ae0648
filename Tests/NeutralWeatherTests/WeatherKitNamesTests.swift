import CaiyunWeather
import Foundation
import NeutralWeather
import Testing
import WeatherKitNames

/// An app imports WeatherKit and this package in one file: the names both declare are told apart
/// by their module, and every other name is used as is. That this file compiles is the point;
/// the assertions check the values are this package's.
@Suite("Beside WeatherKit's names, this package's types are reached by module")
struct WeatherKitNamesTests {
    @Test("the neutral model, its service and its condition are qualified by NeutralWeather")
    func qualified() throws {
        let example = try CYRequest.exampleResponse()
        let weather: NeutralWeather.Weather = CaiyunAdapter.weather(from: example, language: .english)
        let current: NeutralWeather.CurrentWeather = try #require(weather.current)
        let metadata: NeutralWeather.WeatherMetadata = weather.metadata
        let attribution: NeutralWeather.WeatherAttribution = metadata.attribution
        let hours: [NeutralWeather.HourWeather] = weather.hourlyForecast
        let days: [NeutralWeather.DayWeather] = weather.dailyForecast
        let condition: NeutralWeather.WeatherCondition = current.condition
        let service = NeutralWeather.WeatherService(provider: .caiyun(token: "unused"))

        #expect(attribution == .caiyun)
        #expect(service.provider.attribution == .caiyun)
        #expect(current.temperature?.value == example.result.realtime.temperature)
        #expect(hours.count == example.result.hourly.temperature.count)
        #expect(days.count == example.result.daily.temperature.count)
        #expect(NeutralWeather.WeatherCondition(rawValue: condition.rawValue) == condition)
        #expect(NeutralWeather.WeatherSeverity.allCases.last == .extreme)

        // Names only this package declares need no qualification beside WeatherKit's.
        let location: WeatherLocation = weather.location
        #expect(location.latitude == example.coordinate.latitude)
        let phase: MoonPhase = .full
        #expect(phase == WeatherKitNames.MoonPhase.full)
    }
}
