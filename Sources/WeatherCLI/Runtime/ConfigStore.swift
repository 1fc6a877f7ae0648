import CaiyunWeather
import Foundation
import Weather

/// The tool's settings, token and saved locations, kept in a ``FileStorage`` (owner-only files).
struct ConfigStore {
    /// Defaults the user chose with `weather config`.
    struct Settings: Codable, Sendable, Equatable {
        var units: String?
        var language: String?
    }

    /// Secrets, kept in their own file.
    struct Credentials: Codable, Sendable {
        var caiyunToken: String?
    }

    static let settingsKey = StorageKey<Settings>("settings")
    static let credentialsKey = StorageKey<Credentials>("credentials")

    let storage: FileStorage

    init(directory: URL) { storage = FileStorage(directory: directory) }

    /// `$XDG_CONFIG_HOME/caiyun-weather` or `~/.config/caiyun-weather`.
    static func defaultDirectory(environment: [String: String]) -> URL { FileStorage.defaultDirectory(environment: environment) }

    var preferences: WeatherPreferences { WeatherPreferences(storage: storage) }

    func settings() throws -> Settings { try storage.load(Self.settingsKey) ?? Settings() }
    func save(_ settings: Settings) throws { try storage.save(settings, for: Self.settingsKey) }

    func token() throws -> String? { try storage.load(Self.credentialsKey)?.caiyunToken }
    func saveToken(_ token: String?) throws {
        if let token {
            try storage.save(Credentials(caiyunToken: token), for: Self.credentialsKey)
        } else {
            try storage.delete(Self.credentialsKey)
        }
    }
}
