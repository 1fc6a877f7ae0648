import CaiyunWeather
import Foundation
import OpenWeatherMap

/// A failure of the provider-neutral layer, whichever provider failed.
///
/// ``code`` sorts failures into what an app does next; ``underlyingError`` is the provider's own
/// error (a `CYError` or an `OWMError`) with every detail.
public struct WeatherError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// What to do next.
    public enum Code: String, Sendable, Hashable {
        /// The request was wrong (no key, a bad coordinate): fix it.
        case invalidRequest
        /// The key or token was refused, or the plan lacks the feature.
        case authentication
        /// Too many requests: wait (see ``WeatherError/retryAfter``).
        case rateLimited
        /// The place was not found.
        case notFound
        /// The network failed or timed out: try again later.
        case network
        /// The provider answered with something unusable.
        case badResponse
        /// Local data (a cached response, saved preferences) was asked for and there is none,
        /// or it is damaged.
        case unavailable
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
    public var description: String { "[\(provider): \(code.rawValue)] \(message)" }

    /// Wraps a provider's error.
    init(_ error: any Error, provider: String) {
        self.provider = provider
        underlyingError = error
        if let error = error as? CYError {
            message = error.message
            retryAfter = error.retryAfter
            code = switch error.code {
            case _ where error.code.isInvalidRequest: .invalidRequest
            case .tokenRejected: .authentication
            case .rateLimited: .rateLimited
            case .timeout, .connectionFailed, .transportFailed, .cancelled: .network
            case .notCached, .corruptedCache, .exampleUnavailable: .unavailable
            default: .badResponse
            }
        } else if let error = error as? OWMError {
            message = error.message
            retryAfter = error.retryAfter
            code = switch error.code {
            case _ where error.code.isInvalidRequest: .invalidRequest
            case .invalidAPIKey, .subscriptionRequired: .authentication
            case .rateLimited: .rateLimited
            case .notFound: .notFound
            case .timeout, .connectionFailed, .transportFailed, .cancelled: .network
            case .notCached, .corruptedCache: .unavailable
            default: .badResponse
            }
        } else {
            message = (error as? any LocalizedError)?.errorDescription ?? "\(type(of: error))"
            code = error is StorageError ? .unavailable : .badResponse
        }
    }
}
