import APICore
import Foundation
import TestSupport
import Testing

@testable import CaiyunWeather

/// One entry of a series or one alert that does not decode costs only that entry: the rest keep
/// their own times and values, the response names what it left out, and both decode paths agree.
@Suite("A malformed list entry is left out of a Caiyun response and named")
struct SkippedItemTests {
    /// The v2.6 `weather` fixture with one bad entry in an hourly, a daily and an air-quality series.
    private func damagedWeather() throws -> Data {
        try Fixture.modified(Fixture.sdkWeather) { json in
            json[path: "result", "hourly", "temperature", "3", "value"] = "warm"
            json[path: "result", "hourly", "skycon", "2", "datetime"] = "soon"
            json[path: "result", "hourly", "wind", "5", "speed"] = nil
            json[path: "result", "hourly", "air_quality", "aqi", "2", "value"] = "good"
            json[path: "result", "daily", "skycon", "1", "date"] = nil
            json[path: "result", "daily", "temperature_08h_20h", "4", "max"] = NSNull()
            json[path: "result", "daily", "life_index", "comfort", "2", "desc"] = nil
        }
    }

    @Test("each list keeps its other entries with their own times and values, and names the bad one")
    func series() throws {
        let original = try CYResponse.decode(Fixture.data(Fixture.sdkWeather))
        #expect(original.skippedItems.isEmpty)
        let damaged = try CYResponse.decode(damagedWeather())
        #expect(
            damaged.skippedItems.map(\.description) == [
                "result.hourly.skycon[2]: datetime: \"soon\" is not a datetime like 2021-04-14T19:00+08:00",
                "result.hourly.temperature[3]: value is not a number",
                "result.hourly.wind[5]: missing \"speed\"",
                "result.hourly.air_quality.aqi[2]: value is not an object",
                "result.daily.skycon[1]: missing \"date\"",
                "result.daily.temperature_08h_20h[4]: max is null where a number belongs",
                "result.daily.life_index.comfort[2]: missing \"desc\"",
            ])
        #expect(
            damaged.skippedItems[0]
                == SkippedItem(
                    path: "result.hourly.skycon[2]",
                    reason: "datetime: \"soon\" is not a datetime like 2021-04-14T19:00+08:00"))
        #expect(damaged.result.hourly.skippedItems.first?.path == "skycon[2]")

        func without<T>(_ list: [T], _ index: Int) -> [T] {
            list.enumerated().filter { $0.offset != index }.map(\.element)
        }
        let hourly = damaged.result.hourly
        #expect(hourly.temperature.count == 47)
        #expect(hourly.temperature == without(original.result.hourly.temperature, 3))
        // 02:00 (17.0) is gone; 03:00 follows 01:00 with its own value.
        #expect(hourly.temperature[2].datetime.text == "2023-03-10T01:00+08:00")
        #expect(hourly.temperature[2].value == 17.4)
        #expect(hourly.temperature[3].datetime.text == "2023-03-10T03:00+08:00")
        #expect(hourly.temperature[3].value == 16.2)
        #expect(hourly.phenomenon == without(original.result.hourly.phenomenon, 2))
        #expect(hourly.phenomenon[2].datetime.text == "2023-03-10T02:00+08:00")
        #expect(hourly.phenomenon[2].value == .clearNight)
        #expect(hourly.wind == without(original.result.hourly.wind, 5))
        #expect(hourly.airQuality?.aqi == without(original.result.hourly.airQuality?.aqi ?? [], 2))
        #expect(hourly.humidity == original.result.hourly.humidity)
        let daily = damaged.result.daily
        #expect(daily.phenomenon.map(\.date.text) == without(original.result.daily.phenomenon, 1).map(\.date.text))
        #expect(daily.phenomenon.first?.value == .clearNight)
        #expect(daily.phenomenon[1].value == .cloudy)
        #expect(daily.temperatureDaytime == original.result.daily.temperatureDaytime.map { without($0, 4) })
        #expect(daily.temperature == original.result.daily.temperature)
        #expect(daily.lifeIndex.comfort == original.result.daily.lifeIndex.comfort.map { without($0, 2) })
        #expect(daily.lifeIndex.comfort?[2].date.text == "2023-03-12T00:00+08:00")
        #expect(daily.lifeIndex.ultraviolet == original.result.daily.lifeIndex.ultraviolet)
        #expect(damaged.result.realtime == original.result.realtime)
        // Not part of the value: re-encoding drops the record, and the value is otherwise the same.
        #expect(damaged.result.daily.astronomy == original.result.daily.astronomy)
    }

    @Test("an alert that does not decode is left out; the others stay")
    func alerts() throws {
        let data = try Fixture.modified(Fixture.syntheticWeather) { json in
            let alert = try #require(json[path: "result", "alert", "content", "0"] as? [String: Any])
            var second = alert
            second["alertId"] = "41900141600000_20211124092356"
            second["title"] = nil
            json[path: "result", "alert", "content"] = [second, alert]
        }
        let response = try CYResponse.decode(data)
        #expect(response.skippedItems.map(\.description) == ["result.alert.content[0]: missing \"title\""])
        #expect(response.result.alert?.content.map(\.title) == ["示例气象台发布大风蓝色预警[IV级/一般]"])
        #expect(response.result.alert?.skippedItems.map(\.path) == ["content[0]"])
    }

    @Test("the single-block files name their entries the same way")
    func singleBlockFiles() throws {
        let hourly = try CYHourlyResponse.decode(
            Fixture.modified(Fixture.v26Hourly) { $0[path: "result", "hourly", "precipitation", "0", "value"] = "wet" })
        #expect(hourly.skippedItems.map(\.description) == ["result.hourly.precipitation[0]: value is not a number"])
        #expect(hourly.result.hourly.precipitation.isEmpty)
        #expect(hourly.result.hourly.temperature.count == 1)
        let daily = try CYDailyResponse.decode(
            Fixture.modified(Fixture.v26Daily) { $0[path: "result", "daily", "astro", "0", "sunset"] = nil })
        #expect(daily.skippedItems.map(\.description) == ["result.daily.astro[0]: missing \"sunset\""])
        #expect(daily.result.daily.astronomy.isEmpty)
        #expect(daily.result.daily.temperature.count == 1)
    }

    @Test("the fast path, init(from:) and JSONDecoder give the same value and the same records")
    func pathsAgree() throws {
        let data = try damagedWeather()
        let fast = try CYResponseDecoder.decode(CYResponse.self, from: data)
        let throughDecoder = try FastJSONDecoder(readsDirectly: false).decode(CYResponse.self, from: data)
        let foundation = try JSONDecoder().decode(CYResponse.self, from: data)
        #expect(fast == foundation)
        #expect(throughDecoder == foundation)
        #expect(fast.skippedItems == foundation.skippedItems)
        #expect(throughDecoder.skippedItems == foundation.skippedItems)
        #expect(fast.skippedItems.count == 7)
        // On a well-formed body the fast path reads everything itself and leaves nothing out.
        let clean = try CYResponseDecoder.decode(CYResponse.self, from: Fixture.data(Fixture.sdkWeather))
        #expect(clean.skippedItems.isEmpty)
        #expect(clean.result.hourly.skippedItems.isEmpty)
    }

    @Test("a required part that is malformed still fails with the typed error")
    func requiredParts() throws {
        let bodies = [
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "hourly", "skycon"] = "CLEAR_DAY" },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "daily", "temperature"] = nil },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "alert", "content"] = ["x": 1] },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result"] = [1, 2] },
        ]
        for body in bodies {
            #expect(throws: CYError.self) { try CYResponse.decode(body) }
            do {
                _ = try CYResponse.decode(body)
            } catch let error as CYError {
                #expect(error.code == .unexpectedResponse)
            }
        }
    }
}
