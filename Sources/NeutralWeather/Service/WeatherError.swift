import APICore
import Foundation

/// A failure of the provider-neutral layer, whichever provider failed.
///
/// ``code`` sorts failures into what an app does next; ``underlyingError`` is the provider's own
/// error (a `CYError`, an `OWMError`, or any other client's `APIClientError`) with every detail.
public struct WeatherError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// What to do next: a stable code whose ``rawValue`` never changes between releases.
    ///
    /// An extensible struct rather than an enum, so new codes can be added without breaking a
    /// `switch`; compare with `==` or match with `case .authentication:`.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's stable text, such as `"rate_limited"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The request was wrong (no key, a bad coordinate): fix it.
        public static let invalidRequest = Code(rawValue: "invalid_request")
        /// The key or token was refused, or the plan lacks the feature.
        public static let authentication = Code(rawValue: "authentication")
        /// Too many requests: wait (see ``WeatherError/retryAfter``).
        public static let rateLimited = Code(rawValue: "rate_limited")
        /// The place was not found.
        public static let notFound = Code(rawValue: "not_found")
        /// The network failed or timed out: try again later.
        public static let network = Code(rawValue: "network")
        /// The provider answered with something unusable.
        public static let badResponse = Code(rawValue: "bad_response")
        /// Local data (a cached response, saved preferences) was asked for and there is none,
        /// or it is damaged.
        public static let unavailable = Code(rawValue: "unavailable")

        /// The code's stable text.
        public var description: String { rawValue }
    }

    /// What to do next.
    public var code: Code
    /// A one-line explanation, free of credentials.
    public var message: String
    /// The provider that failed.
    public var provider: String
    /// How long to wait before trying again, when the provider said.
    public var retryAfter: TimeInterval?
    /// The provider's own error.
    public var underlyingError: (any Error)?

    public var errorDescription: String? { message }
    public var description: String { "[\(provider): \(code)] \(message)" }

    /// Wraps a provider's error: any client's error is sorted by the judgements every client's
    /// codes make (invalid request, refused credentials, local data) and the codes they share.
    init(_ error: any Error, provider: String) {
        self.provider = provider
        underlyingError = error
        switch error {
        case let error as any APIClientError:
            (code, message, retryAfter) = Self.sorted(error)
        default:
            message = (error as? any LocalizedError)?.errorDescription ?? "\(type(of: error))"
            code = error is StorageError ? .unavailable : .badResponse
        }
    }

    private static func sorted(_ error: some APIClientError) -> (Code, String, TimeInterval?) {
        (code(for: error.code), error.message, error.retryAfter)
    }

    /// The code for any client's code.
    private static func code(for code: some APIErrorCode) -> Code {
        if code.isInvalidRequest { return .invalidRequest }
        if code.isCredentialFailure { return .authentication }
        if code.isLocalDataFailure { return .unavailable }
        switch code {
        case .notFound: return .notFound
        case .rateLimited: return .rateLimited
        case .timeout, .connectionFailed, .transportFailed, .cancelled: return .network
        default: return .badResponse
        }
    }
}
