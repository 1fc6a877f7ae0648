/// What the runtime knows of a provider besides how to ask it: the facts its settings, place
/// resolution and messages depend on.
///
/// A provider that needs no key has no ``credential``; nothing else about it is special.
public struct ProviderProfile: Sendable, Hashable {
    /// The provider's name in messages, such as "Caiyun".
    public let name: String
    /// The secret the provider needs, or `nil` when it answers without one.
    public let credential: ProviderCredential?
    /// The environment variable that points the provider at another server, such as `CAIYUN_BASE_URL`.
    public let baseURLVariable: String
    /// Whether the provider expects GCJ-02 coordinates inside mainland China (Caiyun does);
    /// coordinates from a WGS-84 source are converted for it.
    public let expectsChinaDatum: Bool
    /// The unit systems the provider can answer in.
    public let unitSystems: [UnitsOption]
    /// Whether the package bundles an example response of this provider's, shown when no place
    /// is given and the provider's credential is missing.
    public let hasBundledExample: Bool
    /// The environment variable of a key the provider takes but does not need (Open-Meteo's
    /// commercial plan), `nil` when it has none.
    public let optionalKeyVariable: String?
    /// Whether the provider bills a call by what it asks for, so each front door asks only for
    /// the parts it shows (Open-Meteo); otherwise one call answers every view and all is asked.
    public let billsByVariable: Bool

    /// Caiyun Weather: a token, GCJ-02 in mainland China, all five unit systems, the bundled example.
    public static let caiyun = ProviderProfile(
        name: "Caiyun",
        credential: ProviderCredential(
            noun: "API token", environmentVariable: "CAIYUN_TOKEN", saveCommand: "weather config --token-stdin"),
        baseURLVariable: "CAIYUN_BASE_URL", expectsChinaDatum: true, unitSystems: UnitsOption.allCases,
        hasBundledExample: true, optionalKeyVariable: nil, billsByVariable: false)

    /// OpenWeatherMap: a key, WGS-84 everywhere, metric and imperial.
    public static let openWeatherMap = ProviderProfile(
        name: "OpenWeatherMap",
        credential: ProviderCredential(
            noun: "API key", environmentVariable: "OPENWEATHERMAP_API_KEY",
            saveCommand: "weather config --owm-key-stdin"),
        baseURLVariable: "OPENWEATHERMAP_BASE_URL", expectsChinaDatum: false, unitSystems: [.metric, .imperial],
        hasBundledExample: false, optionalKeyVariable: nil, billsByVariable: false)

    /// Open-Meteo: no key (`OPEN_METEO_API_KEY` for the commercial plan), WGS-84 everywhere,
    /// metric and imperial, billed by the variables asked for.
    public static let openMeteo = ProviderProfile(
        name: "Open-Meteo", credential: nil, baseURLVariable: "OPEN_METEO_BASE_URL", expectsChinaDatum: false,
        unitSystems: [.metric, .imperial], hasBundledExample: false, optionalKeyVariable: "OPEN_METEO_API_KEY",
        billsByVariable: true)
}

/// The secret a provider needs, and where a user puts it.
public struct ProviderCredential: Sendable, Hashable {
    /// What the secret is called, such as "API token".
    public let noun: String
    /// The environment variable that holds it, such as `CAIYUN_TOKEN`.
    public let environmentVariable: String
    /// The command that saves it, such as `weather config --token-stdin`.
    public let saveCommand: String
}
