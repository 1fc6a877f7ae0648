import APICore
import Foundation
import Logging

/// A client for OpenWeatherMap: current weather, the 5-day forecast, One Call 3.0, geocoding and
/// air pollution, cached and coalesced through the same layer as the Caiyun client.
///
/// ```swift
/// let client = OWMClient(apiKey: key)
/// let london = try await client.currentWeather(for: .coordinate(latitude: 51.5, longitude: -0.13))
/// print(london.main.temperature, london.conditions.first?.code.symbolName(isDaylight: true) ?? "")
/// ```
public final class OWMClient: Sendable {
    /// The settings the client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let cache: ResponseCache
    let logger: Logger
    /// The clock for cache freshness, deadlines, pacing and backoff.
    let clock: any APIClock

    /// Creates a client with the default configuration for `apiKey`.
    public convenience init(apiKey: String) {
        self.init(configuration: Configuration(apiKey: apiKey))
    }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Key, units, language, base URL, timeouts and cache settings.
    ///   - transport: How requests travel; by default `URLSession`.
    ///   - logger: Where the client logs (debug level; never the key).
    ///   - now: The clock that judges cache expiry.
    public convenience init(
        configuration: Configuration, transport: any HTTPTransport = URLSessionHTTPTransport(),
        logger: Logger = Logger(label: "OpenWeatherMap"), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, transport: transport, logger: logger, clock: SystemClock(now: now))
    }

    /// Creates a client on `clock`: its date judges cache expiry, and deadlines, pacing and
    /// backoff wait on it, so tests can control them.
    package init(configuration: Configuration, transport: any HTTPTransport, logger: Logger, clock: any APIClock) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        cache = ResponseCache(
            settings: configuration.cache, clock: clock, logger: logger, sharedWaitLimit: configuration.http.timeout)
        http = HTTPClient(transport: transport, settings: configuration.http, logger: logger, clock: clock)
    }

    /// Whether the disk cache is keeping answers: `DiskCacheStatus.failing(directory:reason:)`
    /// when the latest answer could not be saved (the client also logs a warning, once per
    /// directory), in which case every call reaches the API.
    public var diskCacheStatus: DiskCacheStatus { cache.diskStatus }

    /// Empties the memory cache and the disk cache directory.
    public func purgeCache() async {
        cache.removeAllFromMemory()
        DiskStore(directory: configuration.cache.directory).removeAll(where: OWMCacheFile.isCacheFile)
    }
}
