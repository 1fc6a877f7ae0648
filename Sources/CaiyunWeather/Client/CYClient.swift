import APICore
import Foundation
import Logging

/// The engine behind every ``CYRequest``: transport, retries, pacing, logging and the two-level
/// response cache.
///
/// Most apps never create one: requests use ``shared``. Create your own to inject a transport
/// (tests, proxies), change timeouts and cache limits, or route logs:
///
/// ```swift
/// let client = CYClient(configuration: .init(http: .init(timeout: 5, requestsPerSecond: 5)), logger: Logger(label: "weather"))
/// let request = CYRequest(token: token, coordinate: place, client: client)
/// ```
///
/// Requests made through one client share its memory cache and its in-flight calls: however
/// many ask for the same data at once, the API is called once per expiry window.
public final class CYClient: Sendable {
    /// The client requests use when none is given.
    public static let shared = CYClient()

    /// The settings this client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let logger: Logger
    /// The clock for cache freshness, deadlines, pacing and backoff.
    let clock: any APIClock
    let cache: ResponseCache

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
