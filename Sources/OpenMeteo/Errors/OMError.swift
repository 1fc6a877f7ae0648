import APICore
import Foundation

/// Every failure of the Open-Meteo client, with a stable ``code``; messages never contain the API key.
///
/// HTTP status decides first and the body second, so an error body is never read as weather.
/// The codes every client of the package shares (`.timeout`, `.rateLimited`, `.htmlBody` …) come
/// from `APIErrorCode`; Open-Meteo's own are on ``Code``.
///
/// ```swift
/// do {
///     _ = try await client.forecast(latitude: 52.52, longitude: 13.41, hourly: ["tempeture_2m"])
/// } catch let error as OMError where error.code == .invalidRequest {
///     print(error.apiMessage ?? "")   // "Cannot initialize WeatherVariable from invalid String value tempeture_2m …"
/// }
/// ```
public struct OMError: APIClientError {
    /// A stable category; its ``rawValue`` never changes between releases.
    public struct Code: APIErrorCode {
        /// The code's stable text, such as `"invalid_request"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The API refused the request (HTTP 400, `{"error": true, "reason": …}`): an unknown
        /// variable or unit, a coordinate or date out of range. ``OMError/apiMessage`` says which.
        public static let invalidRequest = Code(rawValue: "invalid_request")
        /// The API key holds characters a key cannot have; found before any call.
        public static let malformedAPIKey = Code(rawValue: "malformed_api_key")
        /// The commercial API refused the API key (HTTP 401 or 403).
        public static let invalidAPIKey = Code(rawValue: "invalid_api_key")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool {
            self == .invalidParameter || self == .invalidRequest || self == .malformedAPIKey
        }

        /// Whether the API refused the key.
        public var isCredentialFailure: Bool { self == .invalidAPIKey }
    }

    /// What went wrong.
    public var code: Code
    /// A one-line explanation.
    public var message: String
    /// The request, the HTTP status, the API's own words (its `reason`), the wait it asked for, the cause.
    public var context: APIErrorContext

    /// Creates an error.
    public init(code: Code, message: String, context: APIErrorContext) {
        self.code = code
        self.message = message
        self.context = context
    }

    /// "Open-Meteo", as messages name it.
    public static let apiName = "Open-Meteo"

    /// For a rate-limit error, which of the free tier's limits was reached, read from the API's
    /// reason; `nil` for other errors and for a reason that names none.
    public var rateLimitWindow: OMRateLimitWindow? {
        code == .rateLimited ? apiMessage.flatMap(OMRateLimitWindow.init(reason:)) : nil
    }
}
