import CaiyunWeather
import Foundation
import TestSupport
import Testing

/// Variants of real responses with each documented decoder hazard (reference §17) applied.
@Suite("Decoding survives every documented hazard")
struct HazardTests {
    private func weather(_ change: (inout JSONObject) throws -> Void) throws -> CYResponse {
        try JSONDecoder().decode(CYResponse.self, from: Fixture.modified(Fixture.sdkWeather, change))
    }

    private func roundTrips(_ response: CYResponse) throws -> Bool {
        try JSONDecoder().decode(CYResponse.self, from: JSONEncoder().encode(response)) == response
    }

    @Test("an integer where a float is usual, and a float where an integer is usual")
    func intOrFloat() throws {
        let response = try weather { json in
            json[path: "result", "realtime", "temperature"] = 18
            json[path: "result", "realtime", "life_index", "comfort", "index"] = 4.0
            json[path: "result", "hourly", "precipitation", "0", "probability"] = 12.0
            json[path: "result", "alert", "adcodes", "0", "adcode"] = 510000.0
            json[path: "server_time"] = 1_678_374_973.0
        }
        #expect(response.result.realtime.temperature == 18)
        #expect(response.result.realtime.lifeIndex.comfort?.index == 4)
        #expect(response.result.hourly.precipitation[0].probability == 12)
        #expect(response.serverTime.time == Date(timeIntervalSince1970: 1_678_374_973))
        #expect(try roundTrips(response))
    }

    @Test("a fractional probability is rounded, not rejected")
    func fractionalProbability() throws {
        let response = try weather { $0[path: "result", "hourly", "precipitation", "1", "probability"] = 12.6 }
        #expect(response.result.hourly.precipitation[1].probability == 13)
    }

    @Test("life-index values as a number in daily data and as a string in realtime data")
    func indexNumberOrString() throws {
        let response = try weather { json in
            json[path: "result", "realtime", "life_index", "ultraviolet", "index"] = "3"
            json[path: "result", "daily", "life_index", "comfort", "0", "index"] = 5
            json[path: "result", "daily", "life_index", "dressing", "0", "index"] = ""
        }
        let ultraviolet = try #require(response.result.realtime.lifeIndex.ultraviolet)
        #expect(ultraviolet.index == 3)
        #expect(ultraviolet.rawIndex == .text("3"))
        #expect(response.result.daily.lifeIndex.comfort?[0].value.index == 5)
        #expect(response.result.daily.lifeIndex.dressing?[0].value.index == nil)
        #expect(response.result.daily.lifeIndex.dressing?[0].value.rawIndex == .text(""))
        #expect(try roundTrips(response))
    }

    @Test("absent minutely, alert, nearest, air quality and v2.6 blocks")
    func absentBlocks() throws {
        let response = try weather { json in
            json[path: "result", "minutely"] = nil
            json[path: "result", "alert"] = nil
            json[path: "result", "forecast_keypoint"] = nil
            json[path: "result", "realtime", "precipitation", "nearest"] = nil
            json[path: "result", "realtime", "air_quality"] = nil
            json[path: "result", "hourly", "apparent_temperature"] = nil
            json[path: "result", "hourly", "air_quality"] = nil
            json[path: "result", "daily", "temperature_08h_20h"] = nil
            json[path: "result", "daily", "precipitation_20h_32h"] = nil
            json[path: "result", "daily", "wind_08h_20h"] = nil
            json[path: "result", "daily", "skycon_08h_20h"] = nil
        }
        #expect(response.result.minutely == nil)
        #expect(response.result.alert == nil)
        #expect(response.result.keypoint == nil)
        #expect(response.result.realtime.precipitation.nearest == nil)
        #expect(response.result.realtime.airQuality == nil)
        #expect(response.result.hourly.apparentTemperature == nil)
        #expect(response.result.hourly.airQuality == nil)
        #expect(response.result.daily.temperatureDaytime == nil)
        #expect(response.result.daily.precipitationNighttime == nil)
        #expect(response.result.daily.phenomenonDaytime == nil)
        #expect(response.result.daily.temperatureNighttime?.count == 5)
        #expect(try roundTrips(response))
    }

    @Test("null in place of optional blocks")
    func nulls() throws {
        let response = try weather { json in
            json[path: "result", "minutely"] = NSNull()
            json[path: "result", "realtime", "precipitation", "nearest"] = NSNull()
            json[path: "result", "realtime", "air_quality", "pm25"] = NSNull()
            json[path: "result", "alert", "adcodes"] = NSNull()
        }
        #expect(response.result.minutely == nil)
        #expect(response.result.realtime.precipitation.nearest == nil)
        #expect(response.result.realtime.airQuality?.pm25 == nil)
        #expect(response.result.realtime.airQuality?.pm10 != nil)
        #expect(response.result.alert?.adcodes == nil)
    }

    @Test("placeholders stay as sent and read as absent through the helpers")
    func placeholders() throws {
        let data = try Fixture.modified(Fixture.syntheticWeather) { json in
            json[path: "result", "alert", "content", "0", "regionId"] = ""
            json[path: "result", "alert", "content", "0", "county"] = "None"
            json[path: "result", "realtime", "air_quality", "description", "chn"] = "missing"
        }
        let response = try JSONDecoder().decode(CYResponse.self, from: data)
        let alert = try #require(response.result.alert?.content.first)
        #expect(alert.regionId == "")
        #expect(alert.knownRegionId == nil)
        #expect(alert.county == "None")
        #expect(alert.knownCounty == nil)
        #expect(response.result.realtime.airQuality?.description?.chn == "missing")
    }

    @Test("datetimes with and without seconds, a negative offset and UTC")
    func datetimes() throws {
        let response = try weather { json in
            json[path: "tzshift"] = -14_400
            json[path: "result", "hourly", "temperature", "0", "datetime"] = "2023-03-09T11:00-04:00"
            json[path: "result", "hourly", "temperature", "1", "datetime"] = "2023-03-09T12:00:30-04:00"
            json[path: "result", "hourly", "temperature", "2", "datetime"] = "2023-03-09T16:00Z"
        }
        #expect(response.serverTimeZone.secondsFromGMT == -14_400)
        #expect(response.serverTimeZone.value.secondsFromGMT() == -14_400)
        let times = response.result.hourly.temperature.prefix(3).map(\.datetime)
        #expect(times[0].time == Date(timeIntervalSince1970: 1_678_374_000))
        #expect(times[0].utcOffset == -14_400)
        #expect(times[1].time == Date(timeIntervalSince1970: 1_678_377_630))
        #expect(times[1].text == "2023-03-09T12:00:30-04:00")
        #expect(times[2].time == Date(timeIntervalSince1970: 1_678_377_600))
        #expect(times[2].text == "2023-03-09T16:00+00:00")
        #expect(try roundTrips(response))
    }

    @Test("a malformed datetime costs only its entry, and the record quotes it")
    func malformedDatetime() throws {
        let data = try Fixture.modified(Fixture.sdkWeather) {
            $0[path: "result", "hourly", "temperature", "0", "datetime"] = "2023-02-30T11:00+08:00"
        }
        let response = try CYRequest().decode(data)
        #expect(response.result.hourly.temperature.count == 47)
        let skipped = try #require(response.skippedItems.first)
        #expect(skipped.path == "result.hourly.temperature[0]")
        #expect(skipped.reason.contains("2023-02-30T11:00+08:00"))
    }

    @Test("unknown sky conditions and alert codes are kept, not rejected")
    func unknownCodes() throws {
        let data = try Fixture.modified(Fixture.syntheticWeather) { json in
            json[path: "result", "realtime", "skycon"] = "THUNDER_SHOWER"
            json[path: "result", "alert", "content", "0", "code"] = "1905"
        }
        let response = try JSONDecoder().decode(CYResponse.self, from: data)
        #expect(response.result.realtime.phenomenon == .unknown("THUNDER_SHOWER"))
        #expect(response.result.realtime.phenomenon.isKnown == false)
        let code = try #require(response.result.alert?.content.first?.code)
        #expect(code.type == .unknown("19"))
        #expect(code.level == .unknown("05"))
        let encoded = String(decoding: try JSONEncoder().encode(response), as: UTF8.self)
        #expect(encoded.contains(#""skycon":"THUNDER_SHOWER""#))
        #expect(encoded.contains(#""code":"1905""#))
    }

    @Test("v2.6 alert types 17 and 18 and the white level")
    func v26AlertCodes() throws {
        for (text, type, level) in [
            (
                "1700", CYAlert.AlertContent.AlertCode.AlertType.springDustTrend,
                CYAlert.AlertContent.AlertCode.AlertLevel.white
            ), ("1804", .dust, .red),
        ] {
            let code = CYAlert.AlertContent.AlertCode(rawValue: text)
            #expect(code.type == type)
            #expect(code.level == level)
            #expect(code.type.rawValue + code.level.rawValue == text)
        }
    }

    @Test("arrays shorter than the requested steps")
    func shortArrays() throws {
        let response = try JSONDecoder().decode(CYDailyResponse.self, from: Fixture.data(Fixture.syntheticDaily))
        #expect(response.result.daily.temperature.count == 3)
    }

    @Test("escaped slashes and unicode escapes")
    func escapes() throws {
        let data = try Fixture.data(Fixture.exampleWeather)
        #expect(String(decoding: data, as: UTF8.self).contains(#"Asia\/Shanghai"#))
        let escaped = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"Jincheng\"", with: "\"Jinch\\u0065ng\"")
        let response = try JSONDecoder().decode(CYResponse.self, from: Data(escaped.utf8))
        #expect(response.timezone == "Asia/Shanghai")
        #expect(response.result.alert?.content.first?.city == "Jincheng")
    }
}
