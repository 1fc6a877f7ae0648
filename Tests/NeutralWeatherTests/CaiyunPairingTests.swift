import CaiyunWeather
import Foundation
import NeutralWeather
import TestSupport
import Testing

/// Caiyun sends each hourly and daily quantity as its own series of `{datetime, value}` entries;
/// when one entry is left out, the others must still meet on the right hour or day.
@Suite("Caiyun series are matched by time, so a left-out entry moves nothing")
struct CaiyunPairingTests {
    private let name = "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"

    @Test("an hour without sky condition has none; the next hours keep their own conditions and humidity")
    func hours() throws {
        let original = CaiyunAdapter.weather(
            from: try CYResponse.decode(FixtureFiles.data(name, provider: "caiyun")))
        let data = try FixtureFiles.modified(name, provider: "caiyun") { json in
            json[path: "result", "hourly", "skycon", "2", "value"] = 7
            json[path: "result", "hourly", "humidity", "4", "datetime"] = nil
            json[path: "result", "hourly", "temperature", "6", "value"] = NSNull()
        }
        let response = try CYResponse.decode(data)
        #expect(
            response.skippedItems.map(\.path) == [
                "result.hourly.skycon[2]", "result.hourly.temperature[6]", "result.hourly.humidity[4]",
            ])
        let weather = CaiyunAdapter.weather(from: response)
        let before = original.hourlyForecast
        let after = weather.hourlyForecast
        // The hour whose temperature was left out is gone; every other hour is the same moment.
        #expect(after.count == before.count - 1)
        #expect(after.map(\.date) == before.enumerated().filter { $0.offset != 6 }.map(\.element.date))
        #expect(after[2].date == before[2].date)
        #expect(after[2].condition == .unknown)
        #expect(after[3].condition == before[3].condition)
        #expect(after[3].condition == .clear)
        #expect(after[4].humidity == nil)
        #expect(after[5].humidity == before[5].humidity)
        #expect(after[6].date == before[7].date)
        #expect(after[6].temperature == before[7].temperature)
        #expect(after[6].humidity == before[7].humidity)
        #expect(after[6].condition == before[7].condition)
    }

    @Test("a day without sky condition has none; the other days keep their own")
    func days() throws {
        let original = CaiyunAdapter.weather(
            from: try CYResponse.decode(FixtureFiles.data(name, provider: "caiyun")))
        let data = try FixtureFiles.modified(name, provider: "caiyun") { json in
            json[path: "result", "daily", "skycon", "0", "date"] = "today"
            json[path: "result", "daily", "astro", "1", "sunrise"] = nil
        }
        let weather = CaiyunAdapter.weather(from: try CYResponse.decode(data))
        #expect(weather.dailyForecast.map(\.date) == original.dailyForecast.map(\.date))
        #expect(weather.dailyForecast[0].condition == .unknown)
        #expect(weather.dailyForecast[1].condition == original.dailyForecast[1].condition)
        #expect(weather.dailyForecast[1].sunrise == nil)
        #expect(weather.dailyForecast[2].sunrise == original.dailyForecast[2].sunrise)
        #expect(weather.dailyForecast[2].sunrise != nil)
    }
}
