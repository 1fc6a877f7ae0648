import Foundation
import NeutralWeather
import TestSupport
import Testing

@Suite("Saved locations and unit preference in file and memory storage")
struct StorageTests {
    @Test("locations: add, replace, default, remove", arguments: [true, false])
    func locations(onDisk: Bool) throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let storage: any Storage =
            onDisk ? FileStorage(directory: folder.url.appendingPathComponent("config")) : InMemoryStorage()
        let preferences = WeatherPreferences(storage: storage)
        #expect(try preferences.locations().isEmpty)
        try preferences.save(SavedLocation(name: "home", latitude: 39.9, longitude: 116.4, isDefault: true))
        try preferences.save(SavedLocation(name: "work", latitude: 31.2, longitude: 121.5))
        #expect(try preferences.defaultLocation()?.name == "home")
        try preferences.save(SavedLocation(name: "Work", latitude: 31.3, longitude: 121.6, isDefault: true))
        #expect(try preferences.locations().map(\.name) == ["home", "Work"])
        #expect(try preferences.defaultLocation()?.latitude == 31.3)
        #expect(try preferences.location(named: "HOME")?.longitude == 116.4)
        #expect(try preferences.setDefaultLocation(named: "home"))
        #expect(try preferences.defaultLocation()?.name == "home")
        #expect(try preferences.removeLocation(named: "home"))
        #expect(try preferences.removeLocation(named: "nowhere") == false)
        #expect(try preferences.defaultLocation() == nil)
        #expect(try preferences.unitPreference() == nil)
        try preferences.setUnitPreference(.imperial)
        #expect(try preferences.unitPreference() == .imperial)
    }

    @Test("files are owner-only and written whole")
    func permissions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let directory = folder.url.appendingPathComponent("config")
        let storage = FileStorage(directory: directory)
        try storage.save(.metric, for: .unitPreference)
        let file = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("units.json").path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["units.json"])
        try storage.delete(.unitPreference)
        #expect(try storage.load(.unitPreference) == nil)
    }

    @Test("a damaged file is a clear error and is never overwritten")
    func corruptFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent("locations.json")
        try Data("[{\"name\": \"home\", ".utf8).write(to: file)
        let preferences = WeatherPreferences(storage: FileStorage(directory: folder.url))
        do {
            _ = try preferences.locations()
            Issue.record("a damaged file loaded")
        } catch let error as StorageError {
            #expect(error.code == .corrupted)
            #expect(error.message.contains("locations.json"))
        }
        #expect(throws: StorageError.self) { try preferences.save(SavedLocation(name: "x", latitude: 0, longitude: 0)) }
        #expect(try Data(contentsOf: file) == Data("[{\"name\": \"home\", ".utf8))
    }
}
