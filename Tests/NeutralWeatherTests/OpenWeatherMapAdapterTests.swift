import Foundation
import NeutralWeather
import OpenWeatherMap
import TestSupport
import Testing

@Suite("OpenWeatherMap responses become provider-neutral weather")
struct OpenWeatherMapAdapterTests {
    private func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: FixtureFiles.data(name, provider: "openweathermap"))
    }

    @Test("current weather in kelvin becomes °C on request; rain per hour becomes a rate")
    func current() throws {
        let current = try decode(OWMCurrentWeather.self, "current_q_london_rain_standard")
        let weather = OpenWeatherMapAdapter.weather(current: current, forecast: nil, units: .standard)
        #expect(weather.location.name == "London")
        #expect(weather.location.timeZone.secondsFromGMT() == 3600)
        #expect(weather.metadata.attribution == .openWeatherMap)
        let now = try #require(weather.current)
        #expect(now.condition == .lightRain)
        #expect(now.temperature == Measurement(value: 282.57, unit: UnitTemperature.kelvin))
        #expect(now.humidity == 0.81)
        #expect(now.cloudCover == 1)
        #expect(now.pressure == Measurement(value: 1005, unit: UnitPressure.hectopascals))
        #expect(now.visibility == Measurement(value: 10_000, unit: UnitLength.meters))
        #expect(now.wind?.speed == Measurement(value: 5.7, unit: UnitSpeed.metersPerSecond))
        #expect(now.precipitationIntensity == Measurement(value: 0.51, unit: UnitSpeed.millimetersPerHour))
        let metric = try #require(weather.converted(to: .metric).current)
        #expect(abs(try #require(metric.temperature).value - 9.42) < 1e-9)
        #expect(abs((metric.wind?.speed.value ?? 0) - 5.7 * 3.6) < 1e-3)
        let noDirection = OpenWeatherMapAdapter.weather(
            current: try decode(OWMCurrentWeather.self, "current_q_newyork_state_country_no_wind_deg"), forecast: nil,
            units: .standard)
        #expect(noDirection.current?.wind?.direction == nil)
        #expect(noDirection.current?.condition == .cloudy)
    }

    @Test("the 5-day forecast: 40 hours in 3-hour steps, days built by local date")
    func forecast() throws {
        let forecast = try decode(OWMForecast.self, "forecast5_london_standard")
        let weather = OpenWeatherMapAdapter.weather(current: nil, forecast: forecast, units: .standard)
        #expect(weather.current == nil)
        #expect(weather.hourlyForecast.count == 40)
        #expect(weather.dailyForecast.count == 6)
        let first = weather.dailyForecast[0]
        let steps = forecast.list.filter { $0.timeText?.hasPrefix("2025-03-20") == true }
        #expect(first.highTemperature?.value == steps.compactMap(\.main.temperatureMax).max())
        #expect(first.lowTemperature?.value == steps.compactMap(\.main.temperatureMin).min())
        let rainy = weather.dailyForecast.map { $0.precipitationAmount?.value ?? 0 }.reduce(0, +)
        #expect(abs(rainy - forecast.list.compactMap(\.rain?.threeHours).reduce(0, +)) < 1e-9)
        #expect(weather.location.name == "London")
    }

    @Test("One Call: every block, with the alert")
    func oneCall() throws {
        let oneCall = try decode(OWMOneCall.self, "onecall25_phoenix_full_with_alerts_2023")
        let weather = OpenWeatherMapAdapter.weather(oneCall: oneCall, units: .standard)
        #expect(weather.location.timeZone.identifier == "America/Phoenix")
        #expect(weather.current?.condition == .clear)
        #expect(weather.current?.uvIndex == 0.4)
        #expect(weather.minuteForecast?.intensities.count == 60)
        #expect(weather.hourlyForecast.count == 48)
        #expect(weather.dailyForecast.count == 8)
        #expect(weather.dailyForecast[0].condition == .partlyCloudy)
        #expect(weather.dailyForecast[0].sunrise == Date(timeIntervalSince1970: 1_704_033_103))
        #expect(weather.alerts.count == 1)
        #expect(weather.alerts[0].event == "Air Quality Alert")
        #expect(weather.alerts[0].source == "NWS Phoenix (Central Arizona and California Desert)")
        #expect(weather.alerts[0].expires == Date(timeIntervalSince1970: 1_704_168_000))
    }

    @Test("timelines and air quality")
    func timelinesAndAir() throws {
        let timeline = OpenWeatherMapAdapter.weather(
            timeline: try decode(OWMTimeline.self, "onecall4_current_rain_2026"), units: .metric)
        #expect(timeline.current?.condition == .lightRain)
        #expect(timeline.current?.temperature == Measurement(value: 26.42, unit: UnitTemperature.celsius))
        let air = try decode(OWMAirPollution.self, "air_pollution_current_london_pyowm")
        #expect(OpenWeatherMapAdapter.airQuality(air.list[0]) == WeatherAirQuality(index: 1, scale: .openWeatherMap))
        #expect(OpenWeatherMapAdapter.airQuality(air.list[0]).category?.level == 1)
    }

    @Test("every code maps to a condition; clouds are clouds")
    func conditions() {
        for code in OWMConditionCode.allKnown {
            #expect(OpenWeatherMapAdapter.condition(code) != .unknown, "\(code.id)")
        }
        #expect(OpenWeatherMapAdapter.condition(OWMConditionCode(804)) == .cloudy)
        #expect(OpenWeatherMapAdapter.condition(OWMConditionCode(801)) == .mostlyClear)
        #expect(OpenWeatherMapAdapter.condition(OWMConditionCode(211)) == .thunderstorms)
        #expect(OpenWeatherMapAdapter.condition(OWMConditionCode(42)) == .unknown)
    }
}
