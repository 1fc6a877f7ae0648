/// The stable code of an API client's error: a string that never changes between releases.
///
/// Every client of the package (Caiyun, OpenWeatherMap, Exist) has its own code type, so its own
/// failures (a rejected Caiyun token, an OpenWeatherMap subscription) have names of their own.
/// What every client meets (the network, HTTP status, bad bodies, rate limits, the cache) is
/// spelled once, here, and shared by them all:
///
/// ```swift
/// switch error.code {
/// case .timeout, .connectionFailed: retryLater()
/// case .rateLimited: wait(error.retryAfter)
/// default: show(error.message)
/// }
/// ```
///
/// Codes are extensible structs rather than enums, so a new release can add codes without
/// breaking a `switch`.
public protocol APIErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible where RawValue == String {
    /// Creates a code from its stable text.
    init(rawValue: String)

    /// Whether the request itself was wrong, so repeating it cannot help and no cached answer
    /// should stand in for it.
    var isInvalidRequest: Bool { get }

    /// Whether the API refused the credentials (a rejected token or key, or a plan without the
    /// feature): the user has to fix them.
    var isCredentialFailure: Bool { get }

    /// Whether local data (a cached answer, a bundled resource) was asked for and is missing or
    /// damaged, rather than the API failing.
    var isLocalDataFailure: Bool { get }
}

extension APIErrorCode {
    /// The code's stable text.
    public var description: String { rawValue }

    /// Whether the request itself was wrong: by default only ``invalidParameter``.
    public var isInvalidRequest: Bool { self == .invalidParameter }

    /// Whether the API refused the credentials: by default no shared code says so.
    public var isCredentialFailure: Bool { false }

    /// Whether local data is missing or damaged: by default ``notCached`` and ``corruptedCache``.
    public var isLocalDataFailure: Bool { self == .notCached || self == .corruptedCache }

    /// Whether trying again later may succeed: network failures, rate limits and server errors.
    public var isTransient: Bool {
        self == .timeout || self == .connectionFailed || self == .rateLimited || self == .transportFailed
    }

    // MARK: The request

    /// A parameter is missing, out of range or malformed; found before any network call.
    public static var invalidParameter: Self { Self(rawValue: "invalid_parameter") }

    // MARK: The network

    /// No complete response arrived in time.
    public static var timeout: Self { Self(rawValue: "timeout") }
    /// The connection could not be made, or it broke before the response was complete.
    public static var connectionFailed: Self { Self(rawValue: "connection_failed") }
    /// The transport failed in another way; see the error's underlying error.
    public static var transportFailed: Self { Self(rawValue: "transport_failed") }
    /// The request was cancelled.
    public static var cancelled: Self { Self(rawValue: "cancelled") }

    // MARK: HTTP answers

    /// The server answered with an HTTP error status that the API did not explain further.
    public static var httpStatus: Self { Self(rawValue: "http_status") }
    /// Too many requests, or the plan's quota is used up; see the error's `retryAfter`.
    public static var rateLimited: Self { Self(rawValue: "rate_limited") }
    /// What was asked for does not exist (HTTP 404 with the API's own explanation: an unknown
    /// city, attribute or page).
    public static var notFound: Self { Self(rawValue: "not_found") }

    // MARK: Unusable bodies

    /// The body was empty.
    public static var emptyBody: Self { Self(rawValue: "empty_body") }
    /// The body was an HTML page (often a gateway or proxy error page).
    public static var htmlBody: Self { Self(rawValue: "html_body") }
    /// The body was JSON cut off before its end.
    public static var truncatedBody: Self { Self(rawValue: "truncated_body") }
    /// The body was not valid JSON.
    public static var invalidJSON: Self { Self(rawValue: "invalid_json") }
    /// The body was JSON but not shaped like the expected response.
    public static var unexpectedResponse: Self { Self(rawValue: "unexpected_response") }
    /// The body was larger than the client accepts.
    public static var responseTooLarge: Self { Self(rawValue: "response_too_large") }

    // MARK: Local data

    /// A cached answer was asked for and there is none.
    public static var notCached: Self { Self(rawValue: "not_cached") }
    /// A cached answer exists but cannot be read or decoded.
    public static var corruptedCache: Self { Self(rawValue: "corrupted_cache") }
}
