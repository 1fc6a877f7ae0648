import Foundation

/// Every failure of the Caiyun client, with a stable ``code`` and the context to act on it.
///
/// Messages are one line, in English, and never contain your token. When the API itself
/// explained the failure, its words are in ``apiMessage`` (for an invalid token Caiyun says
/// `'token is invalid'`, quotes included).
///
/// ```swift
/// do {
///     let response = try await request.perform()
/// } catch let error as CYError where error.code == .tokenRejected {
///     // ask the user for a new token
/// }
/// ```
public struct CYError: Error, Sendable {
    /// What went wrong, as a stable value you can switch on.
    public var code: Code
    /// A one-line explanation for people.
    public var message: String
    /// The error text the API sent, when it sent one.
    public var apiMessage: String?
    /// The HTTP status of the response, when one arrived.
    public var httpStatus: Int?
    /// The `api_version` of an error body, when it had one.
    public var apiVersion: String?
    /// How long the server asked you to wait before trying again, in seconds.
    public var retryAfter: TimeInterval?
    /// The lower-level error behind this one, if any (with credentials removed).
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, apiMessage: String? = nil, httpStatus: Int? = nil,
        apiVersion: String? = nil, retryAfter: TimeInterval? = nil, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.apiMessage = apiMessage
        self.httpStatus = httpStatus
        self.apiVersion = apiVersion
        self.retryAfter = retryAfter
        self.underlyingError = underlyingError
    }
}

extension CYError: LocalizedError, CustomStringConvertible {
    /// The message, as `LocalizedError` and argument parsers present it.
    public var errorDescription: String? { message }

    /// `[code] message`, for logs.
    public var description: String { "[\(code)] \(message)" }
}
