import APICore
import CaiyunWeather
import Foundation
import Logging
import NeutralWeather
import OpenMeteo
import OpenWeatherMap

/// Makes each provider's client once, from the runtime's settings (cache folder, time limit,
/// gateway key), and hands out providers over them for each request's settings (credential,
/// server, units): every request of a process shares the clients' caches.
final class ProviderFactory: Sendable {
    /// How long a forecast to ask for.
    enum ForecastLength: Sendable {
        /// What every front door asks for by default (48 hours and 7 days from Caiyun), so their
        /// answers share one cached response.
        case standard
        /// The longest the provider offers (360 hours and 15 days from Caiyun).
        case longest
    }

    let settings: WeatherSettings
    let transport: any HTTPTransport
    let logger: Logger
    private let caiyunClient: Locked<CYClient?>
    private let openWeatherMapProviders = Locked<[String: OpenWeatherMapProvider]>([:])
    /// Open-Meteo providers by key and server (``openMeteoIdentity(key:baseURL:)``).
    private let openMeteoProviders: Locked<[String: OpenMeteoProvider]>

    /// Creates a factory; an injected `openMeteoClient` answers the Open-Meteo requests with the
    /// key and server of `settings`, in place of the client the factory would make for them.
    init(
        settings: WeatherSettings, transport: any HTTPTransport, logger: Logger, caiyunClient: CYClient?,
        openMeteoClient: OMClient? = nil
    ) {
        self.settings = settings
        self.transport = transport
        self.logger = logger
        self.caiyunClient = Locked(caiyunClient)
        var providers: [String: OpenMeteoProvider] = [:]
        if let openMeteoClient {
            let identity = Self.openMeteoIdentity(
                key: settings.credentials[.openMeteo], baseURL: try? settings.baseURL(for: .openMeteo))
            providers[identity] = OpenMeteoProvider(client: openMeteoClient)
        }
        openMeteoProviders = Locked(providers)
    }

    /// The provider `settings` choose, ready to ask.
    ///
    /// - Throws: ``WeatherRuntimeError`` when the provider needs a credential that is missing
    ///   (`purpose` says what for), or its base URL is not one.
    func provider(
        for settings: WeatherSettings, length: ForecastLength = .standard, purpose: String? = nil
    ) throws -> any WeatherProvider {
        let option = settings.provider
        guard settings.hasCredential(for: option) else { throw WeatherRuntimeError.missingCredential(option, purpose) }
        let secret = settings.credential(for: option) ?? ""
        let baseURL = try settings.baseURL(for: option)
        switch option {
        case .caiyun:
            var provider = CaiyunProvider(
                token: secret, client: caiyun, baseURL: baseURL ?? CYEndpoint.defaultBaseURL,
                unitSystem: settings.units.caiyun)
            if length == .longest {
                provider.hourlyLength = CYEndpoint.hourlyLengthRange.upperBound
                provider.dailyLength = CYEndpoint.dailyLengthRange.upperBound
            }
            return provider
        case .openweathermap:
            return openWeatherMapProvider(key: secret, baseURL: baseURL)
        case .openMeteo:
            return openMeteoProvider(key: settings.credentials[.openMeteo], baseURL: baseURL)
        }
    }

    /// What tells Open-Meteo providers apart: the key and the server.
    private static func openMeteoIdentity(key: String?, baseURL: URL?) -> String {
        "\(key ?? "")|\(baseURL?.absoluteString ?? "")"
    }

    /// One Open-Meteo provider per key and server, made at its first use (or injected).
    private func openMeteoProvider(key: String?, baseURL: URL?) -> OpenMeteoProvider {
        let identity = Self.openMeteoIdentity(key: key, baseURL: baseURL)
        return openMeteoProviders.withLock { providers in
            if let provider = providers[identity] { return provider }
            var configuration = OMClient.Configuration(apiKey: key, baseURL: baseURL, http: settings.http)
            if let folder = settings.cacheDirectory { configuration.cache.directory = folder }
            if !settings.usesCache { configuration.cache.diskLimit = 0 }
            let provider = OpenMeteoProvider(
                client: OMClient(configuration: configuration, transport: transport, logger: logger))
            providers[identity] = provider
            return provider
        }
    }

    /// The Caiyun client, made at its first use.
    var caiyun: CYClient {
        caiyunClient.withLock { client in
            if let client { return client }
            var configuration = CYClient.Configuration(http: settings.http)
            if let folder = settings.cacheDirectory { configuration.cache.directory = folder }
            if !settings.usesCache { configuration.cache.diskLimit = 0 }
            let made = CYClient(configuration: configuration, transport: transport, logger: logger)
            client = made
            return made
        }
    }

    /// An OpenWeatherMap client configuration for `key`, with the runtime's cache and time limit.
    func openWeatherMapConfiguration(key: String, baseURL: URL?) -> OWMClient.Configuration {
        var configuration = OWMClient.Configuration(apiKey: key, http: settings.http)
        if let baseURL { configuration.baseURL = baseURL }
        if let folder = settings.cacheDirectory { configuration.cache.directory = folder }
        if !settings.usesCache { configuration.cache.diskLimit = 0 }
        return configuration
    }

    /// One provider per key and server, so every request with them shares its clients and caches.
    private func openWeatherMapProvider(key: String, baseURL: URL?) -> OpenWeatherMapProvider {
        let identity = "\(key)|\(baseURL?.absoluteString ?? "")"
        return openWeatherMapProviders.withLock { providers in
            if let provider = providers[identity] { return provider }
            let provider = OpenWeatherMapProvider(
                configuration: openWeatherMapConfiguration(key: key, baseURL: baseURL), transport: transport)
            providers[identity] = provider
            return provider
        }
    }

    /// OpenWeatherMap's geocoding when the runtime's settings hold a key for it, else Open-Meteo's,
    /// which needs none, over the Open-Meteo client the forecasts use (one cache for both).
    func geocoder() -> any PlaceGeocoder {
        guard let key = settings.credential(for: .openweathermap) else {
            let provider = openMeteoProvider(
                key: settings.credentials[.openMeteo], baseURL: (try? settings.baseURL(for: .openMeteo)) ?? nil)
            return OpenMeteoGeocoder(client: provider.client)
        }
        let baseURL = try? settings.baseURL(for: .openweathermap)
        let client = OWMClient(
            configuration: openWeatherMapConfiguration(key: key, baseURL: baseURL ?? nil), transport: transport,
            logger: logger)
        return OpenWeatherMapGeocoder(client: client)
    }
}
