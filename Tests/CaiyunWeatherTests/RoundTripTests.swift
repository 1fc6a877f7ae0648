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

    @Test("the JSON comparison notices a lost field and a changed value")
    func comparisonDetectsLoss() throws {
        let original = try JSONTree.parse(Data(#"{"a":1,"b":{"c":"x","d":[1,2.5]}}"#.utf8))
        let lost = try JSONTree.parse(Data(#"{"a":1.0,"b":{"d":[1,2.5]}}"#.utf8))
        let changed = try JSONTree.parse(Data(#"{"a":1,"b":{"c":"y","d":[1,2.5]}}"#.utf8))
        #expect(original.differences(from: lost) == ["$.b.c: lost"])
        #expect(original.differences(from: changed) == [#"$.b.c: "x" became "y""#])
    }
}
