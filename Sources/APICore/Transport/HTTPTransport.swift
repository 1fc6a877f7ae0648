import Foundation

/// Sends one HTTP request and returns the complete response.
///
/// The package talks to every web API through this one-method protocol, so tests, proxies and
/// apps with their own networking stack can replace the default ``URLSessionHTTPTransport``.
/// A transport only moves bytes: status validation, timeouts, retries and decoding happen above it.
///
/// ```swift
/// import APICore
///
/// struct CannedTransport: HTTPTransport {
///     func send(_ request: TransportRequest) async throws -> TransportResponse {
///         TransportResponse(statusCode: 200, body: Data(#"{"status":"ok"}"#.utf8))
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the status, headers and body the server answered with.
    ///
    /// A transport throws only when no HTTP response arrived (for example a refused connection or
    /// a timeout); an HTTP error status is a normal return value. It should stop reading once the
    /// body passes ``TransportRequest/maximumBodySize``, and stop promptly when its task is
    /// cancelled: the client cancels it at the request's deadline (without waiting for it).
    func send(_ request: TransportRequest) async throws -> TransportResponse
}
