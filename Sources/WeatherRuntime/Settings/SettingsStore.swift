import Foundation
import NeutralWeather

/// The `weather` tool's files in one folder: the defaults chosen with `weather config`, the
/// credentials saved with it (a file of their own) and the saved places, each owner-only.
package struct SettingsStore: Sendable {
    /// Where the values live: owner-only JSON files in the configuration folder.
    package let storage: any Storage

    /// A store over the files in `folder`; nothing is read until asked for.
    package init(folder: URL) { storage = FileStorage(directory: folder) }

    /// A store over `storage`, such as an in-memory one in tests.
    package init(storage: any Storage) { self.storage = storage }

    static let savedSettingsKey = StorageKey<SavedSettings>("settings")
    static let savedCredentialsKey = StorageKey<SavedCredentials>("credentials")

    /// The saved places (`weather locations`).
    package var preferences: WeatherPreferences { WeatherPreferences(storage: storage) }

    /// The saved defaults, empty when none were saved.
    package func savedSettings() throws -> SavedSettings { try storage.load(Self.savedSettingsKey) ?? SavedSettings() }

    /// Saves the defaults.
    package func save(_ settings: SavedSettings) throws { try storage.save(settings, for: Self.savedSettingsKey) }

    /// The saved credentials, empty when none were saved.
    package func savedCredentials() throws -> SavedCredentials {
        try storage.load(Self.savedCredentialsKey) ?? SavedCredentials()
    }

    /// Saves or forgets one provider's credential, keeping the others; the file goes when none is left.
    package func saveCredential(_ secret: String?, for provider: ProviderOption) throws {
        var credentials = try savedCredentials()
        credentials[provider] = secret
        if credentials.isEmpty {
            try storage.delete(Self.savedCredentialsKey)
        } else {
            try storage.save(credentials, for: Self.savedCredentialsKey)
        }
    }
}

/// The defaults saved with `weather config`, as the settings file holds them.
public struct SavedSettings: Codable, Sendable, Equatable {
    /// The unit system's name, such as `"imperial"`.
    public var units: String?
    /// The language's code, such as `"zh"`.
    public var language: String?
    /// The provider's name, such as `"caiyun"`.
    public var provider: String?
    /// Whether official warnings (NWS, MET Norway, MeteoAlarm …) join the provider's alerts:
    /// `false` turns them off (`"alerts": false`); `nil` or `true` leaves them on.
    /// `WEATHER_ALERTS`, when set, wins.
    public var alerts: Bool?
    /// How the warning services can reach the user, a URL or an e-mail address, sent in the
    /// `User-Agent` as NWS and MET Norway ask (`"alertsContact"`). `WEATHER_ALERTS_CONTACT`, when
    /// set, wins.
    public var alertsContact: String?

    /// Creates saved defaults.
    public init(units: String? = nil, language: String? = nil, provider: String? = nil) {
        self.units = units
        self.language = language
        self.provider = provider
    }
}

/// The secrets saved with `weather config`, as the credentials file holds them.
package struct SavedCredentials: Codable, Sendable, Equatable {
    /// The Caiyun token.
    package var caiyunToken: String?
    /// The OpenWeatherMap key.
    package var openWeatherMapKey: String?
    /// The Open-Meteo key of a commercial plan.
    package var openMeteoKey: String?

    /// Creates saved credentials.
    package init(caiyunToken: String? = nil, openWeatherMapKey: String? = nil, openMeteoKey: String? = nil) {
        self.caiyunToken = caiyunToken
        self.openWeatherMapKey = openWeatherMapKey
        self.openMeteoKey = openMeteoKey
    }

    /// Whether no secret is saved.
    var isEmpty: Bool { ProviderOption.allCases.allSatisfy { self[$0] == nil } }

    /// The secret saved for `provider`.
    package subscript(provider: ProviderOption) -> String? {
        get {
            switch provider {
            case .caiyun: caiyunToken
            case .openweathermap: openWeatherMapKey
            case .openMeteo: openMeteoKey
            }
        }
        set {
            switch provider {
            case .caiyun: caiyunToken = newValue
            case .openweathermap: openWeatherMapKey = newValue
            case .openMeteo: openMeteoKey = newValue
            }
        }
    }
}
