import APICore
import Foundation

/// Every failure of the Caiyun client, with a stable ``code`` and the context to act on it.
///
/// Messages are one line, in English, and never contain your token. When the API itself
/// explained the failure, its words are in ``apiMessage`` (for an invalid token Caiyun says
/// `'token is invalid'`, quotes included), and ``request`` names the call that failed.
///
/// ```swift
/// do {
///     let response = try await request.perform()
/// } catch let error as CYError where error.code == .tokenRejected {
///     // ask the user for a new token
/// }
/// ```
///
/// The codes every client of the package shares (``Code/timeout``, ``Code/rateLimited``,
/// ``Code/htmlBody`` …) come from `APIErrorCode`; Caiyun's own are on ``Code``.
public struct CYError: APIClientError {
    /// What went wrong, as a stable value you can switch on.
    public var code: Code
    /// A one-line explanation for people.
    public var message: String
    /// The request, the HTTP status, the API's own words, the wait it asked for, the cause.
    public var context: APIErrorContext
    /// The `api_version` of an error body, when it had one.
    public var apiVersion: String?

    /// Creates an error.
    public init(code: Code, message: String, context: APIErrorContext) {
        self.code = code
        self.message = message
        self.context = context
    }

    /// "The Caiyun API", as messages name it.
    public static let apiName = "The Caiyun API"
}
