import Foundation
import OpenWeatherMap
import TestSupport
import Testing

@Suite("Every OpenWeatherMap body decodes, keeps what it can, and re-encodes every leaf")
struct OWMSavedShapesTests {
    private func roundTrip<T: OWMResponse & Equatable>(_ type: T.Type, _ data: Data) throws -> T {
        let value = try T.decode(data)
        let encoded = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(T.self, from: encoded) == value)
        let differences = try JSONTree.parse(data).differences(from: JSONTree.parse(encoded))
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        return value
    }

    @Test("one minute without precipitation costs only that minute; the other values stay")
    func malformedMinute() throws {
        let original = try OWMOneCall.decode(
            FixtureFiles.data("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap"))
        #expect(original.skippedItems.isEmpty)
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json[path: "minutely", "3", "precipitation"] = nil
        }
        let damaged = try OWMOneCall.decode(data)
        #expect(damaged.skippedItems == [OWMSkippedItem(path: "minutely[3]", reason: "missing \"precipitation\"")])
        #expect(damaged.skippedItems.map(\.description) == ["minutely[3]: missing \"precipitation\""])
        #expect(damaged.minutely?.count == 59)
        #expect(
            damaged.minutely?.map(\.time)
                == original.minutely?.enumerated().filter { $0.offset != 3 }.map(\.element.time))
        #expect(damaged.hourly == original.hourly)
        #expect(damaged.daily == original.daily)
        #expect(damaged.alerts == original.alerts)
        #expect(damaged.current == original.current)
    }

    @Test("a malformed current block or alert is left out and named; a block of the wrong kind still fails")
    func malformedBlocks() throws {
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json[path: "current", "temp"] = "warm"
            json[path: "alerts", "0", "start"] = nil
        }
        let damaged = try OWMOneCall.decode(data)
        #expect(damaged.current == nil)
        #expect(damaged.alerts == [])
        #expect(
            damaged.skippedItems.map(\.description) == [
                "current: temp is not a number", "alerts[0]: missing \"start\"",
            ])
        #expect(damaged.hourly?.count == 48)
        let wrongKind = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap")
        { json in
            json.storage["hourly"] = "none"
        }
        #expect(throws: OWMError.self) { try OWMOneCall.decode(wrongKind) }
    }

    @Test("the One Call 4.0 alert: texts per language, an empty event, and the array written back as sent")
    func alertDetail() throws {
        let data = try FixtureFiles.data("onecall4_alert_synthetic_multilingual", provider: "openweathermap")
        let alert = try roundTrip(OWMAlertDetail.self, data)
        #expect(alert.event == "")
        #expect(alert.senderName == "NWS Phoenix (Southcentral and Southwest Arizona)")
        #expect(alert.texts.map(\.language) == ["en", "zh"])
        #expect(alert.text(in: "zh_cn")?.description.hasPrefix("预计空气质量") == true)
        #expect(alert.text(in: "fr")?.language == "en")
        #expect(alert.startDate == Date(timeIntervalSince1970: 1_704_045_600))
    }

    @Test("the alert as the documentation writes it: description as one string")
    func alertDetailPlainText() throws {
        let data = Data(
            #"{"id":"8B46C632","sender_name":"NWS Tulsa","event":"Heat Advisory","start":1597341600,"end":1597366800,"description":"Heat index values of 105 to 109 degrees expected."}"#
                .utf8)
        let alert = try roundTrip(OWMAlertDetail.self, data)
        #expect(
            alert.texts == [
                OWMAlertDetail.Text(language: nil, description: "Heat index values of 105 to 109 degrees expected.")
            ])
        #expect(alert.event == "Heat Advisory")
    }

    @Test("One Call 4.0 pages and alert ids, and the old forecast's city.sys.population, survive a round trip")
    func leavesKept() throws {
        let page = try FixtureFiles.modified("onecall4_current_rain_2026", provider: "openweathermap") { json in
            json.storage["next"] =
                "https://api.openweathermap.org/data/4.0/onecall/timeline/1h?lat=14.5995&lon=120.9842&start=1785672000"
            json[path: "data", "0", "alerts"] = ["urn:oid:2.49.0.1.608.0.1"]
        }
        let timeline = try roundTrip(OWMTimeline.self, page)
        #expect(timeline.nextPage?.hasSuffix("start=1785672000") == true)
        #expect(timeline.previousPage == nil)
        #expect(timeline.data[0].alertIDs == ["urn:oid:2.49.0.1.608.0.1"])

        let old = try FixtureFiles.modified("forecast5_london_standard", provider: "openweathermap") { json in
            json[path: "city", "sys"] = ["population": 0]
        }
        let forecast = try roundTrip(OWMForecast.self, old)
        #expect(forecast.city?.sys?.population == 0)
        #expect(forecast.city?.population == 1_000_000)
    }

    @Test("an air-pollution history with no samples keeps its place")
    func emptyHistory() throws {
        let data = Data(#"{"coord":{"lon":-0.1278,"lat":51.5074},"list":[]}"#.utf8)
        let air = try roundTrip(OWMAirPollution.self, data)
        #expect(air.list.isEmpty)
        #expect(air.coordinate == OWMCoordinate(latitude: 51.5074, longitude: -0.1278))
    }

    @Test("a postal-code lookup is one place")
    func postalCode() throws {
        let data = Data(#"{"zip":"E14","name":"London","lat":51.5128,"lon":-0.0638,"country":"GB"}"#.utf8)
        let place = try roundTrip(OWMZipPlace.self, data)
        #expect(place.zip == "E14")
        #expect(place.country == "GB")
    }
}
