import Foundation
import APICore

extension CYError {
    /// Translates a failure of the shared HTTP layer, reading an API error body when there is one.
    init(_ failure: HTTPClientError, redactor: Redactor) {
        let message = redactor.redact(failure.message)
        switch failure.code {
        case .timeout:
            self.init(.timeout, "The Caiyun API did not answer in time. \(message)", underlyingError: failure)
        case .connectionFailed:
            self.init(.connectionFailed, message, underlyingError: failure)
        case .cancelled:
            self.init(.cancelled, message, underlyingError: failure)
        case .responseTooLarge:
            self.init(.responseTooLarge, message, httpStatus: failure.statusCode, underlyingError: failure)
        case .httpStatus:
            self = Self.httpStatus(failure, redactor: redactor)
        default:
            self.init(.transportFailed, message, underlyingError: failure)
        }
    }

    private static func httpStatus(_ failure: HTTPClientError, redactor: Redactor) -> CYError {
        let status = failure.statusCode ?? 0
        let body = failure.response?.body ?? Data()
        if let apiError = try? FastJSONDecoder().decode(CYInvalidResponse.self, from: body), apiError.error != nil || apiError.status == "failed" {
            return api(apiError, httpStatus: status, retryAfter: failure.retryAfter, redactor: redactor)
        }
        if status == 429 {
            return CYError(.rateLimited, "The API is limiting requests (HTTP 429).\(NumberText.retryPhrase(failure.retryAfter))", httpStatus: status, retryAfter: failure.retryAfter)
        }
        if status == 401 || status == 403 {
            return CYError(.tokenRejected, "The API refused the request (HTTP \(status)); check the token.", httpStatus: status)
        }
        let message = BodyProblem.statusMessage(status, body: body, redactor: redactor)
        return CYError(.httpStatus, message, httpStatus: status, retryAfter: failure.retryAfter)
    }
}
