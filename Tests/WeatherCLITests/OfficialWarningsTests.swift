import Foundation
import TestSupport
import Testing

/// `weather alerts` with no key: the official warnings of the service covering the place.
@Suite("Official warnings in weather alerts, with no key")
struct OfficialWarningsTests {
    /// Open-Meteo's stand-in for the weather, the recorded NWS answer for Phoenix for alerts.
    static let reply: LoopbackServer.Handler = { request in
        if request.path == "/alerts/active" {
            let body = try? FixtureFiles.data(
                "nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts",
                provider: "alerts/nws")
            return .json(body ?? Data(), headers: ["Content-Type": "application/geo+json"])
        }
        return OpenMeteoStub.reply(to: request)
    }

    /// The afternoon the recording was made (2024-07-18, 13:00 in Phoenix): both alerts in force.
    static let recorded = Date(timeIntervalSince1970: 1_721_332_800)

    func sandbox(_ server: LoopbackServer) throws -> CLISandbox {
        var sandbox = try CLISandbox(variables: [
            "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
            "WEATHER_ALERTS_BASE_URL": server.baseURL.absoluteString, "WEATHER_ALERTS_CONTACT": "ops@example.com",
            "NO_COLOR": "1",
        ])
        sandbox.runner.now = { Self.recorded }
        return sandbox
    }

    @Test("Phoenix: the NWS heat warning and air quality alert, the contact in the User-Agent, the credit")
    func phoenix() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("alerts", "Phoenix", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.contains("⚠ Excessive Heat Warning"), "\(result.output)")
            #expect(result.output.contains("⚠ Air Quality Alert"))
            let heat = try #require(result.output.range(of: "Excessive Heat Warning"))
            let air = try #require(result.output.range(of: "Air Quality Alert"))
            #expect(heat.lowerBound < air.lowerBound) // Severe before Unknown
            #expect(result.output.contains("Data from the US National Weather Service (NOAA); public domain"))
            #expect(!result.output.contains("not available from this provider"))
            let asked = try #require(server.requests.first { $0.path == "/alerts/active" })
            #expect(asked.query["point"] == "33.4484,-112.074")
            #expect(asked.headers["user-agent"]?.hasSuffix("(ops@example.com)") == true)
        }
    }

    @Test("no service covers Nairobi: said so, naming the services read; a silent service is named")
    func coverage() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let nairobi = await sandbox.run("alerts", "Nairobi")
            #expect(nairobi.exitCode == 0, "\(nairobi.error)")
            #expect(
                nairobi.output.contains("No official warning service this tool reads covers Nairobi, KE"),
                "\(nairobi.output)")
            #expect(
                nairobi.output.contains("National Weather Service") && !nairobi.output.contains("No alerts in force"))
            // Oslo's service (MET Norway) is not answering at this server: no "none in force".
            let oslo = await sandbox.run("alerts", "Oslo")
            #expect(oslo.exitCode == 0, "\(oslo.error)")
            #expect(oslo.output.contains("MET Norway did not answer; warnings may be missing."), "\(oslo.output)")
            #expect(!oslo.output.contains("No alerts in force"))
            let off = try CLISandbox(variables: [
                "OPEN_METEO_BASE_URL": server.baseURL.absoluteString, "WEATHER_ALERTS": "off",
            ])
            defer { off.folder.cleanUp() }
            let before = server.requests.filter { $0.path.hasPrefix("/weatherapi") || $0.path.hasPrefix("/alerts") }
            let quiet = await off.run("alerts", "Phoenix")
            #expect(quiet.output.contains("Alerts are not available from this provider."))
            #expect(
                server.requests.filter { $0.path.hasPrefix("/weatherapi") || $0.path.hasPrefix("/alerts") }.count
                    == before.count)
        }
    }

    @Test("Dublin: MeteoAlarm's Ireland feed, 232 entries, shows its warnings each once, with MeteoAlarm's credit")
    func dublin() async throws {
        let feed = try FixtureFiles.data(
            file: "meteoalarm_atom_legacy_ireland_tabs_meteoalert-api.xml", provider: "alerts/meteoalarm")
        let reply: LoopbackServer.Handler = { request in
            request.path == "/feeds/meteoalarm-legacy-atom-ireland"
                ? LoopbackServer.Reply(headers: ["Content-Type": "application/atom+xml"], body: feed)
                : OpenMeteoStub.reply(to: request)
        }
        try await LoopbackServer.run(reply) { server in
            var sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            // The feed's own time, 2022-12-07T23:05:50Z.
            sandbox.runner.now = { Date(timeIntervalSince1970: 1_670_454_350) }
            let result = await sandbox.run("alerts", "Dublin")
            #expect(result.exitCode == 0, "\(result.error)")
            let events = result.output.split(separator: "\n").filter { $0.contains("⚠") }
            #expect(events.count == 2, "\(result.output)")
            // Two nights of frost, not one message twice: each with its own period.
            let periods = result.output.split(separator: "\n").filter { $0.contains("From 2022-12-0") }
            #expect(periods.count == 2 && Set(periods).count == 2, "\(result.output)")
            #expect(result.output.contains("Information provided by MeteoAlarm"))
            #expect(server.requests.filter { $0.path == "/feeds/meteoalarm-legacy-atom-ireland" }.count == 1)
        }
    }

    @Test("the Phoenix now view names the heat warning; --no-alerts asks no warning service")
    func nowView() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let now = await sandbox.run("Phoenix")
            #expect(now.exitCode == 0, "\(now.error)")
            let line = try #require(now.output.split(separator: "\n").first { $0.contains("⚠") })
            #expect(line.contains("Excessive Heat Warning") && line.contains("Air Quality Alert"), "\(now.output)")
            let asked = server.requests.filter { $0.path == "/alerts/active" }.count
            #expect(asked == 1)
            let quiet = await sandbox.run("Phoenix", "--no-alerts")
            #expect(quiet.exitCode == 0 && !quiet.output.contains("Excessive Heat Warning"))
            #expect(server.requests.filter { $0.path == "/alerts/active" }.count == asked)
        }
    }
}
