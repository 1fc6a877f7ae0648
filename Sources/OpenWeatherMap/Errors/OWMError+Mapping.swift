import APICore
import Foundation

extension OWMError {
    /// The error for an API error body and its HTTP status.
    package static func api(
        _ body: OWMErrorBody, httpStatus: Int, retryAfter: TimeInterval?, redactor: Redactor
    ) -> OWMError {
        let apiMessage = body.message.map(redactor.redact)
        let text = apiMessage ?? "no explanation"
        let lowered = text.lowercased()
        switch httpStatus {
        case 401 where lowered.contains("subscription"):
            return OWMError(
                .subscriptionRequired,
                "This API key has no One Call 3.0 subscription (\"One Call by Call\" at openweathermap.org/price).",
                apiMessage: apiMessage, httpStatus: httpStatus)
        case 401:
            return OWMError(
                .invalidAPIKey, "OpenWeatherMap rejected the API key: \(text)", apiMessage: apiMessage,
                httpStatus: httpStatus)
        case 404:
            return OWMError(
                .notFound, "OpenWeatherMap found nothing: \(text).", apiMessage: apiMessage, httpStatus: httpStatus)
        case 429:
            return OWMError(
                .rateLimited, "OpenWeatherMap is limiting requests (HTTP 429).\(NumberText.retryPhrase(retryAfter))",
                apiMessage: apiMessage, httpStatus: httpStatus, retryAfter: retryAfter)
        case 400:
            return OWMError(
                .badRequest, "OpenWeatherMap rejected a parameter: \(text).", apiMessage: apiMessage,
                httpStatus: httpStatus)
        default:
            return OWMError(
                .httpStatus, "OpenWeatherMap answered with HTTP \(httpStatus): \(text).", apiMessage: apiMessage,
                httpStatus: httpStatus)
        }
    }

    /// Translates a failure of the shared HTTP layer, reading an error body when there is one.
    init(_ failure: TransportError, redactor: Redactor) {
        self = .transportFailure(failure, redactor: redactor) { failure in
            let status = failure.statusCode ?? 0
            let body = failure.response?.body ?? Data()
            if let errorBody = try? FastJSONDecoder().decode(OWMErrorBody.self, from: body), errorBody.message != nil {
                return OWMError.api(errorBody, httpStatus: status, retryAfter: failure.retryAfter, redactor: redactor)
            }
            guard status == 401 || status == 429 || status == 404 else { return nil }
            let bare = OWMErrorBody(cod: .number(status), code: nil, message: nil, parameters: nil)
            return OWMError.api(bare, httpStatus: status, retryAfter: failure.retryAfter, redactor: redactor)
        }
    }
}

/// Decodes OpenWeatherMap bodies, refusing error bodies even when they arrive with HTTP 200.
enum OWMDecoder {
    static func decode<Response: Decodable>(
        _ type: Response.Type, from data: Data, httpStatus: Int = 200, redactor: Redactor = .none
    ) throws(OWMError) -> Response {
        if let errorBody = errorBody(in: data) {
            throw OWMError.api(
                errorBody, httpStatus: errorBody.status ?? httpStatus, retryAfter: nil, redactor: redactor)
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
