import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather show` names every item it left out, whatever the provider, and shows the rest.
@Suite("show: items left out of any provider's response are reported")
struct ShowSkippedItemsTests {
    private func write(_ data: Data, _ name: String, in sandbox: CLISandbox) throws -> String {
        let file = sandbox.folder.url.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }

    private func warnings(_ lines: String...) -> String {
        lines.map { "warning: left out an item that does not decode: \($0)\n" }.joined()
    }

    @Test("a Caiyun weather file with a bad hour and a bad day: both named, the forecast shown")
    func caiyun() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let data = try FixtureFiles.modified(
            "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
        ) {
            json in
            json[path: "result", "hourly", "temperature", "3", "value"] = "warm"
            json[path: "result", "daily", "skycon", "1", "date"] = nil
        }
        let result = await sandbox.run("show", try write(data, "caiyun.json", in: sandbox))
        #expect(result.exitCode == 0)
        #expect(
            result.error
                == warnings(
                    "result.hourly.temperature[3]: value is not a number", "result.daily.skycon[1]: missing \"date\""))
        #expect(result.output.contains("Next hours"))
        #expect(result.output.contains("Next days"))
    }

    @Test("an OpenWeatherMap forecast and geocoding results name what they left out")
    func openWeatherMap() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let forecast = try FixtureFiles.modified("forecast5_london_standard", provider: "openweathermap") {
            $0[path: "list", "1", "main"] = nil
        }
        let shown = await sandbox.run("show", try write(forecast, "forecast.json", in: sandbox))
        #expect(shown.exitCode == 0)
        #expect(shown.error == warnings("list[1]: missing \"main\""))
        #expect(shown.output.contains("Next hours"))

        let places = await sandbox.run(
            "show",
            try write(
                Data(#"[{"name":"Nowhere"},{"name":"London","lat":51.5,"lon":-0.13,"country":"GB"}]"#.utf8),
                "places.json", in: sandbox))
        #expect(places.exitCode == 0)
        #expect(places.error == warnings("[0]: missing \"lat\""))
        #expect(places.output.contains("London"))
        #expect(!places.output.contains("Nowhere"))
    }

    @Test("a well-formed file prints no warning")
    func clean() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(FixtureFiles.url("forecast5_london_standard", provider: "openweathermap")).path
        let result = await sandbox.run("show", path)
        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
    }
}
