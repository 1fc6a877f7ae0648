import Foundation
import NeutralWeather

/// The kit's ``Storage`` on the package's saved settings: the unit is the `NeutralWeather`
/// unit preference (`celsius` is metric, `fahrenheit` imperial), shared with the `weather`
/// command when both use one directory, and the locations are kept, by time stamp, in the same
/// storage under a key of their own.
///
/// Like the original, it reports no failure: a value that cannot be written is not saved, and
/// one that cannot be read loads as `nil`.
public struct PreferencesStorage: Storage, Sendable {
    /// The preferences the unit is read from and written to.
    public let preferences: WeatherPreferences

    private static let locationsKey = StorageKey<UserSavedLocations>("ios-weather-locations")

    /// Creates a storage over `preferences`.
    public init(preferences: WeatherPreferences) {
        self.preferences = preferences
    }

    /// Creates a storage in files in `directory` (owner-only, written atomically).
    public init(directory: URL) {
        self.init(preferences: WeatherPreferences(storage: FileStorage(directory: directory)))
    }

    /// Creates a storage that keeps its values in memory only.
    public init() {
        self.init(preferences: WeatherPreferences(storage: InMemoryStorage()))
    }

    /// Saves the unit, or a location under its time stamp.
    public func save(_ data: Storable.Save) {
        switch data {
        case .unit(let unit):
            try? preferences.setUnitPreference(unit == .fahrenheit ? .imperial : .metric)
        case .location(let saved):
            var all = locations()
            all[saved.timestamp] = saved.location
            try? preferences.storage.save(all, for: Self.locationsKey)
        }
    }

    /// The ``TemperatureUnit`` (`nil` when none is saved, or the saved preference is SI, which
    /// has neither), or the ``UserSavedLocations`` (`nil` when none was ever saved).
    public func load(_ type: Storable.Load) -> Any? {
        switch type {
        case .unit:
            switch try? preferences.unitPreference() {
            case .metric: TemperatureUnit.celsius
            case .imperial: TemperatureUnit.fahrenheit
            default: nil
            }
        case .locations:
            (try? preferences.storage.load(Self.locationsKey)) ?? nil
        }
    }

    /// Deletes the location saved under the time stamp; `true` when there was one.
    public func delete(_ data: Storable.Delete) -> Bool {
        switch data {
        case .location(let timestamp):
            var all = locations()
            guard all.removeValue(forKey: timestamp) != nil else { return false }
            return (try? preferences.storage.save(all, for: Self.locationsKey)) != nil
        }
    }

    private func locations() -> UserSavedLocations {
        ((try? preferences.storage.load(Self.locationsKey)) ?? nil) ?? [:]
    }
}
