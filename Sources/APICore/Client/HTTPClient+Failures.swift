import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How far one call got: what the timeout message reports.
struct CallProgress: Sendable {
    /// Attempts started so far.
    var attempts = 0
    /// The failure of the latest attempt that ended.
    var lastFailure: TransportError?

    /// The error for a call whose deadline passed, saying how many attempts were made and how
    /// the one before the last ended.
    func timeoutError(after timeout: TimeInterval, request: RequestDescription) -> TransportError {
        var message = "No complete response within \(NumberText.seconds(timeout))."
        if attempts > 1, let lastFailure {
            message =
                "No complete response within \(NumberText.seconds(timeout)), in \(attempts) attempts; "
                + "attempt \(attempts - 1) ended with: \(lastFailure.message)"
        }
        return TransportError(code: .timeout, message: message, request: request)
    }

    /// The note added to a failure that is not retried because no time is left.
    static func noTimeLeft(attempts: Int, timeout: TimeInterval) -> String {
        "Not tried again: the next attempt would start after the \(NumberText.seconds(timeout)) timeout "
            + "(\(attempts) \(attempts == 1 ? "attempt" : "attempts") made)."
    }
}

extension TransportError {
    /// This error with `note` after its message.
    func withNote(_ note: String) -> TransportError {
        var copy = self
        copy.message += " " + note
        return copy
    }
}

extension HTTPClient {
    /// Maps any error thrown while sending into an ``TransportError`` without credentials in it.
    static func classify(_ error: any Error, host: String, timeout: TimeInterval) -> TransportError {
        if let error = error as? TransportError { return error }
        if error is CancellationError {
            return TransportError(code: .cancelled, message: "The request was cancelled.")
        }
        guard let urlError = error as? URLError else {
            return TransportError(
                code: .transportFailed, message: "The request to \(host) failed: \(type(of: error)).",
                underlyingError: error)
        }
        // A bare URLError keeps the code but drops userInfo, which holds the full URL.
        let sanitized = URLError(urlError.code)
        switch urlError.code {
        case .timedOut:
            return TransportError(
                code: .timeout, message: "No complete response within \(NumberText.seconds(timeout)).",
                underlyingError: sanitized)
        case .cancelled:
            return TransportError(code: .cancelled, message: "The request was cancelled.", underlyingError: sanitized)
        default:
            if let reason = connectionFailure(urlError.code) {
                return TransportError(
                    code: .connectionFailed, message: "Could not get a response from \(host): \(reason).",
                    underlyingError: sanitized)
            }
            return TransportError(
                code: .transportFailed, message: "The request to \(host) failed (URL error \(urlError.code.rawValue)).",
                underlyingError: sanitized)
        }
    }

    /// Why a connection failed, in words, for the URL errors that mean it did.
    private static func connectionFailure(_ code: URLError.Code) -> String? {
        switch code {
        case .cannotConnectToHost: "no connection could be made"
        case .cannotFindHost, .dnsLookupFailed: "the server's name could not be resolved"
        case .networkConnectionLost: "the connection closed before the whole response arrived"
        case .notConnectedToInternet, .internationalRoamingOff, .callIsActive, .dataNotAllowed:
            "there is no network connection"
        case .secureConnectionFailed: "a secure connection could not be made"
        case .badServerResponse, .cannotParseResponse: "the answer was not valid HTTP"
        case .zeroByteResource: "the server closed the connection without answering"
        case .unknown: "the connection failed"
        default: nil
        }
    }
}
