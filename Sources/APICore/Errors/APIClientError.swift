import Foundation

/// What every API client's error type has: a stable ``code``, a one-line ``message`` free of
/// secrets, and the shared details in ``context`` (which request, the HTTP status, the API's own
/// words, how long to wait, the lower-level cause).
///
/// `CYError`, `OWMError` and `ExistError` conform, so code that handles any of them can be
/// written once:
///
/// ```swift
/// func explain(_ error: some APIClientError) -> String {
///     error.code.isTransient ? "Try again later: \(error.message)" : error.message
/// }
/// ```
public protocol APIClientError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// The client's code type.
    associatedtype Code: APIErrorCode

    /// What went wrong, as a stable value to switch on.
    var code: Code { get }
    /// A one-line explanation for people, in English, free of secrets.
    var message: String { get }
    /// The details every client's errors share.
    var context: APIErrorContext { get set }

    /// Creates an error.
    init(code: Code, message: String, context: APIErrorContext)

    /// The API's name as messages begin with it, such as `"The Caiyun API"`.
    static var apiName: String { get }
}

/// The details of an ``APIClientError`` that every client shares.
public struct APIErrorContext: Sendable {
    /// The request that failed, credentials removed; `nil` when none was sent.
    public var request: RequestDescription?
    /// The HTTP status of the response, when one arrived.
    public var httpStatus: Int?
    /// The error text the API itself sent, when it sent one.
    public var apiMessage: String?
    /// How long the server asked the client to wait before trying again, in seconds.
    public var retryAfter: TimeInterval?
    /// The lower-level error behind this one, if any (with credentials removed).
    public var underlyingError: (any Error)?

    /// Creates a context.
    public init(
        request: RequestDescription? = nil, httpStatus: Int? = nil, apiMessage: String? = nil,
        retryAfter: TimeInterval? = nil, underlyingError: (any Error)? = nil
    ) {
        self.request = request
        self.httpStatus = httpStatus
        self.apiMessage = apiMessage
        self.retryAfter = retryAfter
        self.underlyingError = underlyingError
    }
}

extension APIClientError {
    /// Creates an error from its parts.
    ///
    /// Control characters in `message` and `apiMessage` (which may quote a response) are escaped,
    /// and line breaks become spaces, so neither can reach a terminal raw.
    public init(
        _ code: Code, _ message: String, apiMessage: String? = nil, httpStatus: Int? = nil,
        retryAfter: TimeInterval? = nil,
        request: RequestDescription? = nil, underlyingError: (any Error)? = nil
    ) {
        self.init(
            code: code, message: ControlCharacters.escaped(message),
            context: APIErrorContext(
                request: request, httpStatus: httpStatus, apiMessage: apiMessage.map { ControlCharacters.escaped($0) },
                retryAfter: retryAfter, underlyingError: underlyingError))
    }

    /// The request that failed, credentials removed.
    public var request: RequestDescription? { context.request }
    /// The HTTP status of the response, when one arrived.
    public var httpStatus: Int? { context.httpStatus }
    /// The error text the API sent, when it sent one.
    public var apiMessage: String? { context.apiMessage }
    /// How long the server asked you to wait before trying again, in seconds.
    public var retryAfter: TimeInterval? { context.retryAfter }
    /// The lower-level error behind this one, if any.
    public var underlyingError: (any Error)? { context.underlyingError }

    /// The message, as `LocalizedError` and argument parsers present it.
    public var errorDescription: String? { message }

    /// `[code] message (request)`, for logs.
    public var description: String {
        "[\(code)] \(message)" + (context.request.map { " (\($0))" } ?? "")
    }
}
