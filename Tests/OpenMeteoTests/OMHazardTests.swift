import APICore
import Foundation
import OpenMeteo
import TestSupport
import Testing

/// What real answers do that documentation does not promise, each decoded as a variant of a
/// recorded answer.
@Suite("Open-Meteo's decoder hazards")
struct OMHazardTests {
    private let penza = "forecast_current_hourly_daily_penza_idx38771518322"

    private func variant(_ name: String, _ change: (inout JSONObject) throws -> Void) throws -> Data {
        try FixtureFiles.modified(name, provider: OMFixtures.provider, change)
    }

    private func decodesAlike(_ data: Data) throws -> OMWeather {
        let fast = try OMWeather.decode(data)
        #expect(try FastJSONDecoder(readsDirectly: false).decode(OMWeather.self, from: data) == fast)
        let differences = try OMFixtures.differences(fast, from: data)
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        return fast
    }

    @Test("a null inside a column is nil, its neighbours keep their values")
    func nullsInsideArrays() throws {
        let data = try variant(penza) { json in
            var temperatures = try #require(json[path: "hourly", "temperature_2m"] as? [Any])
            temperatures[1] = NSNull()
            temperatures[2] = NSNull()
            json[path: "hourly", "temperature_2m"] = temperatures
        }
        let original = try OMWeather.decode(OMFixtures.data(penza))
        let weather = try decodesAlike(data)
        let values = try #require(weather.hourly?.values(.temperature2m))
        let before = try #require(original.hourly?.values(.temperature2m))
        #expect(values[1] == nil && values[2] == nil)
        #expect(values[0] == before[0] && values[3] == before[3])
        #expect(weather.hourly?.steps[1][.temperature2m] == nil)
        #expect(weather.hourly?.steps[1].weatherCode == original.hourly?.steps[1].weatherCode)
    }

    @Test("integers where floats are meant, and floats where integers are meant, read as numbers")
    func integersAndFloats() throws {
        let data = try variant(penza) { json in
            json[path: "elevation"] = 154
            json[path: "utc_offset_seconds"] = 10800.0
            json[path: "current", "interval"] = 900.0
            json[path: "current", "weather_code"] = 3.0
        }
        let weather = try OMWeather.decode(data)
        #expect(weather.elevation == 154)
        #expect(weather.utcOffsetSeconds == 10_800)
        #expect(weather.current?.interval == 900)
        #expect(weather.current?.weatherCode == .overcast)
    }

    @Test("variables without a name here, model suffixes and old spellings survive whole")
    func unknownVariables() throws {
        let data = try variant(penza) { json in
            json[path: "hourly", "temperature_2m_icon_seamless"] = json[path: "hourly", "temperature_2m"]
            json[path: "hourly", "weathercode"] = json[path: "hourly", "weather_code"]
            json[path: "hourly", "weather_code"] = nil
            var odd: [Any] = [1, "two", true, NSNull()]
            odd += Array(repeating: 0, count: 164)
            json[path: "hourly", "odd"] = odd
            json[path: "hourly_units", "temperature_2m_icon_seamless"] = "°C"
            json[path: "current", "note"] = "text"
            json.storage["models"] = ["icon_seamless"]
        }
        let weather = try decodesAlike(data)
        let hourly = try #require(weather.hourly)
        #expect(hourly.values("temperature_2m_icon_seamless") == hourly.values(.temperature2m))
        #expect(hourly.weatherCodes().first == .partlyCloudy)
        #expect(hourly.steps[0].weatherCode == .partlyCloudy)
        guard case .mixed(let odd)? = hourly["odd"] else {
            Issue.record("expected a mixed column")
            return
        }
        #expect(odd.prefix(4) == [.number(1), .string("two"), .bool(true), .null])
        #expect(weather.current?.values["note"] == .string("text"))
        #expect(weather.otherFields["models"] == .array([.string("icon_seamless")]))
        #expect(hourly.variables.contains("temperature_2m_icon_seamless"))
    }

    @Test("a column shorter than time is read up to its end; later steps are nil")
    func shortColumn() throws {
        let data = try variant(penza) { json in
            let temperatures = try #require(json[path: "hourly", "temperature_2m"] as? [Any])
            json[path: "hourly", "temperature_2m"] = Array(temperatures.prefix(5))
        }
        let weather = try decodesAlike(data)
        let values = try #require(weather.hourly?.values(.temperature2m))
        #expect(values.count == 168)
        #expect(values[4] != nil && values[5] == nil && values[167] == nil)
        #expect(weather.hourly?.steps[100][.temperature2m] == nil)
    }

    @Test("a block without time is left out and named; the other blocks stay")
    func blockWithoutTime() throws {
        let data = try variant(penza) { json in json[path: "daily", "time"] = nil }
        let weather = try OMWeather.decode(data)
        #expect(weather.daily == nil)
        #expect(weather.skippedItems.map(\.path) == ["daily"])
        #expect(weather.hourly?.count == 168)
        #expect(weather.current?[.temperature2m] == 3.5)
        let notAnObject = try variant(penza) { json in json[path: "hourly"] = [1, 2] }
        #expect(try OMWeather.decode(notAnObject).skippedItems.map(\.path) == ["hourly"])
    }

    @Test("a body without a position is not weather")
    func notWeather() throws {
        let data = try variant(penza) { json in json[path: "latitude"] = nil }
        #expect(throws: OMError.self) { try OMWeather.decode(data) }
        do {
            _ = try OMWeather.decode(OMFixtures.data("geocoding_search_berlin_tpisel-openmeteo"))
            Issue.record("a place list decoded as weather")
        } catch let error as OMError {
            #expect(error.code == .unexpectedResponse)
        }
    }

    @Test("unusable bodies: empty, HTML, cut off, the nan some bodies hold, an error at HTTP 200")
    func unusableBodies() throws {
        func code(_ text: String) -> OMError.Code? {
            do {
                _ = try OMWeather.decode(Data(text.utf8))
                return nil
            } catch {
                return (error as? OMError)?.code
            }
        }
        #expect(code("") == .emptyBody)
        #expect(code("<html><head><title>502 Bad Gateway</title></head></html>") == .htmlBody)
        let body = String(decoding: try OMFixtures.data(penza), as: UTF8.self)
        #expect(code(String(body.prefix(body.count / 2))) == .truncatedBody)
        #expect(code(#"[{"latitude":1,"longitude":2,"elevation":nan}]"#) == .invalidJSON)
        #expect(code(#"{"error":true,"reason":"Invalid timezone"}"#) == .invalidRequest)
        let places = Data(#"{"error":true,"reason":"Parameter count must be between 1 and 100."}"#.utf8)
        #expect(throws: OMError.self) { try OMPlaceList.decode(places) }
    }

    @Test("a geocoding answer without results is an empty list, and re-encodes without them")
    func emptySearch() throws {
        let data = Data(#"{"generationtime_ms":0.2}"#.utf8)
        let places = try OMPlaceList.decode(data)
        #expect(places.isEmpty)
        #expect(try OMFixtures.differences(places, from: data).isEmpty)
        let emptyResults = Data(#"{"results":[],"generationtime_ms":0.2}"#.utf8)
        #expect(try OMFixtures.differences(try OMPlaceList.decode(emptyResults), from: emptyResults).isEmpty)
    }

    @Test("a place without a position is left out of the results; the others stay")
    func malformedPlace() throws {
        let data = try variant("geocoding_search_paris_multi_tpisel-openmeteo") { json in
            json[path: "results", "0", "latitude"] = nil
        }
        let places = try OMPlaceList.decode(data)
        #expect(places.map(\.countryCode) == ["US"])
        #expect(places.skippedItems.map(\.path) == ["results[0]"])
    }
}
