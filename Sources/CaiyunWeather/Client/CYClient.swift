import APICore
import Foundation
import Logging

/// The engine behind every ``CYRequest``: transport, timeouts, logging and the response cache.
///
/// Most apps never create one: requests use ``shared``. Create your own to inject a transport
/// (tests, proxies), change the timeout, or route logs:
///
/// ```swift
/// let client = CYClient(configuration: .init(timeout: 5), logger: Logger(label: "weather"))
/// let request = CYRequest(token: token, coordinate: place, client: client)
/// ```
public final class CYClient: Sendable {
    /// Settings for every request made through a client.
    public struct Configuration: Sendable {
        /// The longest one API call may take, in seconds. Default: 10.
        public var timeout: TimeInterval
        /// The `User-Agent` sent with every call.
        public var userAgent: String
        /// The largest response accepted, in bytes. Default: 8 MiB (a 360-hour response is about 1 MiB).
        public var maximumResponseSize: Int

        /// Creates a configuration.
        public init(timeout: TimeInterval = 10, userAgent: String = CYClient.defaultUserAgent, maximumResponseSize: Int = 8 * 1024 * 1024) {
            self.timeout = timeout
            self.userAgent = userAgent
            self.maximumResponseSize = maximumResponseSize
        }
    }

    /// The `User-Agent` the client sends unless configured otherwise.
    public static let defaultUserAgent = "CaiyunWeather-Swift/1.0"

    /// The client requests use when none is given.
    public static let shared = CYClient()

    /// The settings this client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let logger: Logger
    let now: @Sendable () -> Date

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Timeout, User-Agent and size limit.
    ///   - transport: How requests travel; by default `URLSession`.
    ///   - logger: Where the client logs (debug level and below; never the token).
    ///   - now: The clock that judges cache expiry; inject one in tests.
    public init(
        configuration: Configuration = Configuration(),
        transport: any HTTPTransport = URLSessionTransport(),
        logger: Logger = Logger(label: "CaiyunWeather"),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.configuration = configuration
        self.logger = logger
        self.now = now
        self.http = HTTPClient(
            transport: transport,
            configuration: .init(timeout: configuration.timeout, userAgent: configuration.userAgent, maximumBodySize: configuration.maximumResponseSize),
            logger: logger)
    }

    /// Fetches the raw body for `endpoint` from the API, after validating the endpoint.
    func fetchRemoteData(for endpoint: CYEndpoint) async throws(CYError) -> Data {
        let url = try endpoint.checkedURL()
        let redactor = Redactor(secrets: [endpoint.token ?? ""])
        do {
            return try await http.get(url, redactor: redactor).body
        } catch {
            throw CYError(error, redactor: redactor)
        }
    }

    /// Fetches and decodes `endpoint` from the API; the body is returned too so it can be cached.
    func fetchRemote<Result: CYFileResult>(_ result: Result.Type, for endpoint: CYEndpoint) async throws(CYError) -> (CYAPIResponse<Result>, Data) {
        let data = try await fetchRemoteData(for: endpoint)
        let redactor = Redactor(secrets: [endpoint.token ?? ""])
        let response = try CYResponseDecoder.decode(CYAPIResponse<Result>.self, from: data, httpStatus: 200, redactor: redactor)
        return (response, data)
    }
}
