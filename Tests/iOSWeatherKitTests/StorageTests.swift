import Foundation
import NeutralWeather
import TestSupport
import Testing
import iOSWeatherKit

/// The kit's `Storage` over the package's saved settings.
@Suite("iOS-Weather kit storage")
struct StorageTests {
    private let seoul = Location(coordination: Coordination(latitude: "37.5665", longitude: "126.9780"), name: "Seoul")
    private let busan = Location(coordination: Coordination(latitude: "35.1796", longitude: "129.0756"), name: "Busan")

    @Test("units and locations save, load and delete by time stamp, in files that outlive the storage")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let storage: any iOSWeatherKit.Storage = PreferencesStorage(directory: directory.url)
        #expect(storage.load(.unit) == nil && storage.load(.locations) == nil)
        storage.save(.unit(.fahrenheit))
        storage.save(.location((timestamp: "1608195600", location: seoul)))
        storage.save(.location((timestamp: "1608195700", location: busan)))

        let reopened = PreferencesStorage(directory: directory.url)
        #expect(reopened.load(.unit) as? TemperatureUnit == .fahrenheit)
        #expect(reopened.load(.locations) as? UserSavedLocations == ["1608195600": seoul, "1608195700": busan])
        #expect(try reopened.preferences.unitPreference() == .imperial)

        #expect(reopened.delete(.location("1608195600")))
        #expect(!reopened.delete(.location("1608195600")))
        #expect(storage.load(.locations) as? UserSavedLocations == ["1608195700": busan])
    }

    @Test("the unit is the package's unit preference, shared with its other users")
    func sharedUnit() throws {
        let preferences = WeatherPreferences(storage: InMemoryStorage())
        let storage = PreferencesStorage(preferences: preferences)
        storage.save(.unit(.celsius))
        #expect(try preferences.unitPreference() == .metric)
        try preferences.setUnitPreference(.imperial)
        #expect(storage.load(.unit) as? TemperatureUnit == .fahrenheit)
        try preferences.setUnitPreference(.si)
        #expect(storage.load(.unit) == nil)
    }
}
