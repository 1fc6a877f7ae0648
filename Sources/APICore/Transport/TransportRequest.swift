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
    /// The longest the transport should wait for the response, in seconds.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval = 10) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
