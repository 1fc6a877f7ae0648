import APICore
import Foundation

extension OWMError {
    /// The error for an API error body and its HTTP status.
    static func api(_ body: OWMErrorBody, httpStatus: Int, retryAfter: TimeInterval?, redactor: Redactor) -> OWMError {
        let apiMessage = body.message.map(redactor.redact)
        let text = apiMessage ?? "no explanation"
        let lowered = text.lowercased()
        switch httpStatus {
        case 401 where lowered.contains("subscription"):
            return OWMError(.subscriptionRequired, "This API key has no One Call 3.0 subscription (\"One Call by Call\" at openweathermap.org/price).", apiMessage: apiMessage, httpStatus: httpStatus)
        case 401:
            return OWMError(.invalidAPIKey, "OpenWeatherMap rejected the API key: \(text)", apiMessage: apiMessage, httpStatus: httpStatus)
        case 404:
            return OWMError(.notFound, "OpenWeatherMap found nothing: \(text).", apiMessage: apiMessage, httpStatus: httpStatus)
        case 429:
            return OWMError(.rateLimited, "OpenWeatherMap is limiting requests (HTTP 429).\(NumberText.retryPhrase(retryAfter))", apiMessage: apiMessage, httpStatus: httpStatus, retryAfter: retryAfter)
        case 400:
            return OWMError(.badRequest, "OpenWeatherMap rejected a parameter: \(text).", apiMessage: apiMessage, httpStatus: httpStatus)
        default:
            return OWMError(.httpStatus, "OpenWeatherMap answered with HTTP \(httpStatus): \(text).", apiMessage: apiMessage, httpStatus: httpStatus)
        }
    }

    /// Translates a failure of the shared HTTP layer, reading an error body when there is one.
    init(_ failure: HTTPClientError, redactor: Redactor) {
        let message = redactor.redact(failure.message)
        switch failure.code {
        case .timeout: self.init(.timeout, "OpenWeatherMap did not answer in time. \(message)", underlyingError: failure)
        case .connectionFailed: self.init(.connectionFailed, message, underlyingError: failure)
        case .cancelled: self.init(.cancelled, message, underlyingError: failure)
        case .responseTooLarge: self.init(.responseTooLarge, message, httpStatus: failure.statusCode, underlyingError: failure)
        case .httpStatus:
            let status = failure.statusCode ?? 0
            let body = failure.response?.body ?? Data()
            if let errorBody = try? FastJSONDecoder().decode(OWMErrorBody.self, from: body), errorBody.message != nil {
                self = Self.api(errorBody, httpStatus: status, retryAfter: failure.retryAfter, redactor: redactor)
            } else if status == 401 || status == 429 || status == 404 {
                self = Self.api(OWMErrorBody(cod: .number(status), code: nil, message: nil, parameters: nil), httpStatus: status, retryAfter: failure.retryAfter, redactor: redactor)
            } else {
                self.init(.httpStatus, BodyProblem.statusMessage(status, body: body, redactor: redactor), httpStatus: status, retryAfter: failure.retryAfter)
            }
        default: self.init(.transportFailed, message, underlyingError: failure)
        }
    }

    /// The error for a body that did not decode as the expected response.
    static func undecodable(_ data: Data, decodingError: any Error, httpStatus: Int?, redactor: Redactor) -> OWMError {
        let problem = BodyProblem.diagnose(data, decodingError: decodingError, httpStatus: httpStatus, redactor: redactor)
        let code: Code = switch problem.kind {
        case .empty: .emptyBody
        case .html: .htmlBody
        case .truncated: .truncatedBody
        case .invalidJSON: .invalidJSON
        case .unexpectedShape: .unexpectedResponse
        }
        return OWMError(code, problem.message, httpStatus: httpStatus, underlyingError: problem.kind == .unexpectedShape ? decodingError : nil)
    }
}

/// Decodes OpenWeatherMap bodies, refusing error bodies even when they arrive with HTTP 200.
enum OWMDecoder {
    static func decode<Response: Decodable>(_ type: Response.Type, from data: Data, httpStatus: Int = 200, redactor: Redactor = .none) throws(OWMError) -> Response {
        if let errorBody = errorBody(in: data) {
            throw OWMError.api(errorBody, httpStatus: errorBody.status ?? httpStatus, retryAfter: nil, redactor: redactor)
        }
        do {
            return try FastJSONDecoder().decode(Response.self, from: data)
        } catch {
            throw OWMError.undecodable(data, decodingError: error, httpStatus: httpStatus, redactor: redactor)
        }
    }

    /// The error body in `data` when it holds one: a `message` with a non-2xx `cod`.
    private static func errorBody(in data: Data) -> OWMErrorBody? {
        guard let body = try? FastJSONDecoder().decode(OWMErrorBody.self, from: data), body.message != nil,
              let status = body.status, !(200..<300).contains(status)
        else { return nil }
        return body
    }
}

extension OWMErrorBody {
    /// The status as a number, from `cod` or `code`.
    var status: Int? { cod?.value ?? code?.value }
}
