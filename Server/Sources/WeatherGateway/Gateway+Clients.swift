import APICore
import CaiyunWeather
import Foundation
import Logging
import OpenMeteo
import OpenWeatherMap
import WeatherAlerts
import WeatherRuntime

extension Gateway {
    /// Makes the gateway's upstream clients: one per provider, all on the same cache (memory and,
    /// when configured, the shared PostgreSQL store), each counting its calls for `/metrics`.
    struct Clients {
        let configuration: GatewayConfiguration
        let cache: CacheSettings
        let transport: any HTTPTransport
        let metrics: GatewayMetrics
        /// The budget of calls public pages may cause, when pages are served.
        let pageBudget: PageBudget?

        /// The gateway's time limit for one upstream call.
        private var http: HTTPSettings { HTTPSettings(timeout: configuration.upstreamTimeout) }

        /// `transport`, counting calls to `provider`, and charging those made for a public page
        /// to the page budget (a refused call is not made, so not counted).
        private func counted(_ provider: String, chargingPages: Bool = true) -> any HTTPTransport {
            let counting = CountingTransport(base: transport, calls: metrics.upstreamCalls(provider: provider))
            guard chargingPages else { return counting }
            return pageBudget.map { PageBudgetTransport(base: counting, budget: $0) } ?? counting
        }

        /// The Caiyun client, when the gateway holds a token.
        func caiyun(logger: Logger, now: @escaping @Sendable () -> Date) -> CYClient? {
            configuration.caiyunToken.map { _ in
                CYClient(
                    configuration: .init(http: http, cache: cache), transport: counted("caiyun"), logger: logger,
                    now: now)
            }
        }

        /// The OpenWeatherMap client, when the gateway holds a key.
        func openWeatherMap(logger: Logger, now: @escaping @Sendable () -> Date) -> OWMClient? {
            configuration.openWeatherMapKey.map { key in
                var settings = OWMClient.Configuration(apiKey: key)
                settings.baseURL = configuration.openWeatherMapBaseURL
                settings.http = http
                settings.cache = cache
                return OWMClient(
                    configuration: settings, transport: counted("openweathermap"), logger: logger, now: now)
            }
        }

        /// The Open-Meteo client, which needs no key: the free API, or the commercial one with
        /// the gateway's key.
        func openMeteo(logger: Logger, now: @escaping @Sendable () -> Date) -> OMClient {
            OMClient(
                configuration: .init(
                    apiKey: configuration.openMeteoKey, baseURL: configuration.openMeteoBaseURL, http: http,
                    cache: cache),
                transport: counted("open-meteo"), logger: logger, now: now)
        }

        /// The official warnings' client, which needs no key, when warnings are on: one request
        /// per feed (a MeteoAlarm country, an NWS or MET Norway point) and window for every
        /// visitor and instance, through the same memory and shared cache as the weather. Its
        /// calls are free and not charged to the page budget: a page asks for warnings only once
        /// its weather was answered, which the budget already bounds.
        func warnings(logger: Logger, now: @escaping @Sendable () -> Date) -> WeatherAlertsClient? {
            guard configuration.officialWarnings else { return nil }
            return WeatherAlertsClient(
                configuration: .init(
                    baseURL: configuration.alertsBaseURL,
                    contact: configuration.alertsContact ?? WeatherAlertsClient.Configuration.projectURL, http: http,
                    cache: cache),
                transport: counted("weather-alerts", chargingPages: false), logger: logger, now: now)
        }
    }

    /// The settings the pages load with: Caiyun when the gateway holds its token, else
    /// Open-Meteo, which needs none; each with the gateway's server (and Open-Meteo's key), so
    /// the runtime uses the gateway's own clients.
    static func runtimeSettings(for configuration: GatewayConfiguration) -> WeatherSettings {
        var settings = WeatherSettings(timeout: configuration.upstreamTimeout)
        settings.credentials[.caiyun] = configuration.caiyunToken
        settings.baseURLs[.caiyun] = configuration.caiyunBaseURL
        settings.credentials[.openMeteo] = configuration.openMeteoKey
        settings.baseURLs[.openMeteo] = configuration.openMeteoBaseURL
        settings.provider = configuration.caiyunToken == nil ? .openMeteo : .caiyun
        settings.units = settings.provider == .caiyun ? .metricV2 : .metric
        settings.officialWarnings = configuration.officialWarnings
        settings.warningContact = configuration.alertsContact
        settings.warningBaseURL = configuration.alertsBaseURL
        return settings
    }
}
