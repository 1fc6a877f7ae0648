import APICore
import Foundation

/// Turns response bodies into typed responses, and every kind of bad body into its own ``CYError``.
enum CYResponseDecoder {
    /// Decodes `data` as a response of type `Response`.
    ///
    /// The fast path is one pass of the core's `FastJSONDecoder`. Only when it fails is the body examined again, to
    /// tell an API error body, an empty body, an HTML page, truncated JSON, malformed JSON and
    /// JSON of the wrong shape apart.
    static func decode<Response: Decodable>(
        _ type: Response.Type, from data: Data, httpStatus: Int? = nil, redactor: Redactor = .none
    ) throws(CYError) -> Response {
        do {
            return try FastJSONDecoder().decode(Response.self, from: data)
        } catch let failure as CYInvalidResponse {
            throw CYError.api(failure, httpStatus: httpStatus, retryAfter: nil, redactor: redactor)
        } catch {
            throw CYError.undecodable(data, decodingError: error, httpStatus: httpStatus, redactor: redactor)
        }
    }
}

extension CYError {
    /// The error for an API error body.
    static func api(_ body: CYInvalidResponse, httpStatus: Int?, retryAfter: TimeInterval?, redactor: Redactor) -> CYError {
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
        return CYError(code, message, apiMessage: apiMessage, httpStatus: httpStatus, apiVersion: body.apiVersion, retryAfter: retryAfter)
    }

    /// The error for a body that did not decode as a response.
    static func undecodable(_ data: Data, decodingError: any Error, httpStatus: Int?, redactor: Redactor) -> CYError {
        let problem = BodyProblem.diagnose(data, decodingError: decodingError, httpStatus: httpStatus, redactor: redactor)
        let code: Code = switch problem.kind {
        case .empty: .emptyBody
        case .html: .htmlBody
        case .truncated: .truncatedBody
        case .invalidJSON: .invalidJSON
        case .unexpectedShape: .unexpectedResponse
        }
        return CYError(code, problem.message, httpStatus: httpStatus, underlyingError: problem.kind == .unexpectedShape ? decodingError : nil)
    }
}
