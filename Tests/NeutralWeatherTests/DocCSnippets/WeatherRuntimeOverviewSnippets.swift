import Foundation
import NeutralWeather
import WeatherRuntime

/// The Swift blocks of `WeatherRuntime.docc/WeatherRuntime.md`, each the body of a function, so the
/// build proves they compile as a reader pastes them, under the imports the article has declared so
/// far. Never called: they would ask the real APIs.
enum WeatherRuntimeOverviewSnippets {
    static func block1() async throws {
        let folder = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        var settings = try WeatherSettings.load(
            configurationFolder: folder, environment: ProcessInfo.processInfo.environment)
        settings.units = .imperial // what `--units imperial` does
        let runtime = WeatherRuntime(settings: settings)
        let loaded = try await runtime.load(.text("北京")) // Beijing, asked in GCJ-02 for Caiyun
        print(loaded.placeLabel, loaded.weather.current?.temperature as Any)
    }
}
