import Foundation

/// How a client talks HTTP: the deadline, the `User-Agent`, the largest body it accepts, when it
/// retries, how fast it may send and how many requests it keeps in flight.
///
/// Every client's configuration holds one, so none can forget a setting:
///
/// ```swift
/// let client = CYClient(configuration: .init(http: .init(timeout: 5, requestsPerSecond: 5)))
/// ```
public struct HTTPSettings: Sendable, Hashable {
    /// The longest one API call may take, in seconds: from sending the request to the last body
    /// byte of the answer, every retry and the pauses between them included (between 0 and one
    /// day; NaN counts as the default, 10). Waiting for a turn (``requestsPerSecond``,
    /// ``maximumConcurrentRequests``) before the request is first sent does not count.
    public var timeout: TimeInterval {
        didSet { timeout = Self.boundedTimeout(timeout) }
    }
    /// The `User-Agent` sent with every call.
    public var userAgent: String
    /// The largest response body accepted, in bytes. Default: 8 MiB. The default transport stops
    /// reading at the limit, and refuses at once a body whose `Content-Length` is over it.
    public var maximumResponseSize: Int
    /// When to retry a failed call: timeouts, broken connections, 5xx, and 429 with a short
    /// `Retry-After`. Calls that are not safe to repeat are never retried.
    public var retryPolicy: HTTPRetryPolicy
    /// The most calls per second; extra calls wait their turn. Default: `nil`, no limit. Set it
    /// to your plan's rate to avoid 429 answers.
    public var requestsPerSecond: Double?
    /// The most requests a client has in flight at once (at least 1); more wait their turn, and
    /// their ``timeout`` starts only when they are sent. Default: 6, as browsers open per host.
    public var maximumConcurrentRequests: Int {
        didSet { maximumConcurrentRequests = max(1, maximumConcurrentRequests) }
    }
    /// Headers sent with every call, such as the `X-Client-Key` a gateway asks apps for; a
    /// request's own headers win. Headers are never logged.
    public var additionalHeaders: [String: String]

    /// The `User-Agent` every client sends unless told otherwise.
    public static let defaultUserAgent = "CaiyunWeather-Swift/1.0"

    /// Creates settings.
    public init(
        timeout: TimeInterval = 10, userAgent: String = HTTPSettings.defaultUserAgent,
        maximumResponseSize: Int = 8 * 1024 * 1024,
        retryPolicy: HTTPRetryPolicy = .standard, requestsPerSecond: Double? = nil, maximumConcurrentRequests: Int = 6,
        additionalHeaders: [String: String] = [:]
    ) {
        self.timeout = Self.boundedTimeout(timeout)
        self.userAgent = userAgent
        self.maximumResponseSize = maximumResponseSize
        self.retryPolicy = retryPolicy
        self.requestsPerSecond = requestsPerSecond
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.additionalHeaders = additionalHeaders
    }

    private static func boundedTimeout(_ timeout: TimeInterval) -> TimeInterval {
        NumberText.clamp(timeout, to: 0...HTTPRetryPolicy.longestWait, ifNaN: 10)
    }
}
