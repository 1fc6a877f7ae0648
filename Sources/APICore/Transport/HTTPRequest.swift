import Foundation

/// An HTTP request as the package's transports see it.
public struct HTTPRequest: Sendable, Hashable {
    /// The HTTP method, such as `"GET"`.
    public var method: String
    /// The absolute URL to request. It may carry a credential, so never log it unredacted.
    public var url: URL
    /// Header fields to send, by name.
    public var headers: [String: String]
    /// The longest the transport should wait for the response, in seconds.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:], timeout: TimeInterval = 10) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}
