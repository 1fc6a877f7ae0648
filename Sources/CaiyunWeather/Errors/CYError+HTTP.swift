import APICore
import Foundation

extension CYError {
    /// Translates a failure of the shared HTTP layer, reading an API error body when there is one.
    init(_ failure: TransportError, redactor: Redactor) {
        self = .transportFailure(failure, redactor: redactor) { failure in
            let status = failure.statusCode ?? 0
            let body = failure.response?.body ?? Data()
            if let apiError = try? FastJSONDecoder().decode(CYInvalidResponse.self, from: body),
                apiError.error != nil || apiError.status == "failed"
            {
                return CYError.api(apiError, httpStatus: status, retryAfter: failure.retryAfter, redactor: redactor)
            }
            if status == 401 || status == 403 {
                return CYError(
                    .tokenRejected, "The API refused the request (HTTP \(status)); check the token.", httpStatus: status
                )
            }
            return nil
        }
    }

    /// The error for an API error body.
    package static func api(
        _ body: CYInvalidResponse, httpStatus: Int?, retryAfter: TimeInterval?, redactor: Redactor
    ) -> CYError {
        let apiMessage = body.error.map(redactor.redact)
        let text = apiMessage ?? "no explanation"
        let statusNote = httpStatus.map { " (HTTP \($0))" } ?? ""
        let lowered = text.lowercased()
        let code: Code
        let message: String
        let mentionsLimit = lowered.contains("limit") || lowered.contains("quota") || lowered.contains("too many")
        if httpStatus == 429 || mentionsLimit {
            code = .rateLimited
            message = "The API is limiting requests: \(text)\(statusNote).\(NumberText.retryPhrase(retryAfter))"
        } else if httpStatus == 401 || httpStatus == 403 || lowered.contains("token") {
            code = .tokenRejected
            message = "The API rejected the token: \(text)\(statusNote)."
        } else {
            code = .apiFailure
            message = "The API reported a failure: \(text)\(statusNote)."
        }
        var error = CYError(code, message, apiMessage: apiMessage, httpStatus: httpStatus, retryAfter: retryAfter)
        error.apiVersion = body.apiVersion
        return error
    }
}
