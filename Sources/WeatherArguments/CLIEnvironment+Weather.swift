import Foundation
import TerminalKit
import WeatherRuntime

extension CLIEnvironment {
    /// The `weather` tool's files in this environment's configuration folder.
    package var settingsStore: SettingsStore { SettingsStore(folder: configDirectory) }

    /// The `weather` tool's settings: its files (each read once) and this environment's variables.
    package func weatherSettings() throws -> WeatherSettings {
        try WeatherSettings.load(from: settingsStore, environment: variables, systemLanguages: systemLanguages)
    }

    /// A runtime over `settings`, knowing the saved places, reporting network waits with a spinner.
    package func weatherRuntime(_ settings: WeatherSettings) -> WeatherRuntime {
        WeatherRuntime(settings: settings, savedPlaces: settingsStore.preferences, looksUpNamesOnline: true, now: now)
    }
}
