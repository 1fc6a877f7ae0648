import Foundation

extension APIClientError {
    /// The error for a failure of the package's HTTP layer.
    ///
    /// Network failures map one to one. An HTTP error status is first offered to `explain`, which
    /// reads the API's own error body (or interprets statuses the API gives a meaning, such as
    /// 401); when it returns `nil`, a 429 becomes ``APIErrorCode/rateLimited`` and anything else
    /// ``APIErrorCode/httpStatus`` with the page title or the start of the body.
    package static func transportFailure(
        _ failure: TransportError, redactor: Redactor, explain: (TransportError) -> Self? = { _ in nil }
    ) -> Self {
        let message = redactor.redact(failure.message)
        var error: Self
        switch failure.code {
        case .timeout:
            error = Self(.timeout, "\(apiName) did not answer in time. \(message)", underlyingError: failure)
        case .connectionFailed:
            error = Self(.connectionFailed, message, underlyingError: failure)
        case .cancelled:
            error = Self(.cancelled, message, underlyingError: failure)
        case .responseTooLarge:
            error = Self(.responseTooLarge, message, httpStatus: failure.statusCode, underlyingError: failure)
        case .httpStatus:
            error = explain(failure) ?? httpStatus(failure, redactor: redactor)
        case .redirectRefused:
            error = Self(.transportFailed, message, httpStatus: failure.statusCode, underlyingError: failure)
        default:
            error = Self(.transportFailed, message, underlyingError: failure)
        }
        if error.context.request == nil { error.context.request = failure.request }
        return error
    }

    private static func httpStatus(_ failure: TransportError, redactor: Redactor) -> Self {
        let status = failure.statusCode ?? 0
        if status == 429 {
            return Self(
                .rateLimited,
                "\(apiName) is limiting requests (HTTP 429).\(NumberText.retryPhrase(failure.retryAfter))",
                httpStatus: status, retryAfter: failure.retryAfter)
        }
        let message = BodyProblem.statusMessage(status, body: failure.response?.body ?? Data(), redactor: redactor)
        return Self(.httpStatus, message, httpStatus: status, retryAfter: failure.retryAfter)
    }

    /// The error for a body that did not decode as the expected response: empty, an HTML page,
    /// truncated, not JSON, or JSON of another shape, each with its own code.
    package static func undecodable(
        _ data: Data, decodingError: any Error, httpStatus: Int?, redactor: Redactor, request: RequestDescription? = nil
    ) -> Self {
        let problem = BodyProblem.diagnose(
            data, decodingError: decodingError, httpStatus: httpStatus, redactor: redactor)
        let code: Code =
            switch problem.kind {
            case .empty: .emptyBody
            case .html: .htmlBody
            case .truncated: .truncatedBody
            case .invalidJSON: .invalidJSON
            case .unexpectedShape: .unexpectedResponse
            }
        return Self(
            code, problem.message, httpStatus: httpStatus, request: request,
            underlyingError: problem.kind == .unexpectedShape ? decodingError : nil)
    }

    /// `error` as this client's error: itself when it already is one, ``APIErrorCode/cancelled``
    /// for a cancellation, ``APIErrorCode/transportFailed`` otherwise.
    package static func wrapping(_ error: any Error) -> Self {
        switch error {
        case let error as Self: error
        case is CancellationError: Self(.cancelled, "The request was cancelled.")
        case let failure as TransportError: transportFailure(failure, redactor: .none)
        default: Self(.transportFailed, "The request failed: \(type(of: error)).", underlyingError: error)
        }
    }
}
