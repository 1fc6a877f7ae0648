import APICore
import Foundation

/// Every failure of the Exist client, with a stable ``code``; messages never contain a token,
/// a refresh token, an OAuth code or a client secret.
///
/// The HTTP status decides first and the body second, so an error body is never read as data.
/// The codes every client of the package shares (`.timeout`, `.rateLimited`, `.htmlBody` …) come
/// from `APIErrorCode`; Exist's own are on ``Code``.
///
/// ```swift
/// do {
///     _ = try await exist.increment([ExistIncrement(name: "coffees", value: 1)])
/// } catch let error as ExistError where error.code == .outcomeUnknown {
///     // The server may or may not have added the coffee: check before sending it again.
/// }
/// ```
public struct ExistError: APIClientError {
    /// A stable category; its ``rawValue`` never changes between releases.
    public struct Code: APIErrorCode {
        /// The code's stable text, such as `"unauthorized"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No token is configured or stored: sign in, or give a token.
        public static let missingCredentials = Code(rawValue: "missing_credentials")
        /// HTTP 401: the token is invalid or expired and could not be refreshed.
        public static let unauthorized = Code(rawValue: "unauthorized")
        /// HTTP 403: the token lacks the scope this call needs.
        public static let forbiddenScope = Code(rawValue: "forbidden_scope")
        /// HTTP 400: the API rejected the request (its message says why).
        public static let validation = Code(rawValue: "validation")
        /// The OAuth server refused to exchange a code or refresh a token (such as
        /// `invalid_grant`): sign in again.
        public static let authorizationFailed = Code(rawValue: "authorization_failed")
        /// A write that must not be repeated (an increment) may or may not have been applied: the
        /// server timed out, failed with a 5xx, or dropped the connection after receiving it.
        public static let outcomeUnknown = Code(rawValue: "outcome_unknown")
        /// The token store could not read or save tokens.
        public static let tokenStorage = Code(rawValue: "token_storage")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool {
            self == .invalidParameter || self == .validation || self == .missingCredentials
        }

        /// Whether Exist refused the credentials or the token lacks the scope.
        public var isCredentialFailure: Bool {
            self == .unauthorized || self == .forbiddenScope || self == .authorizationFailed
        }
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

    /// "Exist", as messages name it.
    public static let apiName = "Exist"
}
