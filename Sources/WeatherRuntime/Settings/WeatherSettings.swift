import APICore
import Foundation

/// Everything that decides how weather is fetched, in one value: the provider, units and
/// language, the credentials, the servers, the cache and the time limit.
///
/// Front doors build it once (``load(configurationFolder:environment:systemLanguages:)`` reads
/// the `weather` tool's files and the environment) and then apply their own input over it, as
/// `--units` or a tool's `units` argument does:
///
/// ```swift
/// var settings = try WeatherSettings.load(configurationFolder: folder, environment: environment)
/// settings.units = .imperial
/// ```
public struct WeatherSettings: Sendable {
    /// The provider asked.
    public var provider: ProviderOption
    /// The unit system asked for and shown.
    public var units: UnitsOption
    /// The language of labels, names and the provider's own text.
    public var language: LanguageOption
    /// Each provider's secret, where one is configured.
    public var credentials: [ProviderOption: String]
    /// A `weather-gateway` client key (`WEATHER_GATEWAY_KEY`): sent as `X-Client-Key`; with a
    /// provider's base URL pointing at the gateway, the gateway adds the provider's secret.
    public var gatewayKey: String?
    /// Servers other than the providers' own, such as a gateway or a test server.
    public var baseURLs: [ProviderOption: URL]
    /// Base URLs given that are not http or https URLs, reported when the provider is asked.
    var baseURLProblems: [ProviderOption: String] = [:]
    /// The cache folder; `nil` is each client's own default.
    public var cacheDirectory: URL?
    /// Whether to use the cache at all: `false` asks the provider every time, and the runtime's
    /// clients (made from its settings) keep no files.
    public var usesCache: Bool
    /// Seconds to wait for a provider before giving up.
    public var timeout: TimeInterval
    /// The defaults as the settings file holds them (for showing where a value came from).
    public var saved: SavedSettings
    /// Whether official warnings (NWS, MET Norway, MeteoAlarm …) join the provider's alerts:
    /// `WEATHER_ALERTS=off` turns them off. Default: on.
    public var officialWarnings = true
    /// How the warning services can reach whoever runs this (`WEATHER_ALERTS_CONTACT`): sent in
    /// the `User-Agent`; `nil` sends the project's URL.
    public var warningContact: String?
    /// A server standing in for every warning service (`WEATHER_ALERTS_BASE_URL`), such as a
    /// test server; `nil` for the services' own.
    public var warningBaseURL: URL?

    /// Creates settings.
    public init(
        provider: ProviderOption = .caiyun, units: UnitsOption = .metric, language: LanguageOption = .en,
        credentials: [ProviderOption: String] = [:], gatewayKey: String? = nil, baseURLs: [ProviderOption: URL] = [:],
        cacheDirectory: URL? = nil, usesCache: Bool = true, timeout: TimeInterval = 10,
        saved: SavedSettings = SavedSettings()
    ) {
        self.provider = provider
        self.units = units
        self.language = language
        self.credentials = credentials
        self.gatewayKey = gatewayKey
        self.baseURLs = baseURLs
        self.cacheDirectory = cacheDirectory
        self.usesCache = usesCache
        self.timeout = timeout
        self.saved = saved
    }

    /// The header a `weather-gateway` reads its client key from.
    public static let gatewayKeyHeader = "X-Client-Key"

    /// The secret for `provider`: its own, else a placeholder when a gateway adds the real one
    /// (a gateway key and a base URL for the provider), else `nil`.
    public func credential(for provider: ProviderOption) -> String? {
        if let secret = credentials[provider] { return secret }
        guard gatewayKey != nil, baseURLs[provider] != nil else { return nil }
        return "gateway"
    }

    /// Whether `provider` can be asked: it needs no secret, or one is configured.
    public func hasCredential(for provider: ProviderOption) -> Bool {
        provider.profile.credential == nil || credential(for: provider) != nil
    }

    /// Whether some provider that needs a secret has one configured.
    public var hasAnyKeyedProvider: Bool {
        ProviderOption.allCases.contains { $0.profile.credential != nil && credential(for: $0) != nil }
    }

    /// The provider used when none is chosen: the first, in ``ProviderOption`` order, whose
    /// secret is configured (Caiyun, then OpenWeatherMap), else the first that needs none.
    public var defaultProvider: ProviderOption {
        let keyed = ProviderOption.allCases.first { $0.profile.credential != nil && credential(for: $0) != nil }
        return keyed ?? ProviderOption.allCases.first { $0.profile.credential == nil } ?? .caiyun
    }

    /// The server for `provider`, `nil` for its own.
    ///
    /// - Throws: ``WeatherRuntimeError`` (`invalid_setting`) when the one given is not an http or https URL.
    public func baseURL(for provider: ProviderOption) throws(WeatherRuntimeError) -> URL? {
        if let text = baseURLProblems[provider] {
            throw WeatherRuntimeError(.invalidSetting, "The base URL \"\(text)\" is not an http or https URL.")
        }
        return baseURLs[provider]
    }

    /// Points `provider` at the server `text` names; empty text changes nothing. Text that is
    /// not an http or https URL is kept as a problem, reported when the provider is asked.
    public mutating func setBaseURL(_ text: String, for provider: ProviderOption) {
        guard !text.isEmpty else { return }
        if let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil {
            baseURLs[provider] = url
            baseURLProblems[provider] = nil
        } else {
            baseURLs[provider] = nil
            baseURLProblems[provider] = text
        }
    }

    /// HTTP settings with the time limit, and the gateway's key header when there is a key.
    public var http: HTTPSettings {
        HTTPSettings(timeout: timeout, additionalHeaders: gatewayKey.map { [Self.gatewayKeyHeader: $0] } ?? [:])
    }

    /// Every secret the settings hold, to be cut from any text shown to people.
    public var secrets: [String] { Array(credentials.values) + [gatewayKey].compactMap { $0 } }
}
