/// Which request failed, in words free of secrets: the method, the URL with every credential
/// replaced by `<redacted>`, and the client's name for the operation.
public struct RequestDescription: Sendable, Hashable, CustomStringConvertible {
    /// The HTTP method, such as `"GET"`.
    public var method: String
    /// The URL with credentials redacted.
    public var redactedURL: String
    /// The client's name for the call, such as `"weather"` or `"attributes"`, when it gave one.
    public var operation: String?

    /// Creates a description; `redactedURL` must already be free of secrets.
    public init(method: String, redactedURL: String, operation: String? = nil) {
        self.method = method
        self.redactedURL = redactedURL
        self.operation = operation
    }

    /// `weather: GET https://api.caiyunapp.com/v2.6/<redacted>/121.4475,31.0258/weather?…`.
    public var description: String {
        (operation.map { "\($0): " } ?? "") + "\(method) \(redactedURL)"
    }
}
