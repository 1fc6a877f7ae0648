import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather show` on every recorded Open-Meteo answer: forecasts, history, several places, air
/// quality, place searches and error bodies, each shown and each re-encoded with no field lost.
@Suite("weather show: Open-Meteo answers")
struct ShowOpenMeteoTests {
    static let names = (try? FixtureFiles.names("open-meteo")) ?? []

    @Test("every recorded answer is shown, and --json gives it back leaf for leaf", arguments: names)
    func everyAnswer(_ name: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(FixtureFiles.url(name, provider: "open-meteo")).path
        let shown = await sandbox.run("show", path, "--provider", "open-meteo")
        if name.hasPrefix("error_") {
            let reason = try #require(
                (try JSONSerialization.jsonObject(with: FixtureFiles.data(name, provider: "open-meteo"))
                    as? [String: Any])?["reason"] as? String)
            #expect(shown.exitCode == 1)
            #expect(shown.error == "Error: \(path) holds an Open-Meteo error, not weather: \(reason)")
            return
        }
        #expect(shown.exitCode == 0, "\(shown.error)")
        #expect(shown.output.contains("Weather data by Open-Meteo.com (CC BY 4.0) · open-meteo.com"))
        let json = await sandbox.run("show", path, "--json")
        #expect(json.exitCode == 0, "\(json.error)")
        let differences = try JSONTree.parse(FixtureFiles.data(name, provider: "open-meteo")).differences(
            from: JSONTree.parse(Data(json.output.utf8)))
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test("a forecast from its own time: current conditions, the hours and days it holds, °F kept")
    func forecast() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let penza = try #require(
            FixtureFiles.url("forecast_current_hourly_daily_penza_idx38771518322", provider: "open-meteo")
        ).path
        let shown = await sandbox.run("show", penza)
        // 3.5 °C feeling 0.9 °C, overcast, at 2023-11-11 14:15 Moscow time.
        #expect(shown.output.hasPrefix("53.1875, 45.0000 · Updated 2023-11-11 14:15 UTC+03:00"))
        #expect(shown.output.contains("☁  Cloudy  4°C, feels like 1°C"))
        #expect(shown.output.contains("Next hours") && shown.output.contains("Next days"))
        let chicago = try #require(
            FixtureFiles.url("forecast_current_fahrenheit_inch_chicago_idx54734098087", provider: "open-meteo")
        ).path
        #expect(await sandbox.run("show", chicago).output.contains("°F"))
    }

    @Test("an ocean cell whose days are all null shows no day, never 0°")
    func allNull() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(
            FixtureFiles.url("forecast_daily_all_null_ocean_tpisel-openmeteo", provider: "open-meteo")
        ).path
        let shown = await sandbox.run("show", path)
        #expect(shown.exitCode == 0)
        #expect(!shown.output.contains("Next days") && !shown.output.contains("0°"))
    }

    @Test("several places one after another; air quality with its indices; a search with its regions")
    func otherKinds() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        func show(_ name: String) async throws -> String {
            await sandbox.run("show", try #require(FixtureFiles.url(name, provider: "open-meteo")).path).output
        }
        let several = try await show("forecast_multi_location_daily_idx29200309067")
        #expect(several.components(separatedBy: "· Updated").count - 1 > 1)
        let air = try await show("airquality_current_us_aqi_london_idx69260962607")
        #expect(air.contains("US AQI 26 · Good"))
        #expect(air.contains("PM2.5 3.4 μg/m³ · PM10 6.3 μg/m³"))
        let paris = try await show("geocoding_search_paris_multi_tpisel-openmeteo")
        #expect(paris.contains("Paris, Île-de-France, FR") && paris.contains("Paris, Texas, US"))
        #expect(try await show("geocoding_search_empty_tpisel-openmeteo").contains("No places found."))
    }

    @Test("an Open-Meteo file is not another provider's")
    func wrongProvider() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(
            FixtureFiles.url("forecast_hourly_saopaulo_tpisel-openmeteo", provider: "open-meteo")
        ).path
        let result = await sandbox.run("show", path, "--provider", "caiyun")
        #expect(result.exitCode == 1)
        #expect(result.error == "Error: \(path) holds an Open-Meteo response, not one from caiyun.")
    }
}
