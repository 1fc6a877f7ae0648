import CaiyunWeather
import Foundation

/// Weather from Caiyun (彩云天气), through a cached `CYClient`.
///
/// One `weather` call answers everything: current conditions, two hours of minutes (on plans
/// that include them), 48 hours and 7 days (or as many as ``hourlyLength`` and ``dailyLength`` say) and alerts.
public struct CaiyunProvider: WeatherProvider {
    /// The API token.
    public let token: String
    /// The client, shared with other requests so they share its cache; responses are cached on
    /// disk in its configuration's cache directory.
    public let client: CYClient
    /// The API's address.
    public let baseURL: URL
    /// The unit system to request; `nil` picks one for the preferred units (mm/h precipitation in metric).
    public let unitSystem: CYUnit?
    /// How many hours to ask for (1–360); the default, 48, is what every tool of this package asks
    /// for, so their answers share one cached response.
    public var hourlyLength = 48
    /// How many days to ask for (1–15); 7 by default.
    public var dailyLength = 7

    /// Creates a provider.
    public init(
        token: String, client: CYClient = .shared, baseURL: URL = CYEndpoint.defaultBaseURL, unitSystem: CYUnit? = nil
    ) {
        self.token = token
        self.client = client
        self.baseURL = baseURL
        self.unitSystem = unitSystem
    }

    public var attribution: WeatherAttribution { .caiyun }

    /// The disk cache status of the provider's client.
    public var diskCacheStatus: DiskCacheStatus { client.diskCacheStatus }

    public func report(for location: WeatherLocation, options: WeatherRequestOptions) async throws -> WeatherReport {
        var endpoint = CYEndpoint(
            token: token, coordinate: CYCoordinate(latitude: location.latitude, longitude: location.longitude))
        endpoint.baseURL = baseURL
        endpoint.language = Self.requestLanguage(options.language)
        endpoint.measurementSystem = unitSystem ?? Self.unit(options.units)
        endpoint.shouldIncludeAlerts = options.including.contains(.alerts)
        endpoint.hourlyLength = hourlyLength
        endpoint.dailyLength = dailyLength
        let fetched = try await client.fetch(endpoint, from: options.usesCache ? .automatic : .network)
        var weather = CaiyunAdapter.weather(
            from: fetched.response, source: fetched.source, staleReason: fetched.staleError?.message,
            language: options.language,
            alertsRequested: endpoint.shouldIncludeAlerts)
        weather = weather.converted(to: options.units)
        weather.location.takeName(from: location)
        let response = fetched.response
        return WeatherReport(weather: weather, responseJSON: { try ProviderJSON.encode(response) })
    }

    /// The API's unit system for a preference: mm/h everywhere for metric.
    static func unit(_ units: UnitPreference) -> CYUnit {
        switch units {
        case .metric: .metricV2
        case .imperial: .imperial
        case .si: .si
        }
    }

    static func requestLanguage(_ language: DisplayLanguage) -> CYEndpoint.RequestLanguage {
        switch language {
        case .english: .englishUS
        case .chineseSimplified: .chineseSimplified
        case .chineseTraditional: .chineseTraditional
        }
    }
}

extension WeatherProvider where Self == CaiyunProvider {
    /// Caiyun Weather with `token`.
    public static func caiyun(token: String) -> CaiyunProvider { CaiyunProvider(token: token) }
}
