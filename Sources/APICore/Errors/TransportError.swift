import Foundation

/// A failure below the API layer: no usable HTTP response arrived.
///
/// API clients translate this into their own error type; it is public so that custom transports
/// can throw a precise ``Code`` (for example ``Code/timeout``) instead of a generic error.
public struct TransportError: Error, Sendable, CustomStringConvertible {
    /// A stable, machine-readable category.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable text, such as `"timeout"`.
        public let rawValue: String
        private init(_ rawValue: String) { self.rawValue = rawValue }

        /// The server did not answer within the timeout.
        public static let timeout = Code("timeout")
        /// No connection could be made, or it broke before the response was complete.
        public static let connectionFailed = Code("connection_failed")
        /// The server answered with a status outside 2xx.
        public static let httpStatus = Code("http_status")
        /// The body was larger than the configured limit.
        public static let responseTooLarge = Code("response_too_large")
        /// The request was cancelled.
        public static let cancelled = Code("cancelled")
        /// The server redirected the request to another origin (scheme, host or port), which is
        /// never followed: a request goes only to the server it was addressed to.
        public static let redirectRefused = Code("redirect_refused")
        /// The transport failed in another way; see ``TransportError/underlyingError``.
        public static let transportFailed = Code("transport_failed")

        /// The code's stable text.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var code: Code
    /// A one-line explanation, free of credentials.
    public var message: String
    /// The HTTP status, when a response arrived.
    public var statusCode: Int?
    /// The response when one arrived (its body is bounded by the client's size limit).
    public var response: TransportResponse?
    /// How long the server asked the client to wait before retrying (`Retry-After`), in seconds.
    public var retryAfter: TimeInterval?
    /// The request that failed, with credentials removed; set by the package's HTTP client.
    public var request: RequestDescription?
    /// The error reported by the transport, if any.
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        code: Code, message: String, statusCode: Int? = nil, response: TransportResponse? = nil,
        retryAfter: TimeInterval? = nil, request: RequestDescription? = nil, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.statusCode = statusCode
        self.response = response
        self.retryAfter = retryAfter
        self.request = request
        self.underlyingError = underlyingError
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}

extension TransportError: LocalizedError {
    /// The message.
    public var errorDescription: String? { message }
}
