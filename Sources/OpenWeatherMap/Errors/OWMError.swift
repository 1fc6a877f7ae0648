import APICore
import Foundation

/// Every failure of the OpenWeatherMap client, with a stable ``code``; messages never contain the API key.
///
/// HTTP status decides first and the body second, so an error body is never read as weather.
/// The codes every client of the package shares (`.timeout`, `.rateLimited`, `.htmlBody` …) come
/// from `APIErrorCode`; OpenWeatherMap's own are on ``Code``.
public struct OWMError: APIClientError {
    /// A stable category; its ``rawValue`` never changes between releases.
    public struct Code: APIErrorCode {
        /// The code's stable text, such as `"invalid_api_key"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No API key was given.
        public static let missingAPIKey = Code(rawValue: "missing_api_key")
        /// The key holds characters an API key cannot have.
        public static let malformedAPIKey = Code(rawValue: "malformed_api_key")
        /// HTTP 401: the key is unknown, inactive, or not allowed on this endpoint.
        public static let invalidAPIKey = Code(rawValue: "invalid_api_key")
        /// HTTP 401 from One Call 3.0: the key has no "One Call by Call" subscription.
        public static let subscriptionRequired = Code(rawValue: "subscription_required")
        /// HTTP 400: the API rejected a parameter (its message says which).
        public static let badRequest = Code(rawValue: "bad_request")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool {
            self == .missingAPIKey || self == .malformedAPIKey || self == .invalidParameter
        }

        /// Whether the API refused the key, or the key's plan lacks the endpoint.
        public var isCredentialFailure: Bool { self == .invalidAPIKey || self == .subscriptionRequired }
    }

    /// What went wrong.
    public var code: Code
    /// A one-line explanation.
    public var message: String
    /// The request, the HTTP status, the API's own words, the wait it asked for, the cause.
    public var context: APIErrorContext

    /// Creates an error.
    public init(code: Code, message: String, context: APIErrorContext) {
        self.code = code
        self.message = message
        self.context = context
    }

    /// "OpenWeatherMap", as messages name it.
    public static let apiName = "OpenWeatherMap"
}
