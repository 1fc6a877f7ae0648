import Foundation

/// An HTTP request as the package's transports see it.
public struct TransportRequest: Sendable, Hashable {
    /// The HTTP method, such as `"GET"` or `"POST"`.
    public var method: String
    /// The absolute URL to request. It may carry a credential, so never log it unredacted.
    public var url: URL
    /// Header fields to send, by name. They may carry a credential (`Authorization`).
    public var headers: [String: String]
    /// The body to send, if any.
    public var body: Data?
    /// The longest the transport should wait for the response, in seconds: the time left before
    /// the client's deadline, which the client enforces whatever the transport does.
    public var timeout: TimeInterval
    /// The largest response body to accept, in bytes; `nil` for no limit.
    ///
    /// A transport should stop reading once the body passes it and throw a ``TransportError``
    /// with code ``TransportError/Code/responseTooLarge`` (at once when `Content-Length` is over
    /// it), so a huge answer never has to fit in memory. ``URLSessionHTTPTransport`` does; the
    /// client still checks the size of whatever a transport returns.
    public var maximumBodySize: Int?

    /// Creates a request.
    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil,
        timeout: TimeInterval = 10, maximumBodySize: Int? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }
}
