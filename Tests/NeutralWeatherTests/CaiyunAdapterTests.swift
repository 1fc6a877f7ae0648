import CaiyunWeather
import Foundation
import NeutralWeather
import TestSupport
import Testing

@Suite("Caiyun responses become provider-neutral weather")
struct CaiyunAdapterTests {
    private func decode<Result>(_ type: CYAPIResponse<Result>.Type, _ name: String) throws -> CYAPIResponse<Result> {
        try CYAPIResponse<Result>.decode(FixtureFiles.data(name, provider: "caiyun"))
    }

    @Test("the imperial example: measurements in its units, converted on request")
    func example() throws {
        let response = try decode(
            CYResponse.self, "v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather")
        let weather = CaiyunAdapter.weather(from: response, source: .disk, language: .chineseSimplified)
        #expect(weather.metadata.attribution == .caiyun)
        #expect(weather.metadata.source == .disk)
        #expect(weather.metadata.date == Date(timeIntervalSince1970: 1_618_398_184))
        #expect(weather.location.latitude == 35.4904)
        #expect(weather.location.timeZone.identifier == "Asia/Shanghai")

        let current = try #require(weather.current)
        #expect(current.condition == .partlyCloudy)
        #expect(current.temperature == Measurement(value: 57.2, unit: UnitTemperature.fahrenheit))
        #expect(current.wind?.speed == Measurement(value: 6.03, unit: UnitSpeed.milesPerHour))
        #expect(current.wind?.direction == Measurement(value: 157, unit: UnitAngle.degrees))
        #expect(current.visibility == Measurement(value: 18.64, unit: UnitLength.miles))
        #expect(current.humidity == 0.21)
        #expect(
            current.airQualityIndices == [
                WeatherAirQuality(
                    index: 67, scale: .chinaHJ633, description: "satisfactory", descriptionLanguage: .english),
                WeatherAirQuality(index: 84, scale: .usEPA, description: "satisfactory", descriptionLanguage: .english),
            ])
        #expect(current.airQuality(on: .usEPA)?.category?.localizedName(in: .english) == "Moderate")
        #expect(current.airQuality(on: .usEPA)?.localizedDescription(in: .english) == "Moderate")
        #expect(current.airQuality(on: .chinaHJ633)?.localizedDescription(in: .chineseSimplified) == "良")
        #expect(current.summary == "Cloudy here but it's raining NW 57 mi away")

        let metric = weather.converted(to: .metric)
        #expect(abs(try #require(metric.current?.temperature).value - 14) < 1e-9)
        #expect(metric.current?.temperature?.unit == .celsius)
        #expect(abs((metric.current?.wind?.speed.value ?? 0) - 6.03 * 1.609_344) < 1e-3)

        #expect(weather.hourlyForecast.count == 48)
        #expect(weather.hourlyForecast[0].date == Date(timeIntervalSince1970: 1_618_398_000))
        #expect(weather.hourlyForecast[0].precipitationChance == nil)
        #expect(weather.dailyForecast.count == 5)
        #expect(weather.dailyForecast[0].highTemperature == Measurement(value: 62.6, unit: UnitTemperature.fahrenheit))
        #expect(weather.dailyForecast[0].sunrise == Date(timeIntervalSince1970: 1_618_329_600 + 5 * 3600 + 57 * 60))

        #expect(weather.alerts.map(\.event) == ["大风蓝色预警", "霜冻蓝色预警"])
        #expect(weather.alerts.allSatisfy { $0.severity == .minor })
        #expect(weather.alerts[0].issued == Date(timeIntervalSince1970: 1_618_391_756))
        #expect(weather.minuteForecast?.intensities.count == 120)
        #expect(weather.minuteForecast?.halfHourChances == [0, 0, 0, 0])
    }

    @Test("metric radar intensities become mm/h; v2.6 probabilities become chances")
    func metricAndV26() throws {
        let response = try decode(CYResponse.self, "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk")
        let weather = CaiyunAdapter.weather(from: response)
        #expect(weather.current?.precipitationIntensity?.unit == .millimetersPerHour)
        #expect(weather.current?.precipitationIntensity?.value == 0)
        #expect(weather.hourlyForecast[0].precipitationChance == 0)
        #expect(weather.hourlyForecast[0].apparentTemperature != nil)
        #expect(weather.dailyForecast[0].condition == .clear)
        #expect(weather.alerts.isEmpty)
        #expect(
            weather.minuteForecast?.intensities.allSatisfy { $0.unit == .millimetersPerHour && $0.value == 0 } == true)
    }

    @Test("single-file responses fill only their part")
    func singleFiles() throws {
        let realtime = CaiyunAdapter.weather(
            from: try decode(CYRealtimeResponse.self, "v2.6_realtime_zh_CN_metric_beijing_duxingxia081-weather_head"))
        #expect(realtime.current?.condition == .haze)
        #expect(realtime.hourlyForecast.isEmpty && realtime.dailyForecast.isEmpty && realtime.minuteForecast == nil)
        let hourly = CaiyunAdapter.weather(
            from: try decode(CYHourlyResponse.self, "v2.5_hourly_zh_CN_metric_taipei-raining_Fangtian89-weather"))
        #expect(hourly.current == nil)
        #expect(hourly.hourlyForecast.map(\.condition).contains(.heavyRain))
        #expect(
            hourly.hourlyForecast.first?.precipitationIntensity
                == Measurement(value: 0.4006, unit: UnitSpeed.millimetersPerHour))
        let daily = CaiyunAdapter.weather(
            from: try decode(CYDailyResponse.self, "v2.5_daily_zh_CN_metric_synthetic-3days"))
        #expect(daily.dailyForecast.count == 3)
        let minutely = CaiyunAdapter.weather(
            from: try decode(CYMinutelyResponse.self, "v2.6_minutely_zh_CN_metric_beijing_duxingxia081-weather_head"))
        #expect(minutely.minuteForecast?.summary == "最近的降雨带在西北70公里外呢")
    }

    @Test("every sky code maps to a shared condition; unknown stays unknown")
    func conditions() {
        for phenomenon in CYContent.Phenomenon.allCases {
            #expect(CaiyunAdapter.condition(phenomenon) != .unknown, "\(phenomenon)")
        }
        #expect(CaiyunAdapter.condition(.unknown("HAIL")) == .unknown)
        #expect(CaiyunAdapter.condition(.stormRain) == .heavyRain)
        #expect(CaiyunAdapter.severity(.red) == .extreme)
        #expect(CaiyunAdapter.severity(.white) == .minor)
    }

    @Test("conditions have day and night symbols and one-column glyphs")
    func symbols() {
        #expect(WeatherCondition.clear.symbolName(isDaylight: true) == "sun.max.fill")
        #expect(WeatherCondition.clear.symbolName(isDaylight: false) == "moon.stars.fill")
        #expect(WeatherCondition.partlyCloudy.symbolName(isDaylight: false) == "cloud.moon.fill")
        #expect(WeatherCondition.cloudy.symbolName(isDaylight: false) == "cloud.fill")
        #expect(WeatherCondition.allCases.allSatisfy { $0.glyph().unicodeScalars.count == 1 })
        #expect(WeatherCondition.rain.localizedName(in: .chineseSimplified) == "中雨")
    }
}
