import Foundation
import OpenWeatherMap
import TestSupport
import Testing

/// Every OpenWeatherMap list keeps its good items: the forecast's steps, the air samples,
/// geocoding's places and a timeline's moments. What is left out is named with its path and
/// reason; a list that is not a list still fails with `OWMError`.
@Suite("One malformed item of any OpenWeatherMap list costs only that item")
struct OWMListLeniencyTests {
    private let provider = "openweathermap"

    @Test("a forecast step without main values is left out; the other 39 keep their times and temperatures")
    func forecast() throws {
        let original = try OWMForecast.decode(FixtureFiles.data("forecast5_london_standard", provider: provider))
        #expect(original.skippedItems.isEmpty)
        let data = try FixtureFiles.modified("forecast5_london_standard", provider: provider) {
            $0[path: "list", "1", "main"] = nil
        }
        let damaged = try OWMForecast.decode(data)
        #expect(damaged.skippedItems == [OWMSkippedItem(path: "list[1]", reason: "missing \"main\"")])
        #expect(damaged.list.count == 39)
        #expect(damaged.list.prefix(2).map(\.time) == [1_742_504_400, 1_742_526_000])
        #expect(damaged.list.prefix(2).map(\.main.temperature) == [288.02, 283.95])
        #expect(damaged.list == original.list.enumerated().filter { $0.offset != 1 }.map(\.element))
        #expect(damaged.city == original.city)
        let notAList = try FixtureFiles.modified("forecast5_london_standard", provider: provider) {
            $0[path: "list"] = ["dt": 1]
        }
        #expect(throws: OWMError.self) { try OWMForecast.decode(notAList) }
    }

    @Test("an air sample without an index is left out; the good one keeps its values")
    func airPollution() throws {
        let data = try FixtureFiles.modified("air_pollution_current_london_pyowm", provider: provider) { json in
            let sample = try #require(json[path: "list", "0"] as? [String: Any])
            var bad = sample
            bad["main"] = ["aqi": "good"]
            var later = sample
            later["dt"] = 1_611_601_200
            json[path: "list"] = [bad, later]
        }
        let air = try OWMAirPollution.decode(data)
        #expect(air.skippedItems.map(\.description) == ["list[0]: main.aqi is not a number"])
        #expect(air.list.map(\.time) == [1_611_601_200])
        #expect(air.list.first?.main.aqi == 1)
        #expect(air.list.first?.components.pm2_5 == 3.15)
        let noPlace = try FixtureFiles.modified("air_pollution_current_london_pyowm", provider: provider) {
            $0[path: "coord"] = nil
        }
        #expect(throws: OWMError.self) { try OWMAirPollution.decode(noPlace) }
    }

    @Test("a place without a country is left out of geocoding results; the others stay in order")
    func geocoding() throws {
        let fixture = try FixtureFiles.data("geocoding_direct_london_gb", provider: provider)
        let london = try #require((try JSONSerialization.jsonObject(with: fixture) as? [[String: Any]])?.first)
        var broken = london
        broken["country"] = nil
        var ontario = london
        ontario["country"] = "CA"
        ontario["state"] = "Ontario"
        let data = try JSONSerialization.data(withJSONObject: [london, broken, ontario])
        let places = try OWMPlaceList.decode(data)
        #expect(places.skippedItems.map(\.description) == ["[1]: missing \"country\""])
        #expect(places.map(\.country) == ["GB", "CA"])
        #expect(places.first?.name == "London")
        #expect(places.last?.state == "Ontario")
        #expect(try OWMPlaceList.decode(fixture).skippedItems.isEmpty)
        #expect(throws: OWMError.self) { try OWMPlaceList.decode(Data(#"{"name":"London"}"#.utf8)) }
    }

    @Test("an alert text without its words is left out; the other languages stay")
    func alertTexts() throws {
        let data = try FixtureFiles.modified("onecall4_alert_synthetic_multilingual", provider: provider) { json in
            let texts = try #require(json[path: "description"] as? [Any])
            json[path: "description"] = [["language": "fr"]] + texts
        }
        let original = try OWMAlertDetail.decode(
            FixtureFiles.data("onecall4_alert_synthetic_multilingual", provider: provider))
        let alert = try OWMAlertDetail.decode(data)
        #expect(alert.skippedItems.map(\.description) == ["description[0]: missing \"description\""])
        #expect(alert.texts == original.texts)
        #expect(alert.texts.map(\.language) == ["en", "zh"])
        #expect(original.skippedItems.isEmpty)
    }

    @Test("a timeline moment without a temperature is left out; the next keeps its own time")
    func timeline() throws {
        let data = try FixtureFiles.modified("onecall3_timemachine", provider: provider) { json in
            let moment = try #require(json[path: "data", "0"] as? [String: Any])
            var bad = moment
            bad["temp"] = nil
            var next = moment
            next["dt"] = (moment["dt"] as? Int ?? 0) + 3600
            json[path: "data"] = [moment, bad, next]
        }
        let original = try OWMTimeline.decode(FixtureFiles.data("onecall3_timemachine", provider: provider))
        let timeline = try OWMTimeline.decode(data)
        #expect(timeline.skippedItems.map(\.description) == ["data[1]: missing \"temp\""])
        #expect(timeline.data.map(\.time) == [original.data[0].time, original.data[0].time + 3600])
        #expect(timeline.data.map(\.temperature) == [original.data[0].temperature, original.data[0].temperature])
        let notAList = try FixtureFiles.modified("onecall4_current_rain_2026", provider: provider) {
            $0[path: "data"] = "none"
        }
        #expect(throws: OWMError.self) { try OWMTimeline.decode(notAList) }
    }
}
