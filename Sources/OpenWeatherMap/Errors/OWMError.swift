import APICore
import Foundation

/// Every failure of the OpenWeatherMap client, with a stable ``code``; messages never contain the API key.
///
/// HTTP status decides first and the body second, so an error body is never read as weather.
public struct OWMError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// A stable category.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable text, such as `"invalid_api_key"`.
        public let rawValue: String
        private init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// No API key was given.
        public static let missingAPIKey = Code("missing_api_key")
        /// The key holds characters an API key cannot have.
        public static let malformedAPIKey = Code("malformed_api_key")
        /// A parameter is out of range or empty (coordinates, counts, names).
        public static let invalidParameter = Code("invalid_parameter")
        /// HTTP 401: the key is unknown, inactive, or not allowed on this endpoint.
        public static let invalidAPIKey = Code("invalid_api_key")
        /// HTTP 401 from One Call 3.0: the key has no "One Call by Call" subscription.
        public static let subscriptionRequired = Code("subscription_required")
        /// HTTP 404, such as "city not found".
        public static let notFound = Code("not_found")
        /// HTTP 400: the API rejected a parameter (its message says which).
        public static let badRequest = Code("bad_request")
        /// HTTP 429: the plan's limit is reached; see ``OWMError/retryAfter``.
        public static let rateLimited = Code("rate_limited")
        /// Another HTTP error status.
        public static let httpStatus = Code("http_status")
        /// An empty body.
        public static let emptyBody = Code("empty_body")
        /// An HTML page instead of JSON.
        public static let htmlBody = Code("html_body")
        /// JSON cut off before its end.
        public static let truncatedBody = Code("truncated_body")
        /// Not JSON.
        public static let invalidJSON = Code("invalid_json")
        /// JSON that is not shaped like the requested response.
        public static let unexpectedResponse = Code("unexpected_response")
        /// A body larger than the client accepts.
        public static let responseTooLarge = Code("response_too_large")
        /// No answer in time.
        public static let timeout = Code("timeout")
        /// No connection, or it broke.
        public static let connectionFailed = Code("connection_failed")
        /// Another transport failure.
        public static let transportFailed = Code("transport_failed")
        /// Cancelled.
        public static let cancelled = Code("cancelled")
        /// Cached data was asked for and there is none.
        public static let notCached = Code("not_cached")
        /// A cache file cannot be used.
        public static let corruptedCache = Code("corrupted_cache")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool { self == .missingAPIKey || self == .malformedAPIKey || self == .invalidParameter }
    }

    /// What went wrong.
    public var code: Code
    /// A one-line explanation.
    public var message: String
    /// The API's own message, when it sent one.
    public var apiMessage: String?
    /// The HTTP status, when a response arrived.
    public var httpStatus: Int?
    /// How long to wait before trying again, in seconds, when the server said.
    public var retryAfter: TimeInterval?
    /// The lower-level error, if any.
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, apiMessage: String? = nil, httpStatus: Int? = nil, retryAfter: TimeInterval? = nil,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.apiMessage = apiMessage
        self.httpStatus = httpStatus
        self.retryAfter = retryAfter
        self.underlyingError = underlyingError
    }

    public var errorDescription: String? { message }
    public var description: String { "[\(code)] \(message)" }
}
