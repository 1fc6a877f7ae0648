import APICore
import Foundation
import Logging

/// The Caiyun client: transport, retries, pacing, logging and the response cache, with
/// ``fetch(_:as:from:)`` as its entry point.
///
/// ```swift
/// let client = CYClient(configuration: .init(http: .init(timeout: 5, requestsPerSecond: 5)), logger: Logger(label: "weather"))
/// let endpoint = CYEndpoint(token: token, coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
/// let fetched = try await client.fetch(endpoint)
/// print(fetched.source, fetched.response.result.realtime.temperature)
/// ```
///
/// ``shared`` serves callers that need no settings of their own; create a client to inject a
/// transport (tests, proxies), change timeouts and cache limits, or route logs. The original
/// library's ``CYRequest`` is a thin caller of the same fetch.
///
/// Calls through one client share its memory cache and its in-flight calls: however many ask
/// for the same data at once, the API is called once per expiry window.
public final class CYClient: Sendable {
    /// The client for callers that need no settings of their own, and for requests given none.
    public static let shared = CYClient()

    /// The settings this client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let logger: Logger
    /// The clock for cache freshness, deadlines, pacing and backoff.
    let clock: any APIClock
    let cache: ResponseCache
    /// The disk cache in the configuration's directory (created at the first write).
    let localCache: CYLocalCache

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Timeouts, retries, pacing and cache limits.
    ///   - transport: How requests travel; by default `URLSession`.
    ///   - logger: Where the client logs (debug level; never the token).
    ///   - now: The clock that judges cache expiry; inject one in tests.
    public convenience init(
        configuration: Configuration = Configuration(),
        transport: any HTTPTransport = URLSessionHTTPTransport(),
        logger: Logger = Logger(label: "CaiyunWeather"),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, transport: transport, logger: logger, clock: SystemClock(now: now))
    }

    /// Creates a client on `clock`: its date judges cache expiry, and deadlines, pacing and
    /// backoff wait on it, so tests can control them.
    package init(configuration: Configuration, transport: any HTTPTransport, logger: Logger, clock: any APIClock) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        localCache = CYLocalCache(directory: configuration.cache.directory)
        cache = ResponseCache(
            settings: configuration.cache, clock: clock, logger: logger, sharedWaitLimit: configuration.http.timeout)
        http = HTTPClient(transport: transport, settings: configuration.http, logger: logger, clock: clock)
    }

    /// Whether the disk cache is keeping answers: `DiskCacheStatus.failing(directory:reason:)`
    /// when the latest answer could not be saved (the client also logs a warning, once per
    /// directory), in which case every call reaches the API.
    public var diskCacheStatus: DiskCacheStatus { cache.diskStatus }

    /// Fetches the raw body for `endpoint` from the API, after validating the endpoint.
    func fetchRemoteData(for endpoint: CYEndpoint) async throws(CYError) -> Data {
        let url = try endpoint.checkedURL()
        let redactor = Redactor(secrets: [endpoint.token ?? ""])
        do {
            return try await http.get(url, redactor: redactor, operation: endpoint.file.rawValue).body
        } catch {
            throw CYError(error, redactor: redactor)
        }
    }

    /// Fetches and decodes `endpoint` from the API; the body is returned too so it can be cached.
    func fetchRemote<Result: CYFileResult>(
        _ result: Result.Type, for endpoint: CYEndpoint
    ) async throws(CYError) -> (CYAPIResponse<Result>, Data) {
        let data = try await fetchRemoteData(for: endpoint)
        let redactor = Redactor(secrets: [endpoint.token ?? ""])
        let response = try CYResponseDecoder.decode(
            CYAPIResponse<Result>.self, from: data, httpStatus: 200, redactor: redactor)
        return (response, data)
    }
}
