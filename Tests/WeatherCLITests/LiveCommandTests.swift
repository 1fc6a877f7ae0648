import APICore
import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// Every data command with a token, against a loopback server standing in for the API.
@Suite("Commands with a token against a loopback server")
struct LiveCommandTests {
    static let token = "liveSecretToken77"

    /// The SDK's v2.6 response, `age` seconds old, echoing the request's language and units as the API does.
    static func response(
        age: TimeInterval = 0, to request: LoopbackServer.RecordedRequest? = nil
    ) -> LoopbackServer.Reply {
        let body = try? FixtureFiles.modified(
            "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
        ) {
            $0[path: "server_time"] = Int(Date().timeIntervalSince1970 - age)
            if let lang = request?.query["lang"] { $0[path: "lang"] = lang }
            if let unit = request?.query["unit"] { $0[path: "unit"] = unit }
        }
        return .json(body ?? Data())
    }

    private func sandbox(_ server: LoopbackServer) throws -> CLISandbox {
        try CLISandbox(variables: ["CAIYUN_TOKEN": Self.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString])
    }

    private func expectNoToken(_ results: [CLIResult]) {
        for result in results { #expect(!result.all.contains(Self.token)) }
    }

    @Test(
        "every view renders live data; the request asks for the right things",
        arguments: ["now", "forecast", "minutely", "alerts"])
    func views(_ command: String) async throws {
        try await LoopbackServer.run({ Self.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run(
                command, "--lat", "26.6832", "--lon", "101.8551", "--lang", "en", "--cache-dir",
                sandbox.cacheDirectory.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("Panzhihua, CN · Updated "))
            #expect(!result.output.contains("Example data"))
            let request = try #require(server.requests.first)
            #expect(request.path == "/v2.6/\(Self.token)/101.8551,26.6832/weather")
            #expect(
                request.query == [
                    "lang": "en_US", "unit": "metric", "hourlysteps": "48", "dailysteps": "7", "alert": "true",
                ])
            expectNoToken([result])
        }
    }

    @Test("a saved default location, the cache on the second run, and --no-cache")
    func cacheAndLocations() async throws {
        try await LoopbackServer.run({ Self.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            _ = await sandbox.run("locations", "add", "panzhihua", "--lat", "26.6832", "--lon", "101.8551", "--default")
            let cache = ["--cache-dir", sandbox.cacheDirectory.path]
            let first = await sandbox.run(["now"] + cache)
            #expect(first.exitCode == 0, "\(first.error)")
            #expect(first.output.hasPrefix("panzhihua · Updated "))
            #expect(!first.output.contains("from cache"))
            let second = await sandbox.run(["forecast"] + cache)
            #expect(second.output.contains("(from cache)"))
            #expect(server.requestCount == 1)
            let uncached = await sandbox.run(["now", "--no-cache"])
            #expect(uncached.exitCode == 0)
            #expect(server.requestCount == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path).count == 1)
        }
    }

    @Test("--json prints the live response with the API's keys")
    func liveJSON() async throws {
        try await LoopbackServer.run({ Self.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("now", "--lat", "26.6832", "--lon", "101.8551", "--json", "--no-cache")
            let printed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            #expect(printed?["api_version"] as? String == "v2.6")
            #expect((printed?["result"] as? [String: Any])?["hourly"] != nil)
        }
    }

    @Test("an invalid token exits 1 and says so, without printing it")
    func invalidToken() async throws {
        try await LoopbackServer.run({ _ in
            .json(#"{"status":"failed","error":"'token is invalid'","api_version":"v2.6"}"#, status: 401)
        }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("now", "--lat", "1", "--lon", "2", "--no-cache")
            #expect(result.exitCode == 1)
            #expect(
                result.error
                    == "Error: The API rejected the token: 'token is invalid' (HTTP 401). Check CAIYUN_TOKEN or the token saved with `weather config --token-stdin`."
            )
            #expect(result.output.isEmpty)
            expectNoToken([result])
        }
    }

    @Test("HTTP 500 exits 1; with a recent cached copy the stale data is shown with a warning")
    func serverError() async throws {
        let failing = Locked(false)
        try await LoopbackServer.run({
            failing.current ? .init(status: 500, body: Data("boom".utf8)) : Self.response(age: 600, to: $0)
        }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let place = ["--lat", "26.6832", "--lon", "101.8551", "--timeout", "60"]
            failing.current = true
            let failed = await sandbox.run(["now", "--no-cache"] + place)
            #expect(failed.exitCode == 1)
            #expect(failed.error == "Error: The server answered with HTTP 500: boom")
            failing.current = false
            _ = await sandbox.run(["now", "--cache-dir", sandbox.cacheDirectory.path] + place)
            failing.current = true
            let stale = await sandbox.run(["now", "--cache-dir", sandbox.cacheDirectory.path] + place)
            #expect(stale.exitCode == 0)
            #expect(stale.output.contains("⚠ stale: the API failed: The server answered with HTTP 500: boom"))
            // The header says how old the answer standing in is, instead of "from cache" (wrapped
            // to the terminal's width, so read as one text).
            let words = stale.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("the service did not answer)") && !words.contains("from cache"))
            #expect(words.range(of: #"\(as of \d\d:\d\d, the"#, options: .regularExpression) != nil)
            expectNoToken([failed, stale])
        }
    }

    @Test("a server slower than --timeout exits 1 with a timeout message")
    func timeout() async throws {
        try await LoopbackServer.run({ _ in Self.response().delayed(by: .seconds(60)) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            // The server answers after 60 s: a command that waited for it would print the weather
            // and exit 0, so the status and the message show that it gave up after 1 s.
            let result = await sandbox.run("now", "--lat", "1", "--lon", "2", "--timeout", "1", "--no-cache")
            #expect(result.exitCode == 1)
            #expect(result.error == "Error: The Caiyun API did not answer in time. No complete response within 1 s.")
            expectNoToken([result])
        }
    }

    @Test("a spinner runs on standard error while waiting, only when it is a terminal, and is wiped")
    func spinner() async throws {
        try await LoopbackServer.run({ Self.response(to: $0).delayed(by: .milliseconds(400)) }) { server in
            var sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let quiet = await sandbox.run("now", "--lat", "26.6832", "--lon", "101.8551", "--no-cache")
            #expect(quiet.error.isEmpty)
            sandbox.runner.isErrorTerminal = true
            let spinning = await sandbox.run("now", "--lat", "26.6832", "--lon", "101.8551", "--no-cache")
            #expect(spinning.exitCode == 0)
            #expect(spinning.error.contains("⠋ Fetching weather…"))
            #expect(spinning.error.hasSuffix("\r\u{1B}[2K"))
            #expect(!spinning.output.contains("Fetching"))
        }
    }

    @Test("an unwritable cache directory: the weather is shown, and standard error says why once")
    func unwritableCache() async throws {
        try await LoopbackServer.run({ Self.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let file = sandbox.folder.url.appendingPathComponent("cache-is-a-file")
            try Data("not a directory".utf8).write(to: file)
            let result = await sandbox.run("now", "--lat", "26.6832", "--lon", "101.8551", "--cache-dir", file.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("Panzhihua, CN · Updated "))
            let warnings = result.error.split(separator: "\n")
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("Warning: The cache directory \(file.path) cannot be written (") == true)
            #expect(warnings.first?.hasSuffix("), so every call reaches the API.") == true)
        }
    }

    @Test("a base URL that is not http(s) is refused")
    func badBaseURL() async throws {
        let sandbox = try CLISandbox(variables: ["CAIYUN_TOKEN": Self.token])
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("now", "--lat", "1", "--lon", "2", "--base-url", "ftp://example.com")
        #expect(result.exitCode == 1)
        #expect(result.error.contains("not an http or https URL"))
    }
}
