import Foundation
import TestSupport
import Testing

/// `weather --json` and `weather alerts --json`: the provider's response as it came, and under
/// `weather_cli` the alerts with the official warnings joined and who was asked.
@Suite("Official warnings in --json")
struct WarningsJSONTests {
    /// `weather_cli` of the printed JSON; `forecast`, Open-Meteo's own answer, is beside it when
    /// the view asked Open-Meteo for one (Open-Meteo has no alerts to ask for).
    func metadata(_ output: String, forecast: Bool = true) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect((object["forecast"] != nil) == forecast, "\(object.keys.sorted())")
        return try #require(object["weather_cli"] as? [String: Any])
    }

    @Test("Phoenix: the heat warning and the air quality alert, NWS read and complete, its credit")
    func phoenix() async throws {
        try await LoopbackServer.run(OfficialWarningsTests.reply) { server in
            let sandbox = try OfficialWarningsTests().sandbox(server)
            defer { sandbox.folder.cleanUp() }
            for arguments in [["Phoenix", "--json"], ["alerts", "Phoenix", "--json"]] {
                let result = await sandbox.run(arguments + ["--cache-dir", sandbox.cacheDirectory.path])
                #expect(result.exitCode == 0, "\(result.error)")
                let cli = try metadata(result.output, forecast: arguments.first != "alerts")
                #expect((cli["place"] as? [String: Any])?["name"] as? String == "Phoenix, US")
                let alerts = try #require(cli["alerts"] as? [[String: Any]])
                #expect(
                    alerts.compactMap { $0["event"] as? String } == ["Excessive Heat Warning", "Air Quality Alert"])
                #expect(alerts.first?["severity"] as? String == "severe")
                // The heat warning ends at 20:00 on 20 July in Phoenix, written with the offset of
                // the weather's time zone.
                let expires = try #require(alerts.first?["expires"] as? String)
                #expect(ISO8601DateFormatter().date(from: expires) == Date(timeIntervalSince1970: 1_721_530_800))
                #expect(alerts.first?["source"] as? String == "NWS Phoenix AZ")
                #expect(cli["alert_availability"] as? String == "notOffered")
                let coverage = try #require(cli["official_warnings"] as? [String: Any])
                #expect(coverage["covered"] as? Bool == true && coverage["complete"] as? Bool == true)
                #expect(coverage["services_read"] as? [String] == ["National Weather Service"])
                #expect(coverage["services_not_answering"] as? [String] == [])
                #expect(
                    coverage["attributions"] as? [String]
                        == ["Data from the US National Weather Service (NOAA); public domain"])
            }
        }
    }

    @Test("Oslo: MET Norway not answering is said, not complete; --no-alerts leaves the keys out")
    func notAnswering() async throws {
        try await LoopbackServer.run(OfficialWarningsTests.reply) { server in
            let sandbox = try OfficialWarningsTests().sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let oslo = try metadata(
                await sandbox.run("Oslo", "--json", "--cache-dir", sandbox.cacheDirectory.path).output)
            #expect((oslo["alerts"] as? [Any])?.isEmpty == true)
            let coverage = try #require(oslo["official_warnings"] as? [String: Any])
            #expect(coverage["complete"] as? Bool == false)
            #expect(coverage["services_not_answering"] as? [String] == ["MET Norway"])
            let asked = server.requests.count
            let quiet = try metadata(
                await sandbox.run("Phoenix", "--json", "--no-alerts", "--cache-dir", sandbox.cacheDirectory.path).output
            )
            #expect(quiet["alerts"] == nil && quiet["official_warnings"] == nil && quiet["place"] != nil)
            #expect(!server.requests.dropFirst(asked).contains { $0.path == "/alerts/active" })
        }
    }
}
