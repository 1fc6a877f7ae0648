import Foundation
import TestSupport
import Testing

/// `weather --format %W`: the highest warning level in force, true or silent.
@Suite("weather --format %W")
struct WarningLevelCodeTests {
    /// Phoenix's NWS answer from the recording; New York's empty one; Open-Meteo for the weather;
    /// nothing for MET Norway (not answering).
    static let reply: LoopbackServer.Handler = { request in
        if request.path == "/alerts/active" {
            let name =
                request.query["point"] == "33.4484,-112.074"
                ? "nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts"
                : "nws_alerts_active_point_new_york_empty_features_accessiweather"
            let body = try? FixtureFiles.data(name, provider: "alerts/nws")
            return .json(body ?? Data(), headers: ["Content-Type": "application/geo+json"])
        }
        return OpenMeteoStub.reply(to: request)
    }

    func sandbox(_ server: LoopbackServer, alerts: String? = nil) throws -> CLISandbox {
        var variables = [
            "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
            "WEATHER_ALERTS_BASE_URL": server.baseURL.absoluteString, "NO_COLOR": "1",
        ]
        variables["WEATHER_ALERTS"] = alerts
        var sandbox = try CLISandbox(variables: variables)
        sandbox.runner.now = { OfficialWarningsTests.recorded }
        return sandbox
    }

    @Test("Phoenix: Severe, from the NWS heat warning (the air quality alert is Unknown); in Chinese too")
    func phoenix() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("Phoenix", "--format", "%l: %W", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output == "Phoenix, US: Severe\n")
            let chinese = await sandbox.run(
                "Phoenix", "--format", "%W", "--lang", "zh", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(chinese.output == "严重\n")
            // The second run reads the warnings from the cache (NWS allows 30 seconds).
            #expect(server.requests.filter { $0.path == "/alerts/active" }.count == 1)
        }
    }

    @Test("New York: the NWS answered with no alert, so none")
    func noneInForce() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("New York", "--format", "%W|%t", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("none|"), "\(result.output)")
        }
    }

    @Test("not known is never none: no service covers Nairobi, MET Norway does not answer for Oslo, warnings off")
    func notKnown() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let nairobi = await sandbox.run("Nairobi", "--format", "%W", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(nairobi.exitCode == 0, "\(nairobi.error)")
            #expect(nairobi.output == "–\n")
            let oslo = await sandbox.run("Oslo", "--format", "%W", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(oslo.exitCode == 0, "\(oslo.error)")
            #expect(oslo.output == "–\n")
            let asked = server.requests.filter { $0.path == "/alerts/active" }.count
            let quiet = await sandbox.run(
                "Phoenix", "--format", "%W", "--no-alerts", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(quiet.output == "–\n")
            let off = try self.sandbox(server, alerts: "off")
            defer { off.folder.cleanUp() }
            let offResult = await off.run("Phoenix", "--format", "%W", "--cache-dir", off.cacheDirectory.path)
            #expect(offResult.output == "–\n")
            #expect(server.requests.filter { $0.path == "/alerts/active" }.count == asked)
            // A format without %W asks no warning service.
            _ = await sandbox.run("Phoenix", "--format", "3", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(server.requests.filter { $0.path == "/alerts/active" }.count == asked)
        }
    }

    @Test("a provider's own alerts: the example's blue gale alert is Minor; Caiyun's empty list is none; no list is –")
    func providerAlerts() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let example = await sandbox.run("--format", "%l %W")
        #expect(example.output == "Jincheng, Shanxi Minor\n")
        let cases = [
            ("v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", "none\n"),
            ("v2.5_weather_zh_CN_metric_no-alert-key_location-redacted_electricbubble-colorful-clouds-api", "–\n"),
            ("v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather", "Minor\n"),
        ]
        for (name, line) in cases {
            let path = try #require(FixtureFiles.url(name, provider: "caiyun")).path
            let result = await sandbox.run("show", path, "--format", "%W")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output == line, "\(name)")
        }
    }
}
