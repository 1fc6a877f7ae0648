import Foundation
import NeutralWeather
import WeatherVocabulary

extension WeatherSettings {
    /// The `weather` tool's settings: its settings and credentials files in `configurationFolder`
    /// (each read once, here), then the environment.
    ///
    /// - Provider: the saved default, else the first provider whose credential is configured
    ///   (Caiyun, then OpenWeatherMap), else Open-Meteo, which needs none.
    /// - Units and language: the saved defaults, else metric and the user's language (`LANGUAGE`,
    ///   `LC_ALL`, `LC_MESSAGES`, `LANG`, then `systemLanguages`).
    /// - Credentials: each provider's environment variable (`CAIYUN_TOKEN`,
    ///   `OPENWEATHERMAP_API_KEY`, `OPEN_METEO_API_KEY`), else the saved one; `WEATHER_GATEWAY_KEY`.
    /// - Base URLs: each provider's variable (`CAIYUN_BASE_URL`, `OPENWEATHERMAP_BASE_URL`,
    ///   `OPEN_METEO_BASE_URL`).
    /// - Official warnings: `WEATHER_ALERTS` when set (`off`, `0`, `false` or `no` turns them off),
    ///   else the settings file's `alerts`, else on; the contact from `WEATHER_ALERTS_CONTACT`, else
    ///   the settings file's `alertsContact`; `WEATHER_ALERTS_BASE_URL`.
    ///
    /// - Throws: `StorageError` when a file exists but cannot be read.
    public static func load(
        configurationFolder: URL, environment: [String: String], systemLanguages: [String] = []
    ) throws -> WeatherSettings {
        try load(
            from: SettingsStore(folder: configurationFolder), environment: environment,
            systemLanguages: systemLanguages)
    }

    /// The settings from `store`'s files and `environment`, as
    /// ``load(configurationFolder:environment:systemLanguages:)`` reads them.
    package static func load(
        from store: SettingsStore, environment: [String: String], systemLanguages: [String] = []
    ) throws -> WeatherSettings {
        let saved = try store.savedSettings()
        let savedCredentials = try store.savedCredentials()
        var settings = WeatherSettings(saved: saved)
        settings.units = saved.units.flatMap(UnitsOption.init(argument:)) ?? .metric
        settings.language =
            saved.language.flatMap(LanguageOption.init(argument:))
            ?? LanguageOption(DisplayLanguage.preferred(environment: environment, systemLanguages: systemLanguages))
        for provider in ProviderOption.allCases {
            let profile = provider.profile
            if let variable = profile.credential?.environmentVariable ?? profile.optionalKeyVariable {
                let fromEnvironment = environment[variable].flatMap { $0.isEmpty ? nil : $0 }
                settings.credentials[provider] = fromEnvironment ?? savedCredentials[provider]
            }
            settings.setBaseURL(environment[profile.baseURLVariable] ?? "", for: provider)
        }
        settings.gatewayKey = environment["WEATHER_GATEWAY_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        if let alerts = environment["WEATHER_ALERTS"]?.lowercased(), !alerts.isEmpty {
            settings.officialWarnings = !["off", "0", "false", "no"].contains(alerts)
        } else {
            settings.officialWarnings = saved.alerts ?? true
        }
        settings.warningContact =
            environment["WEATHER_ALERTS_CONTACT"].flatMap { $0.isEmpty ? nil : $0 }
            ?? saved.alertsContact.flatMap { $0.isEmpty ? nil : $0 }
        settings.warningBaseURL = environment["WEATHER_ALERTS_BASE_URL"].flatMap { text in
            URL(string: text).flatMap { ["http", "https"].contains($0.scheme?.lowercased()) ? $0 : nil }
        }
        settings.provider = saved.provider.flatMap(ProviderOption.init(argument:)) ?? settings.defaultProvider
        return settings
    }
}
