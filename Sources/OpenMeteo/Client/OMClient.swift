import APICore
import Foundation
import Logging

/// A client for Open-Meteo: forecasts, air quality, historical weather and place search, cached
/// and coalesced through the same layer as the package's other clients. No key is needed.
///
/// ```swift
/// let client = OMClient()
/// let weather = try await client.forecast(latitude: 52.52, longitude: 13.41, current: [.temperature2m, .weatherCode])
/// print(weather.current?[.temperature2m] ?? .nan, weather.current?.weatherCode?.description ?? "")
/// ```
///
/// The free API is for non-commercial use only, and its data (CC BY 4.0) must be credited
/// where it is shown: "Weather data by Open-Meteo.com", linking to https://open-meteo.com/.
public final class OMClient: Sendable {
    /// The settings the client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let cache: ResponseCache
    let logger: Logger
    /// The clock for cache freshness, deadlines, pacing and backoff.
    let clock: any APIClock
    /// The cache folder's path, which every memory key starts with.
    let cachePath: String

    /// Creates a client of the free API with the default configuration.
    public convenience init() {
        self.init(configuration: Configuration())
    }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: The API key (for the commercial API), base URL, timeouts and cache settings.
    ///   - transport: How requests travel; by default `URLSession`.
    ///   - logger: Where the client logs (debug level; never the key).
    ///   - now: The clock that judges cache expiry.
    public convenience init(
        configuration: Configuration, transport: any HTTPTransport = URLSessionHTTPTransport(),
        logger: Logger = Logger(label: "OpenMeteo"), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, transport: transport, logger: logger, clock: SystemClock(now: now))
    }

    /// Creates a client on `clock`: its date judges cache expiry, and deadlines, pacing and
    /// backoff wait on it, so tests can control them.
    package init(configuration: Configuration, transport: any HTTPTransport, logger: Logger, clock: any APIClock) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        cachePath = configuration.cache.directory.path
        cache = ResponseCache(
            settings: configuration.cache, clock: clock, logger: logger, sharedWaitLimit: configuration.http.timeout)
        http = HTTPClient(transport: transport, settings: configuration.http, logger: logger, clock: clock)
    }

    /// The credit Open-Meteo's licence (CC BY 4.0) asks for wherever its data is shown, linking
    /// to ``attributionURL``.
    public static let attribution = "Weather data by Open-Meteo.com"

    /// Where the credit links to: https://open-meteo.com/.
    public static let attributionURL = URL(string: "https://open-meteo.com/")!

    /// Whether the disk cache is keeping answers: `DiskCacheStatus.failing(directory:reason:)`
    /// when the latest answer could not be saved (the client also logs a warning, once per
    /// directory), in which case every call reaches the API.
    public var diskCacheStatus: DiskCacheStatus { cache.diskStatus }

    /// Empties the memory cache and the client's files in the disk cache directory.
    public func purgeCache() async {
        cache.removeAllFromMemory()
        DiskStore(directory: configuration.cache.directory).removeAll(where: OMCacheFile.isCacheFile)
    }
}
