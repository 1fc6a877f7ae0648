import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather show` on recorded bodies with one value changed to an impossible one: the view shows
/// "not available" in its place and the rest as usual, and standard error names the value. Never
/// a figure the body did not hold, nor one outside what the atmosphere allows.
@Suite("absurd values: true or silent")
struct AbsurdValueTests {
    /// Every status-line code, so the line shows every value it can.
    static let everyCode = "%l %c %C %t %f %w %h %p %P %u %a %m %r %T"

    private static func body(_ name: String, _ provider: String, _ change: (inout JSONObject) -> Void) throws -> Data {
        try FixtureFiles.modified(name, provider: provider, change)
    }

    private static func show(_ data: Data, _ arguments: [String] = [], in sandbox: CLISandbox) async throws -> CLIResult
    {
        let file = sandbox.folder.url.appendingPathComponent("body-\(UUID().uuidString).json")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return await sandbox.run(["show", file.path] + arguments)
    }

    /// The cases measured when the problem was found, each with the figure it printed then.
    static let measured: [(name: String, provider: String, path: [String], value: Double, printed: String)] = [
        (
            "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example", "caiyun",
            ["result", "realtime", "temperature"],
            1e308, "272974885715430223118336"
        ),
        (
            "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example", "caiyun",
            ["result", "realtime", "temperature"],
            -1e308, "3272974885715430223118336"
        ),
        (
            "forecast_current_15min_berlin_idx36170389411", "open-meteo", ["current", "temperature_2m"],
            9_223_372_036_854_775_808, "9223372036854775808"
        ),
        (
            "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example", "caiyun", ["result", "realtime", "humidity"],
            5.0, "500%"
        ),
        (
            "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example", "caiyun", ["result", "realtime", "humidity"],
            -0.3, "-30%"
        ),
        (
            "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example", "caiyun",
            ["result", "realtime", "wind", "speed"], -40, "-40 mph"
        ),
        (
            "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example", "caiyun",
            ["result", "realtime", "visibility"],
            -5, "-5 mi"
        ),
        (
            "v2.6_realtime_zh_CN_metric_beijing_duxingxia081-weather_head", "caiyun",
            ["result", "realtime", "air_quality", "aqi", "chn"], 99999, "99999"
        ),
    ]

    @Test("the measured cases: not available, the rest as usual, the value named on standard error")
    func measuredCases() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        for (name, provider, path, value, printed) in Self.measured {
            let original = try await Self.show(try FixtureFiles.data(name, provider: provider), in: sandbox)
            let changed = try Self.body(name, provider) { $0[path: path] = value }
            let result = try await Self.show(changed, in: sandbox)
            #expect(result.exitCode == 0, "\(path) = \(value): \(result.error)")
            #expect(!result.output.contains(printed), "\(path) = \(value):\n\(result.output)")
            #expect(result.output.contains("not available"), "\(path) = \(value):\n\(result.output)")
            #expect(
                result.error.contains("warning: left out an impossible value: current.")
                    && result.error.contains("is outside"), "\(path) = \(value): \(result.error)")
            #expect(AbsurdValues.impossibleFigures(in: result.output, original: original.output).isEmpty)
            // The rest as usual: every line of the view but the changed row is the original's.
            let kept = Set(original.output.split(separator: "\n"))
            #expect(result.output.split(separator: "\n").filter { !kept.contains($0) }.count == 1, "\(result.output)")
            let status = try await Self.show(changed, ["--format", Self.everyCode], in: sandbox)
            #expect(status.exitCode == 0 && !status.output.contains(printed), "\(status.output)")
        }
    }

    @Test("China's index set aside: the now view and the status line both say not available, never the US index")
    func airQualityBothViews() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let name = "v2.6_realtime_zh_CN_metric_beijing_duxingxia081-weather_head"
        let changed = try Self.body(name, "caiyun") {
            $0[path: "result", "realtime", "air_quality", "aqi", "chn"] = 99999
        }
        let view = try await Self.show(changed, ["--lang", "en"], in: sandbox)
        #expect(view.output.contains("China AQI   not available"), "\(view.output)")
        let line = try await Self.show(changed, ["--lang", "en", "--format", "%a"], in: sandbox)
        #expect(line.output == "–\n")
        let original = try await Self.show(
            try FixtureFiles.data(name, provider: "caiyun"), ["--lang", "en", "--format", "%a"], in: sandbox)
        #expect(original.output == "133\n")
    }

    /// The bodies `weather show` shows as weather or air quality: every provider's but errors and places.
    static func weatherBodies() throws -> [(name: String, provider: String)] {
        try ["caiyun", "openweathermap", "open-meteo"].flatMap { provider in
            try FixtureFiles.names(provider).filter { name in
                !name.hasPrefix("error") && !name.contains("geocoding") && !name.contains("_error_")
            }.map { ($0, provider) }
        }
    }

    @Test("every recorded body, its values changed one at a time: no impossible figure, ever")
    func everyBody() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        var generator = SeededGenerator(seed: 38)
        var changes = 0
        var setAside = 0
        for (name, provider) in try Self.weatherBodies() {
            let data = try FixtureFiles.data(name, provider: provider)
            let json = try JSONSerialization.jsonObject(with: data)
            let original = try await Self.show(data, in: sandbox)
            guard original.exitCode == 0 else { continue }
            #expect(AbsurdValues.impossibleFigures(in: original.output).isEmpty, "\(name): \(original.output)")
            // A seeded sample of the values of the conditions now, and of the rest (bounded, so
            // the suite stays quick under the thread sanitizer too).
            let paths = AbsurdValues.numberPaths(in: json)
            let now = paths.filter { $0.contains("realtime") || $0.contains("current") || $0.first == "main" }
                .shuffled(using: &generator).prefix(10)
            let others = paths.filter { path in !now.contains(path) }.shuffled(using: &generator).prefix(6)
            for path in now + others {
                let value = AbsurdValues.table.randomElement(using: &generator)!
                let changed = try JSONSerialization.data(
                    withJSONObject: AbsurdValues.replacing(path[...], in: json, with: value))
                let result = try await Self.show(changed, in: sandbox)
                changes += 1
                let where_ = "\(name) \(path.joined(separator: ".")) = \(value)"
                // A value that no longer decodes (an integer field) is a clear error, nothing printed.
                if result.exitCode != 0 {
                    #expect(
                        result.exitCode == 1 && result.output.isEmpty && result.error.hasPrefix("Error: "), "\(where_)")
                    continue
                }
                if result.error.contains("impossible value") { setAside += 1 }
                let impossible = AbsurdValues.impossibleFigures(in: result.output, original: original.output)
                #expect(impossible.isEmpty, "\(where_): \(impossible)\n\(result.output)")
                if now.contains(path) {
                    let status = try await Self.show(changed, ["--format", Self.everyCode], in: sandbox)
                    let figures = AbsurdValues.impossibleFigures(in: status.output, original: original.output)
                    #expect(figures.isEmpty, "\(where_): \(status.output)")
                }
            }
        }
        #expect(changes >= 300, "only \(changes) values changed")
        #expect(setAside >= changes / 4, "only \(setAside) of \(changes) changes were named on standard error")
    }
}
