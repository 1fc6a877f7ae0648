import Foundation
import TestSupport
import Testing

/// The settings file's `alerts` and `alertsContact`, under the environment's variables.
@Suite("Official warnings in the settings file")
struct WarningSettingsFileTests {
    /// Writes `settings.json` into the sandbox's configuration folder, as a person would.
    func write(_ json: String, in sandbox: CLISandbox) throws {
        let folder = sandbox.folder.url.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("settings.json"))
    }

    func sandbox(_ server: LoopbackServer, _ extra: [String: String] = [:]) throws -> CLISandbox {
        var sandbox = try CLISandbox(
            variables: [
                "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
                "WEATHER_ALERTS_BASE_URL": server.baseURL.absoluteString, "NO_COLOR": "1",
            ].merging(extra) { $1 })
        sandbox.runner.now = { OfficialWarningsTests.recorded }
        return sandbox
    }

    func warningRequests(_ server: LoopbackServer) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.path == "/alerts/active" }
    }

    @Test("\"alertsContact\" goes to NWS in the User-Agent; WEATHER_ALERTS_CONTACT wins over it")
    func contact() async throws {
        try await LoopbackServer.run(OfficialWarningsTests.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            try write(#"{"alertsContact": "file@example.org"}"#, in: sandbox)
            let result = await sandbox.run("alerts", "Phoenix", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.contains("⚠ Excessive Heat Warning"))
            #expect(warningRequests(server).last?.headers["user-agent"]?.hasSuffix("(file@example.org)") == true)
            let overridden = try self.sandbox(server, ["WEATHER_ALERTS_CONTACT": "env@example.com"])
            defer { overridden.folder.cleanUp() }
            try write(#"{"alertsContact": "file@example.org"}"#, in: overridden)
            let second = await overridden.run("alerts", "Phoenix", "--cache-dir", overridden.cacheDirectory.path)
            #expect(second.exitCode == 0, "\(second.error)")
            #expect(warningRequests(server).count == 2)
            #expect(warningRequests(server).last?.headers["user-agent"]?.hasSuffix("(env@example.com)") == true)
        }
    }

    @Test("\"alerts\": false asks no warning service; WEATHER_ALERTS=on wins over it")
    func off() async throws {
        try await LoopbackServer.run(OfficialWarningsTests.reply) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            try write(#"{"alerts": false, "units": "imperial"}"#, in: sandbox)
            let quiet = await sandbox.run("alerts", "Phoenix", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(quiet.exitCode == 0, "\(quiet.error)")
            #expect(quiet.output.contains("Alerts are not available from this provider."), "\(quiet.output)")
            #expect(warningRequests(server).isEmpty)
            let on = try self.sandbox(server, ["WEATHER_ALERTS": "on"])
            defer { on.folder.cleanUp() }
            try write(#"{"alerts": false}"#, in: on)
            let loud = await on.run("alerts", "Phoenix", "--cache-dir", on.cacheDirectory.path)
            #expect(loud.output.contains("⚠ Excessive Heat Warning"), "\(loud.output)")
            #expect(warningRequests(server).count == 1)
        }
    }
}
