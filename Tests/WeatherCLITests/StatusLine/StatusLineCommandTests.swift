import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather --format` end to end: the example, both providers, the cache, colour and errors.
@Suite("weather --format")
struct StatusLineCommandTests {
    /// Every code, separated by bars.
    static let everyCode = "%l|%c|%C|%t|%f|%w|%h|%p|%P|%u|%a|%m|%r|%T|%%"

    @Test("the bundled example without a token, on the default command, in --lang and --units")
    func example() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("--format", "3")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output == "Jincheng, Shanxi: ◑ 14°C\n")
        #expect(result.error.isEmpty)
        let chinese = await sandbox.run("now", "--format", "%l %C %t %w %a", "--lang", "zh", "--units", "imperial")
        #expect(chinese.output == "山西晋城 多云 57°F ↖6 mph 67\n")
    }

    @Test("an unknown code is a usage error that lists the valid codes; --json and --format exclude each other")
    func usageErrors() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let unknown = await sandbox.run("--format", "%t %q")
        #expect(unknown.exitCode == 64)
        #expect(unknown.output.isEmpty)
        #expect(unknown.error.contains("Unknown code %q in the format \"%t %q\". Valid codes: %l (place)"))
        #expect(unknown.error.contains("%T (time of the data), %% (a percent sign)"))
        let both = await sandbox.run("now", "--format", "1", "--json")
        #expect(both.exitCode == 64)
        #expect(both.error.contains("Give --format or --json, not both."))
    }

    @Test("no colour on a terminal by default; --color always colours")
    func colour() async throws {
        var sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        sandbox.runner.isTerminal = true
        let plain = await sandbox.run("--format", "3")
        #expect(plain.output == "Jincheng, Shanxi: ◑ 14°C\n")
        let coloured = await sandbox.run("--format", "3", "--color", "always")
        #expect(coloured.output.contains("\u{1B}["))
        #expect(
            coloured.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                == plain.output)
    }

    @Test("a live Caiyun answer is cached: the second line comes from the disk cache")
    func cache() async throws {
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0) }) { server in
            let sandbox = try CLISandbox(variables: [
                "CAIYUN_TOKEN": LiveCommandTests.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let arguments = [
                "26.6832,101.8551", "--format", "%l: %c %t %f %h %a %P|%r", "--lang", "en", "--cache-dir",
                sandbox.cacheDirectory.path,
            ]
            let first = await sandbox.run(arguments)
            #expect(first.exitCode == 0, "\(first.error)")
            #expect(first.output == "Panzhihua, CN: ☾ 18°C 17°C 39% 73 830 hPa|未来两小时不会有雨。还在加班么？注意休息哦\n")
            let second = await sandbox.run(arguments)
            #expect(second.output == first.output)
            #expect(server.requestCount == 1)
        }
    }

    @Test("hostile text in a response stays on one line with its control characters escaped")
    func hostileResponse() async throws {
        let body = try FixtureFiles.modified(
            "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
        ) {
            $0[path: "server_time"] = Int(Date().timeIntervalSince1970)
            $0[path: "result", "minutely", "description"] = "Rain\n\nin 5 min\u{1B}[2J\r\u{7}"
        }
        try await LoopbackServer.run({ _ in .json(body) }) { server in
            let sandbox = try CLISandbox(variables: [
                "CAIYUN_TOKEN": LiveCommandTests.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("26.6832,101.8551", "--format", "%r|%t", "--no-cache", "--color", "always")
            #expect(result.exitCode == 0, "\(result.error)")
            let plain = result.output.replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(plain == #"Rain in 5 min\u{1B}[2J \u{7}|18°C"# + "\n")
        }
    }

    @Test("OpenWeatherMap's free endpoints fill every code they carry")
    func openWeatherMap() async throws {
        // The recorded answer is in kelvin; the tool asks for metric, so serve it as the API would.
        let current = try FixtureFiles.modified("current_q_london_rain_standard", provider: "openweathermap") {
            $0[path: "main", "temp"] = 9.42
            $0[path: "main", "feels_like"] = 4.58
        }
        let reply: @Sendable (LoopbackServer.RecordedRequest) -> LoopbackServer.Reply = { request in
            request.path == "/data/2.5/weather" ? .json(current) : OpenWeatherMapCommandTests.server(request)
        }
        try await LoopbackServer.run(reply) { server in
            let sandbox = try CLISandbox(variables: [
                "OPENWEATHERMAP_API_KEY": OpenWeatherMapCommandTests.key,
                "OPENWEATHERMAP_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            // London: 282.57 K (9.42 °C), feels 277.73 K (4.58 °C), light rain 0.51 mm in the last hour, wind 5.7 m/s
            // from 70°, humidity 81, 1005 hPa, no UV, no AQI; dt 2020-04-28 03:26 UTC (+01:00).
            let result = await sandbox.run(
                "--provider", "openweathermap", "--lat", "51.5", "--lon", "-0.13", "--no-cache", "--format",
                Self.everyCode)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(
                result.output
                    == "City of Westminster, GB|☂|Light rain|9°C|5°C|←21 km/h|81%|0.5 mm/h|1005 hPa|–|–|🌒|–|04:26|%\n")
            #expect(!result.all.contains(OpenWeatherMapCommandTests.key))
        }
    }

    @Test("weather help now explains --format in lines a terminal need not wrap")
    func help() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("now", "--help")
        #expect(result.exitCode == 0)
        #expect(
            result.output.contains(#"Named formats: 1 = "%c %t", 2 = "%c %t %w", 3 = "%l: %c %t", 4 = "%l: %c %t %w""#))
        #expect(result.output.contains("Status bars and prompts: docs/StatusLine.md"))
        for line in StatusOptions.discussion.split(separator: "\n") { #expect(TextWidth.of(line) < 80) }
    }

    @Test("show --format reads a saved response")
    func show() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(
            FixtureFiles.url("v2.6_realtime_zh_CN_metric_beijing_duxingxia081-weather_head", provider: "caiyun")
        ).path
        let result = await sandbox.run("show", path, "--format", "%c %t %h|%r", "--lang", "en")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.hasSuffix("|–\n"))
        #expect(!result.output.dropLast().contains("\n"))
    }
}
