import APICore
import Foundation
import Logging

/// Reads official weather warnings for a place, with no key: the services covering its country
/// (NWS, MET Norway, MeteoAlarm, the Hong Kong Observatory), one request per feed, cached.
///
/// ```swift
/// let client = WeatherAlertsClient(configuration: .init(contact: "ops@example.com"))
/// let place = WarningPlace(latitude: 53.35, longitude: -6.26, countryCode: "IE", names: ["Dublin", "Leinster"])
/// let report = try await client.warnings(for: WarningRequest(place: place, language: "en"))
/// for warning in report.warnings { print(warning.event, warning.displayEnd ?? .distantFuture) }
/// for service in report.servicesNotAnswering { print("\(service.name) did not answer; warnings may be missing") }
/// ```
///
/// Show each service's ``WarningService/attribution`` wherever its warnings show.
public final class WeatherAlertsClient: Sendable {
    /// The settings the client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let cache: ResponseCache
    let logger: Logger
    /// The last answers' validators, for conditional requests.
    let validators = Validators()
    /// The clock that judges liveness, freshness and deadlines.
    let clock: any APIClock
    /// The cache's files.
    static let files = QueryCacheFile(prefix: "alerts-")

    /// Creates a client with the default configuration.
    public convenience init() {
        self.init(configuration: Configuration())
    }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Contact, base URL, timeouts, cache and limits.
    ///   - transport: How requests travel; by default `URLSession`.
    ///   - logger: Where the client logs (debug level).
    ///   - now: The clock that judges which warnings are live and which answers are fresh.
    public convenience init(
        configuration: Configuration, transport: any HTTPTransport = URLSessionHTTPTransport(),
        logger: Logger = Logger(label: "WeatherAlerts"), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, transport: transport, logger: logger, clock: SystemClock(now: now))
    }

    /// Creates a client on `clock`, so tests control the time and the waits.
    package init(configuration: Configuration, transport: any HTTPTransport, logger: Logger, clock: any APIClock) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        var settings = configuration.http
        if settings.userAgent == HTTPSettings.defaultUserAgent { settings.userAgent = configuration.userAgent }
        cache = ResponseCache(
            settings: configuration.cache, clock: clock, logger: logger, sharedWaitLimit: settings.timeout)
        http = HTTPClient(transport: transport, settings: settings, logger: logger, clock: clock)
    }

    /// The `User-Agent` every request carries.
    public var userAgent: String { http.settings.userAgent }

    /// The services this client reads for `countryCode`; empty when none covers it.
    public func services(covering countryCode: String) -> [WarningService] {
        WarningService.covering(countryCode, in: configuration.services)
    }

    /// Empties the memory cache and the client's files in the disk cache directory.
    public func purgeCache() async {
        cache.removeAllFromMemory()
        DiskStore(directory: configuration.cache.directory).removeAll(where: Self.files.isCacheFile)
    }
}
