import APICore
import Foundation
import NeutralWeather
import TestSupport
import Testing

@testable import WeatherRuntime

/// The settings value: the files, then the environment, each file read once.
@Suite("Weather settings")
struct SettingsTests {
    /// Counts how often each value is read.
    final class CountingStorage: Storage {
        let base = InMemoryStorage()
        let reads = Locked<[String: Int]>([:])

        func load<Value>(_ key: StorageKey<Value>) throws -> Value? {
            reads.withLock { $0[key.name, default: 0] += 1 }
            return try base.load(key)
        }

        func save<Value>(_ value: Value, for key: StorageKey<Value>) throws { try base.save(value, for: key) }
        func delete<Value>(_ key: StorageKey<Value>) throws { try base.delete(key) }
    }

    @Test("the saved defaults, then the environment's credentials over the saved ones; each file read once")
    func precedence() throws {
        let storage = CountingStorage()
        let store = SettingsStore(storage: storage)
        try store.save(SavedSettings(units: "imperial", language: "zh-TW", provider: "owm"))
        try store.saveCredential("savedToken1234", for: .caiyun)
        try store.saveCredential("savedKey5678", for: .openweathermap)
        storage.reads.withLock { $0 = [:] }

        let settings = try WeatherSettings.load(
            from: store,
            environment: [
                "CAIYUN_TOKEN": "environmentToken99", "OPENWEATHERMAP_API_KEY": "",
                "OPENWEATHERMAP_BASE_URL": "http://127.0.0.1:9", "CAIYUN_BASE_URL": "ftp://example.com",
            ])
        #expect(storage.reads.current == ["settings": 1, "credentials": 1])
        #expect(settings.provider == .openweathermap)
        #expect(settings.units == .imperial)
        #expect(settings.language == .zhHant)
        #expect(settings.credentials[.caiyun] == "environmentToken99")
        #expect(settings.credentials[.openweathermap] == "savedKey5678")
        #expect(try settings.baseURL(for: .openweathermap) == URL(string: "http://127.0.0.1:9"))
        let invalid = #expect(throws: WeatherRuntimeError.self) { try settings.baseURL(for: .caiyun) }
        #expect(invalid?.code == .invalidSetting)
        #expect(invalid?.message == "The base URL \"ftp://example.com\" is not an http or https URL.")
        #expect(Set(settings.secrets) == ["environmentToken99", "savedKey5678"])
    }

    @Test("with nothing saved and no key: Open-Meteo, which needs none, metric, and the language of LANG")
    func defaults() throws {
        let settings = try WeatherSettings.load(
            from: SettingsStore(storage: InMemoryStorage()), environment: ["LANG": "zh_CN.UTF-8"])
        #expect(settings.provider == .openMeteo && settings.units == .metric && settings.language == .zh)
        #expect(settings.credentials.isEmpty && settings.gatewayKey == nil)
        #expect(!settings.hasCredential(for: .caiyun) && settings.hasCredential(for: .openMeteo))
        #expect(!settings.hasAnyKeyedProvider)
    }

    @Test("unchosen, the provider is the first with a key (Caiyun, then OpenWeatherMap), else Open-Meteo")
    func defaultProvider() throws {
        func provider(_ environment: [String: String], saved: String? = nil) throws -> ProviderOption {
            let store = SettingsStore(storage: InMemoryStorage())
            try store.save(SavedSettings(provider: saved))
            return try WeatherSettings.load(from: store, environment: environment).provider
        }
        #expect(try provider([:]) == .openMeteo)
        #expect(try provider(["OPENWEATHERMAP_API_KEY": "owmKey1234"]) == .openweathermap)
        #expect(try provider(["OPENWEATHERMAP_API_KEY": "owmKey1234", "CAIYUN_TOKEN": "token1234"]) == .caiyun)
        #expect(try provider(["WEATHER_GATEWAY_KEY": "k", "CAIYUN_BASE_URL": "http://127.0.0.1:1"]) == .caiyun)
        #expect(try provider(["OPEN_METEO_API_KEY": "commercial1"]) == .openMeteo)
        #expect(try provider(["CAIYUN_TOKEN": "token1234"], saved: "open-meteo") == .openMeteo)
        #expect(try provider([:], saved: "caiyun") == .caiyun)
    }

    @Test("a gateway key and a provider's base URL stand in for the provider's credential")
    func gateway() throws {
        var settings = try WeatherSettings.load(
            from: SettingsStore(storage: InMemoryStorage()), environment: ["WEATHER_GATEWAY_KEY": "clientKey42"])
        #expect(settings.credential(for: .caiyun) == nil)
        settings.setBaseURL("http://127.0.0.1:8080", for: .caiyun)
        #expect(settings.credential(for: .caiyun) == "gateway")
        #expect(settings.credential(for: .openweathermap) == nil)
        #expect(settings.http.additionalHeaders == ["X-Client-Key": "clientKey42"])
    }

    @Test("units a provider does not have are named with the systems it has")
    func unitProblems() {
        #expect(UnitsOption.metricV1.problem(with: .caiyun) == nil)
        #expect(
            UnitsOption.si.problem(with: .openweathermap)
                == "--units SI is one of Caiyun's unit systems; OpenWeatherMap has metric and imperial.")
    }

    @Test("the settings file's alerts and alertsContact, each under its environment variable")
    func officialWarnings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try Data(#"{"alerts": false, "alertsContact": "file@example.org", "units": "imperial"}"#.utf8)
            .write(to: folder.url.appendingPathComponent("settings.json"))
        let fromFile = try WeatherSettings.load(configurationFolder: folder.url, environment: [:])
        #expect(!fromFile.officialWarnings && fromFile.warningContact == "file@example.org")
        #expect(fromFile.units == .imperial)
        let empty = try WeatherSettings.load(
            configurationFolder: folder.url, environment: ["WEATHER_ALERTS": "", "WEATHER_ALERTS_CONTACT": ""])
        #expect(!empty.officialWarnings && empty.warningContact == "file@example.org")
        let environment = try WeatherSettings.load(
            configurationFolder: folder.url,
            environment: ["WEATHER_ALERTS": "on", "WEATHER_ALERTS_CONTACT": "env@example.com"])
        #expect(environment.officialWarnings && environment.warningContact == "env@example.com")
        let nothing = try WeatherSettings.load(from: SettingsStore(storage: InMemoryStorage()), environment: [:])
        #expect(nothing.officialWarnings && nothing.warningContact == nil)
        // Saving other defaults keeps both.
        let store = SettingsStore(folder: folder.url)
        var saved = try store.savedSettings()
        saved.units = "metric"
        try store.save(saved)
        let again = try WeatherSettings.load(configurationFolder: folder.url, environment: [:])
        #expect(!again.officialWarnings && again.warningContact == "file@example.org" && again.units == .metric)
    }
}
