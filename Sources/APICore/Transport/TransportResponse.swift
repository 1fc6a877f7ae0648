import Foundation

/// A complete HTTP response: status, header fields and the whole body.
public struct TransportResponse: Sendable, Hashable {
    /// The HTTP status code, such as `200`.
    public var statusCode: Int
    /// Header fields as received. Look them up with ``value(forHeader:)``, which ignores case.
    public var headers: [String: String]
    /// The response body.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in the 2xx range.
    public var isSuccessful: Bool { (200..<300).contains(statusCode) }

    /// The value of the header field `name`, compared without regard to case.
    public func value(forHeader name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
