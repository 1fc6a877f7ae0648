import Foundation
import NeutralWeather
import TerminalKit
import TestSupport
import Testing
import WeatherVocabulary

@testable import WeatherCLI
@testable import WeatherText

/// Every view at 40, 80 and 120 columns: no line wider than the terminal, and no word, number
/// with its unit, or run of narrow characters broken across lines.
@Suite("Views fit the terminal's width without breaking words")
struct LayoutWidthTests {
    static let widths = [40, 80, 120]
    static let languages = ["en", "zh"]

    /// The fixtures `weather show` renders (errors are not views).
    static func fixtures() throws -> [(provider: String, name: String)] {
        try ["caiyun", "openweathermap"].flatMap { provider in
            try FixtureFiles.names(provider).filter { !$0.contains("error") }.map { (provider, $0) }
        }
    }

    @Test("the example's now, forecast, minutely and alerts, in English and Chinese")
    func example() async throws {
        for command in ["now", "forecast", "minutely", "alerts"] {
            for language in Self.languages {
                try await expectLayout(arguments: [command, "--lang", language])
            }
        }
    }

    @Test("every saved response `weather show` renders, in English and Chinese")
    func shownFixtures() async throws {
        for (provider, name) in try Self.fixtures() {
            let path = try #require(FixtureFiles.url(name, provider: provider)).path
            for language in Self.languages {
                try await expectLayout(arguments: ["show", path, "--lang", language])
            }
        }
    }

    @Test("now, forecast, minutely and alerts of every fixture with weather, alerts included")
    func everyWeatherView() throws {
        for (provider, name) in try Self.fixtures() {
            for language in [DisplayLanguage.english, .chineseSimplified] {
                let saved = try SavedResponse(
                    try SavedBody.decode(try FixtureFiles.data(name, provider: provider)), language: language,
                    owmUnits: nil)
                guard let weather = saved.weather else { continue }
                func render(_ width: Int) -> [String] {
                    let context = RenderContext(
                        language: language, units: .metric, placeLabel: "Panzhihua 攀枝花", isExample: false, width: width)
                    return [
                        NowRenderer.render(weather, context), ForecastRenderer.render(weather, context, hours: 48),
                        MinutelyRenderer.render(weather, context), AlertsRenderer.render(weather, context),
                    ].map(\.plain)
                }
                let wide = render(200)
                for width in Self.widths {
                    for (index, narrow) in render(width).enumerated() {
                        Self.expectFits(narrow, width: width, wide: wide[index], "\(name) view \(index) \(language)")
                    }
                }
            }
        }
    }

    @Test("saved places, listed in a column or each under its name")
    func locations() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let name = "Grandmother's house by the lake in the mountains"
        #expect(await sandbox.run("locations", "add", name, "--lat", "39.9042", "--lon", "116.4074").exitCode == 0)
        #expect(await sandbox.run("locations", "add", "家", "--lat", "1", "--lon", "2", "--default").exitCode == 0)
        try await expectLayout(arguments: ["locations", "list"], sandbox: sandbox)
    }

    @Test("the check fails on a wrap that breaks a word, a number from its unit, or a line too wide")
    func checkCanFail() {
        let wide = "  Wind  SSE 10\u{00A0}km/h · Force 2, light breeze"
        #expect(
            LayoutCheck.problems("  Wind  SSE 10\u{00A0}km/h · Force 2,\n        light breeze", width: 40, wide: wide)
                .isEmpty)
        #expect(
            !LayoutCheck.problems(
                "  Wind  SSE 10\u{00A0}km/h · Force 2, light\n        bree\nze", width: 40, wide: wide
            )
            .isEmpty)
        #expect(
            !LayoutCheck.problems("  Wind  SSE 10\n        km/h · Force 2, light breeze", width: 40, wide: wide).isEmpty
        )
        #expect(!LayoutCheck.problems(wide + " and more words", width: 40, wide: wide).isEmpty)
        #expect(LayoutCheck.problems("未来两小时不会\n有雨", width: 40, wide: "未来两小时不会有雨").isEmpty)
        #expect(!LayoutCheck.problems("未来两小时 2\n0 分钟", width: 40, wide: "未来两小时 20 分钟").isEmpty)
    }

    /// Runs `arguments` at 200 columns and at each width, and checks each narrower output.
    private func expectLayout(arguments: [String], sandbox given: CLISandbox? = nil) async throws {
        let sandbox = try given ?? CLISandbox()
        defer { if given == nil { sandbox.folder.cleanUp() } }
        func run(_ width: Int) async -> CLIResult {
            var runner = sandbox.runner
            runner.variables["COLUMNS"] = String(width)
            return await runner.run(arguments)
        }
        let wide = await run(200)
        #expect(wide.exitCode == 0, "\(arguments): \(wide.error)")
        for width in Self.widths {
            let narrow = await run(width)
            Self.expectFits(narrow.printed, width: width, wide: wide.printed, "\(arguments) at \(width)")
        }
    }

    private static func expectFits(
        _ text: String, width: Int, wide: String, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = LayoutCheck.problems(text, width: width, wide: wide)
        #expect(found.isEmpty, "\(comment): \(found.prefix(5))\n\(text)", sourceLocation: sourceLocation)
    }
}
