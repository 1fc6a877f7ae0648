import Foundation
import NeutralWeather

/// The tool's settings, token and saved locations, kept in a ``FileStorage`` (owner-only files).
package struct ConfigStore {
    /// Defaults the user chose with `weather config`.
    package struct Settings: Codable, Sendable, Equatable {
        package var units: String?
        package var language: String?
        package var provider: String?
    }

    /// Secrets, kept in their own file.
    struct Credentials: Codable, Sendable {
        var caiyunToken: String?
        var openWeatherMapKey: String?
    }

    static let settingsKey = StorageKey<Settings>("settings")
    static let credentialsKey = StorageKey<Credentials>("credentials")

    let storage: FileStorage

    init(directory: URL) { storage = FileStorage(directory: directory) }

    /// `$XDG_CONFIG_HOME/caiyun-weather` or `~/.config/caiyun-weather`.
    static func defaultDirectory(environment: [String: String]) -> URL {
        FileStorage.defaultDirectory(environment: environment)
    }

    package var preferences: WeatherPreferences { WeatherPreferences(storage: storage) }

    package func settings() throws -> Settings { try storage.load(Self.settingsKey) ?? Settings() }
    func save(_ settings: Settings) throws { try storage.save(settings, for: Self.settingsKey) }

    func credentials() throws -> Credentials { try storage.load(Self.credentialsKey) ?? Credentials() }

    func token() throws -> String? { try credentials().caiyunToken }
    func openWeatherMapKey() throws -> String? { try credentials().openWeatherMapKey }

    /// Saves or forgets one credential, keeping the other.
    func update(_ change: (inout Credentials) -> Void) throws {
        var credentials = try credentials()
        change(&credentials)
        if credentials.caiyunToken == nil && credentials.openWeatherMapKey == nil {
            try storage.delete(Self.credentialsKey)
        } else {
            try storage.save(credentials, for: Self.credentialsKey)
        }
    }

    func saveToken(_ token: String?) throws { try update { $0.caiyunToken = token } }
}
