import CaiyunWeather
import Foundation
import NeutralWeather
import TestSupport
import Testing

@testable import WeatherCLI
@testable import WeatherText

/// `TerminalView` prints what `weather show` prints, byte for byte, at any width and with or without colour.
@Suite("TerminalView")
struct TerminalViewTests {
    static let fixture = "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"

    @Test(
        "the same bytes as weather show for the same response, width and colour",
        arguments: [
            (40, false), (60, true), (80, false), (132, true),
        ])
    func sameAsShow(width: Int, color: Bool) async throws {
        let sandbox = try CLISandbox(variables: ["COLUMNS": String(width)])
        defer { sandbox.folder.cleanUp() }
        let url = try #require(FixtureFiles.url(Self.fixture, provider: "caiyun"))
        let result = await sandbox.run(
            ["show", url.path, "--lang", "en", "--units", "imperial", "--color", color ? "always" : "never"])
        #expect(result.exitCode == 0, "\(result.error)")
        let response = try CYResponse.decode(try Data(contentsOf: url))
        let weather = CaiyunAdapter.weather(from: response, language: .english)
        let label = CYCoordinate(latitude: weather.location.latitude, longitude: weather.location.longitude).description
        let view = TerminalView.render(
            weather, placeLabel: label, language: .english, units: .imperial, width: width, color: color)
        // `printed` is the bytes as written, no-break spaces included.
        #expect(result.printed == view + "\n")
        #expect(view.contains("\u{1B}[") == color)
    }

    @Test("a width outside the views' range is clamped")
    func clamped() throws {
        let response = try CYResponse.decode(try FixtureFiles.data(Self.fixture, provider: "caiyun"))
        let weather = CaiyunAdapter.weather(from: response, language: .english)
        let narrow = TerminalView.render(
            weather, placeLabel: "X", language: .english, units: .metric, width: 5, color: false)
        #expect(
            narrow
                == TerminalView.render(
                    weather, placeLabel: "X", language: .english, units: .metric, width: 40, color: false))
    }
}
