import APICore
import Foundation
import OpenWeatherMap

/// Weather from OpenWeatherMap.
///
/// With a One Call 3.0 subscription one call answers everything. Without one (the free plan),
/// the provider uses current weather and the 5-day forecast instead: hours come in 3-hour steps,
/// days are built from them, and there are no minutes or alerts. ``Plan/automatic`` tries One Call
/// first and remembers when the key lacks it.
public final class OpenWeatherMapProvider: WeatherProvider {
    /// Which endpoints to use.
    public enum Plan: Sendable, Hashable {
        /// One Call when the key has it, else the free endpoints.
        case automatic
        /// One Call 3.0 only.
        case oneCall
        /// Current weather and the 5-day forecast only.
        case free
    }

    /// The settings each client is made from (units and language are set per request).
    public let configuration: OWMClient.Configuration
    /// Which endpoints to use.
    public let plan: Plan
    private let transport: any HTTPTransport
    private let clients = Locked<[String: OWMClient]>([:])
    private let oneCallUnavailable = Locked(false)

    /// Creates a provider.
    public init(
        configuration: OWMClient.Configuration, plan: Plan = .automatic,
        transport: any HTTPTransport = URLSessionHTTPTransport()
    ) {
        self.configuration = configuration
        self.plan = plan
        self.transport = transport
    }

    /// Creates a provider for `apiKey` with the default configuration.
    public convenience init(apiKey: String, plan: Plan = .automatic) {
        self.init(configuration: OWMClient.Configuration(apiKey: apiKey), plan: plan)
    }

    public var attribution: WeatherAttribution { .openWeatherMap }

    /// The disk cache status of the provider's clients: failing when any of them is, else
    /// working when any of them saved an answer.
    public var diskCacheStatus: DiskCacheStatus {
        let statuses = clients.withLock { $0.values.map(\.diskCacheStatus) }
        return statuses.first { $0.problem != nil } ?? (statuses.contains(.working) ? .working : .unused)
    }

    public func report(for location: WeatherLocation, options: WeatherRequestOptions) async throws -> WeatherReport {
        let units = Self.units(options.units)
        let client = client(units: units, language: Self.language(options.language))
        let source: CacheMode = options.usesCache ? .automatic : .network
        if plan == .oneCall || (plan == .automatic && !oneCallUnavailable.current) {
            do {
                let blocks = Self.blocks(options.including)
                let fetched = try await client.fetch(
                    .oneCall(latitude: location.latitude, longitude: location.longitude, including: blocks),
                    from: source)
                var weather = OpenWeatherMapAdapter.weather(
                    oneCall: fetched.response, units: units, source: fetched.source,
                    staleReason: fetched.staleError?.message, requested: blocks)
                weather.location.takeName(from: location)
                let response = fetched.response
                return WeatherReport(
                    weather: weather.converted(to: options.units), responseJSON: { try ProviderJSON.encode(response) })
            } catch let error as OWMError where plan == .automatic && error.code == .subscriptionRequired {
                oneCallUnavailable.current = true
            }
        }
        let place = OWMLocation.coordinate(latitude: location.latitude, longitude: location.longitude)
        let current = try await client.fetch(.currentWeather(for: place), from: source)
        let forecast =
            options.including.isDisjoint(with: [.hourly, .daily])
            ? nil : try await client.fetch(.forecast(for: place), from: source)
        var weather = OpenWeatherMapAdapter.weather(
            current: current.response, forecast: forecast?.response, units: units, source: current.source,
            staleReason: (current.staleError ?? forecast?.staleError)?.message)
        if location.name != nil { weather.location.takeName(from: location) }
        let responses = FreePlanResponses(weather: current.response, forecast: forecast?.response)
        return WeatherReport(
            weather: weather.converted(to: options.units), responseJSON: { try ProviderJSON.encode(responses) })
    }

    /// A client per units and language, so each keeps its cache and coalescing.
    private func client(units: OWMUnits, language: OWMLanguage) -> OWMClient {
        clients.withLock { clients in
            let key = "\(units.rawValue)|\(language.rawValue)"
            if let client = clients[key] { return client }
            var configuration = self.configuration
            configuration.units = units
            configuration.language = language
            let client = OWMClient(configuration: configuration, transport: transport)
            clients[key] = client
            return client
        }
    }

    static func units(_ units: UnitPreference) -> OWMUnits {
        switch units {
        case .metric: .metric
        case .imperial: .imperial
        case .si: .standard
        }
    }

    static func language(_ language: DisplayLanguage) -> OWMLanguage {
        switch language {
        case .english: .english
        case .chineseSimplified: .chineseSimplified
        case .chineseTraditional: .chineseTraditional
        }
    }

    static func blocks(_ parts: WeatherDataSet) -> OWMOneCallBlocks {
        var blocks: OWMOneCallBlocks = []
        if parts.contains(.current) { blocks.insert(.current) }
        if parts.contains(.minute) { blocks.insert(.minutely) }
        if parts.contains(.hourly) { blocks.insert(.hourly) }
        if parts.contains(.daily) { blocks.insert(.daily) }
        if parts.contains(.alerts) { blocks.insert(.alerts) }
        return blocks
    }
}

/// The free plan's two responses, under their endpoint names.
struct FreePlanResponses: Encodable, Sendable {
    let weather: OWMCurrentWeather
    let forecast: OWMForecast?
}

extension WeatherProvider where Self == OpenWeatherMapProvider {
    /// OpenWeatherMap with `apiKey`.
    public static func openWeatherMap(
        apiKey: String, plan: OpenWeatherMapProvider.Plan = .automatic
    ) -> OpenWeatherMapProvider {
        OpenWeatherMapProvider(apiKey: apiKey, plan: plan)
    }
}
