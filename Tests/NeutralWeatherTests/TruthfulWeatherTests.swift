import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TestSupport
import Testing

@Suite("The neutral model says only what the response supports")
struct TruthfulWeatherTests {
    private func caiyun<Result>(_ type: CYAPIResponse<Result>.Type, _ name: String) throws -> CYAPIResponse<Result> {
        try CYAPIResponse<Result>.decode(FixtureFiles.data(name, provider: "caiyun"))
    }

    private func weather(_ realtime: String) throws -> Weather {
        CaiyunAdapter.weather(from: try caiyun(CYRealtimeResponse.self, realtime), language: .english)
    }

    @Test("both Caiyun indices reach the neutral model with their scales and the response's language")
    func indices() throws {
        let current = try #require(
            try weather("v2.5_realtime_zh_CN_metric_location-redacted_electricbubble-colorful-clouds-api").current)
        #expect(
            current.airQualityIndices == [
                WeatherAirQuality(
                    index: 83, scale: .chinaHJ633, description: "良", descriptionLanguage: .chineseSimplified),
                WeatherAirQuality(
                    index: 127, scale: .usEPA, description: "轻度污染", descriptionLanguage: .chineseSimplified),
            ])
        #expect(current.airQuality == current.airQualityIndices.first)
        #expect(current.airQuality(on: .openWeatherMap) == nil)
    }

    @Test("the response's description is preferred only where it names a category of the index's scale")
    func descriptions() {
        let china = WeatherAirQuality(
            index: 83, scale: .chinaHJ633, description: "良", descriptionLanguage: .chineseSimplified)
        #expect(china.localizedDescription(in: .chineseSimplified) == "良")
        #expect(china.localizedDescription(in: .english) == "Good")
        let boundary = WeatherAirQuality(
            index: 101, scale: .chinaHJ633, description: "良", descriptionLanguage: .chineseSimplified)
        #expect(boundary.localizedDescription(in: .chineseSimplified) == "良")
        let us = WeatherAirQuality(
            index: 127, scale: .usEPA, description: "轻度污染", descriptionLanguage: .chineseSimplified)
        #expect(us.localizedDescription(in: .chineseSimplified) == "对敏感人群不健康")
        let caiyunEnglish = WeatherAirQuality(
            index: 84, scale: .usEPA, description: "satisfactory", descriptionLanguage: .english)
        #expect(caiyunEnglish.localizedDescription(in: .english) == "Moderate")
        let unknownLanguage = WeatherAirQuality(index: 40, scale: .chinaHJ633, description: "良好")
        #expect(unknownLanguage.localizedDescription(in: .chineseSimplified) == "优")
    }

    @Test("no index where the response has none: New York, and Taipei's US index")
    func absentIndices() throws {
        let newYork = try weather("v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example")
        #expect(newYork.current?.airQualityIndices == [])
        #expect(newYork.preferredAirQuality(language: .english) == nil)
        #expect(newYork.location.isInMainlandChina == false)
        let taipei = try weather("v2.5_realtime_zh_CN_metric_taipei_synthetic-no-us-index")
        #expect(taipei.current?.airQualityIndices.map(\.scale) == [.chinaHJ633])
        #expect(taipei.preferredAirQuality(language: .english)?.scale == .chinaHJ633)
        #expect(taipei.preferredAirQuality(language: .english, scale: .usEPA) == nil)
        #expect(taipei.location.isInMainlandChina == false)
    }

    @Test("the index follows the reader: Chinese or a place in mainland China gets China's, others the US's")
    func preference() throws {
        var weather = try weather("v2.5_realtime_zh_CN_metric_location-redacted_electricbubble-colorful-clouds-api")
        #expect(weather.location.isInMainlandChina)
        #expect(weather.preferredAirQuality(language: .english)?.scale == .chinaHJ633)
        #expect(weather.preferredAirQuality(language: .english, scale: .usEPA)?.index == 127)
        weather.location.timeZone = try #require(TimeZone(identifier: "America/New_York"))
        #expect(weather.preferredAirQuality(language: .english)?.scale == .usEPA)
        #expect(weather.preferredAirQuality(language: .chineseSimplified)?.scale == .chinaHJ633)
        #expect(weather.preferredAirQuality(language: .chineseTraditional)?.scale == .chinaHJ633)
        #expect(weather.preferredAirQuality(language: .english, scale: .chinaHJ633)?.index == 83)
    }

    @Test("Caiyun alerts: a block says none are in force; no block says not requested or not provided")
    func caiyunAlerts() throws {
        let withBlock = CaiyunAdapter.weather(
            from: try caiyun(CYResponse.self, "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"))
        #expect(withBlock.alerts.isEmpty)
        #expect(withBlock.alertAvailability == .included)
        let noKey = try caiyun(
            CYResponse.self,
            "v2.5_weather_zh_CN_metric_no-alert-key_location-redacted_electricbubble-colorful-clouds-api")
        #expect(CaiyunAdapter.weather(from: noKey).alertAvailability == .notProvided)
        #expect(CaiyunAdapter.weather(from: noKey, alertsRequested: true).alertAvailability == .notProvided)
        #expect(CaiyunAdapter.weather(from: noKey, alertsRequested: false).alertAvailability == .notRequested)
        #expect(CaiyunAdapter.weather(from: noKey).minuteForecastAvailability == .included)
        let hourly = CaiyunAdapter.weather(
            from: try caiyun(CYHourlyResponse.self, "v2.6_hourly_zh_CN_metric_hourlysteps1_duxingxia081-weather_head"))
        #expect(hourly.minuteForecastAvailability == .notRequested)
        #expect(hourly.alertAvailability == .notProvided)
    }

    @Test("OpenWeatherMap: the free endpoints carry no alerts or minutes; One Call says what it was asked")
    func openWeatherMapAvailability() throws {
        let current = try JSONDecoder().decode(
            OWMCurrentWeather.self,
            from: FixtureFiles.data("current_q_london_rain_standard", provider: "openweathermap"))
        let free = OpenWeatherMapAdapter.weather(current: current, forecast: nil, units: .standard)
        #expect(free.alertAvailability == .notProvided)
        #expect(free.minuteForecastAvailability == .notProvided)
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json.storage["alerts"] = nil
            json.storage["minutely"] = nil
        }
        let oneCall = try OWMOneCall.decode(data)
        #expect(OpenWeatherMapAdapter.weather(oneCall: oneCall, units: .standard).alertAvailability == .notProvided)
        #expect(
            OpenWeatherMapAdapter.weather(oneCall: oneCall, units: .standard, requested: .all).alertAvailability
                == .included)
        let excluded = OpenWeatherMapAdapter.weather(
            oneCall: oneCall, units: .standard, requested: [.current, .hourly, .daily])
        #expect(excluded.alertAvailability == .notRequested)
        #expect(excluded.minuteForecastAvailability == .notRequested)
        #expect(
            OpenWeatherMapAdapter.weather(oneCall: oneCall, units: .standard, requested: .all)
                .minuteForecastAvailability == .notProvided)
    }

    @Test("One Call 3.0's daily summary reaches the day")
    func dailySummary() throws {
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json[path: "daily", "0", "summary"] = "Expect a day of partly cloudy with clear spells"
        }
        let weather = OpenWeatherMapAdapter.weather(oneCall: try OWMOneCall.decode(data), units: .standard)
        #expect(weather.dailyForecast.first?.summary == "Expect a day of partly cloudy with clear spells")
        #expect(weather.dailyForecast.dropFirst().allSatisfy { $0.summary == nil })
    }

    @Test("a value built without availability never claims that no alerts are in force")
    func defaults() {
        let location = WeatherLocation(latitude: 0, longitude: 0)
        let metadata = WeatherMetadata(attribution: .caiyun, date: Date(timeIntervalSince1970: 0))
        #expect(Weather(location: location, metadata: metadata).alertAvailability == .notProvided)
        let alert = WeatherAlert(id: "a", event: "Gale", title: "Gale", details: "", severity: .minor)
        #expect(Weather(location: location, alerts: [alert], metadata: metadata).alertAvailability == .included)
    }

    @Test("the library's languages follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG")
    func currentLanguage() {
        let expected = DisplayLanguage.preferred(
            environment: ProcessInfo.processInfo.environment, systemLanguages: Locale.preferredLanguages)
        #expect(DisplayLanguage.current == expected)
        #expect(WeatherRequestOptions().language == expected)
        #expect(CYContent.Phenomenon.cloudy.localized() == CYContent.Phenomenon.cloudy.localized(in: expected))
        #expect(
            DisplayLanguage.preferred(environment: ["LANG": "zh_CN.UTF-8"], systemLanguages: ["en-US"])
                == .chineseSimplified)
    }
}
