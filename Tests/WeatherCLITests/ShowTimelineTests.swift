import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather show` on One Call 4.0's 1-minute and 1-day timelines.
@Suite("show: One Call 4.0 timelines as the views they fill")
struct ShowTimelineTests {
    private func fixture(_ name: String) throws -> String {
        try #require(FixtureFiles.url(name, provider: "openweathermap")).path
    }

    @Test("a 1-minute timeline is the next hour of precipitation, never called two hours")
    func minutes() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let english = await sandbox.run("show", try fixture("onecall4_timeline_1min_precipitation_alerts_2026"))
        #expect(english.exitCode == 0, "\(english.error)")
        // Numbers are joined to their units with no-break spaces; compared here as plain ones.
        let lines = english.output.replacingOccurrences(of: "\u{00A0}", with: " ").split(separator: "\n")
            .map(String.init)
        #expect(lines.first == "-38.4000, -71.5800 · Updated 2026-08-02 07:23 UTC-04:00")
        #expect(lines.contains("Next hour") && !english.output.contains("2 hours"))
        // 5.9626 mm/h in the first minute is the peak; "moderate" is 2.5–8 mm/h.
        #expect(lines.contains("  Peak: Moderate · 6 mm/h · +0 min"))
        let chinese = await sandbox.run(
            "show", "--lang", "zh", try fixture("onecall4_timeline_1min_precipitation_alerts_2026"))
        #expect(chinese.output.contains("\n未来一小时\n"))
    }

    @Test("a 1-day timeline is its ten days, with their rain chances and temperatures")
    func days() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("show", try fixture("onecall4_timeline_1day_rain_2026"))
        #expect(result.exitCode == 0, "\(result.error)")
        let rows = result.output.split(separator: "\n").map(String.init).filter {
            $0.contains("☂ ") && $0.contains("°C")
        }
        #expect(rows.count == 10)
        let first = try #require(rows.first)
        #expect(first.contains("08-02") && first.contains("Rain") && first.contains("25°") && first.contains("29°C"))
        #expect(first.hasSuffix("100%"))
        #expect(rows[2].hasSuffix("96%") && rows[5].hasSuffix("95%"))
        #expect(rows.filter { $0.contains("Heavy rain") }.count == 6)
        #expect(!result.output.contains("Next hours"))
    }
    @Test("a damaged first day does not turn the timeline into another kind: nine days and a warning")
    func damagedFirstDay() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let data = try FixtureFiles.modified("onecall4_timeline_1day_rain_2026", provider: "openweathermap") { json in
            json[path: "data", "0", "temp"] = "warm"
        }
        let file = sandbox.folder.url.appendingPathComponent("days.json")
        try data.write(to: file)
        let result = await sandbox.run("show", file.path)
        #expect(result.exitCode == 0)
        #expect(result.error.hasPrefix("warning: left out an item that does not decode: data[0]"))
        let rows = result.output.split(separator: "\n").filter { $0.contains("☂ ") && $0.contains("°C") }
        #expect(rows.count == 9 && rows.first?.contains("08-03") == true)
    }
}
