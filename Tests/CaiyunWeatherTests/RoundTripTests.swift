import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Encoding writes the API's own JSON back, losing nothing")
struct RoundTripTests {
    /// Decodes `name`, encodes it, and checks the re-encoding decodes equal and matches the original JSON.
    private func check<Result>(_ type: CYAPIResponse<Result>.Type, _ name: String) throws {
        let original = try Fixture.data(name)
        let decoded = try JSONDecoder().decode(CYAPIResponse<Result>.self, from: original)
        let encoded = try JSONEncoder().encode(decoded)
        let again = try JSONDecoder().decode(CYAPIResponse<Result>.self, from: encoded)
        #expect(again == decoded)
        let differences = try JSONTree.parse(original).differences(from: JSONTree.parse(encoded))
        #expect(differences.isEmpty, "\(name): \(differences.prefix(10))")
    }

    @Test("weather files", arguments: Fixture.weatherFiles)
    func weather(_ name: String) throws { try check(CYResponse.self, name) }

    @Test("realtime files", arguments: Fixture.realtimeFiles)
    func realtime(_ name: String) throws { try check(CYRealtimeResponse.self, name) }

    @Test("minutely files", arguments: Fixture.minutelyFiles)
    func minutely(_ name: String) throws { try check(CYMinutelyResponse.self, name) }

    @Test("hourly files", arguments: Fixture.hourlyFiles)
    func hourly(_ name: String) throws { try check(CYHourlyResponse.self, name) }

    @Test("daily files", arguments: Fixture.dailyFiles)
    func daily(_ name: String) throws { try check(CYDailyResponse.self, name) }

    @Test("responses decoded apart are equal and hash alike when their results are, and differ when they do not")
    func equalityLooksAtTheResult() throws {
        let body = try CYRequest.exampleData()
        let first = try CYResponse.decode(body)
        let second = try CYResponse.decode(body)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        var object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var result = try #require(object["result"] as? [String: Any])
        var realtime = try #require(result["realtime"] as? [String: Any])
        realtime["temperature"] = (realtime["temperature"] as? Double ?? 0) + 1
        result["realtime"] = realtime
        object["result"] = result
        let warmer = try CYResponse.decode(JSONSerialization.data(withJSONObject: object))
        #expect(warmer.result.realtime.temperature == first.result.realtime.temperature + 1)
        #expect(warmer != first)
    }

    @Test("a printed or dumped response shows its result's values, not the box that holds them")
    func printingShowsTheResult() throws {
        let response = try CYResponse.decode(CYRequest.exampleData())
        let children = Mirror(reflecting: response).children
        let labels = children.compactMap(\.label)
        #expect(labels.first == "responseStatus")
        // The stored box, which reflects as the result it holds.
        #expect(labels.last == "sharedResult")
        #expect(labels.count == 10)
        let boxed = try #require(children.first { $0.label == "sharedResult" }?.value)
        #expect(ObjectIdentifier(Mirror(reflecting: boxed).subjectType) == ObjectIdentifier(CYResult.self))
        #expect(
            Mirror(reflecting: boxed).children.map(\.label) == Mirror(reflecting: response.result).children.map(\.label)
        )
        let temperature = "temperature: \(response.result.realtime.temperature)"
        for printed in [String(describing: response), String(reflecting: response)] {
            #expect(printed.contains("sharedResult: CaiyunWeather.CYResult(alert: "))
            #expect(printed.contains("realtime: CaiyunWeather.CYRealtime("))
            #expect(printed.contains(temperature))
            #expect(!printed.contains("SharedValue"))
        }
        var dumped = ""
        dump(response, to: &dumped)
        #expect(dumped.contains("sharedResult: CaiyunWeather.CYResult"))
        #expect(dumped.contains("- temperature: \(response.result.realtime.temperature)"))
        #expect(dumped.contains("▿ realtime: CaiyunWeather.CYRealtime"))
        #expect(!dumped.contains("SharedValue"))
    }

    @Test("the JSON comparison notices a lost field and a changed value")
    func comparisonDetectsLoss() throws {
        let original = try JSONTree.parse(Data(#"{"a":1,"b":{"c":"x","d":[1,2.5]}}"#.utf8))
        let lost = try JSONTree.parse(Data(#"{"a":1.0,"b":{"d":[1,2.5]}}"#.utf8))
        let changed = try JSONTree.parse(Data(#"{"a":1,"b":{"c":"y","d":[1,2.5]}}"#.utf8))
        #expect(original.differences(from: lost) == ["$.b.c: lost"])
        #expect(original.differences(from: changed) == [#"$.b.c: "x" became "y""#])
    }
}
