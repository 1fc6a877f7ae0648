import APICore
import Foundation

extension OMError {
    /// The error for the API's error answer (or a bare status the API gives a meaning) and its
    /// HTTP status.
    ///
    /// - Parameter usesAPIKey: Whether the request carried a key, so a 401 or 403 is about it.
    package static func api(
        reason: String?, httpStatus: Int, retryAfter: TimeInterval?, usesAPIKey: Bool, redactor: Redactor
    ) -> OMError {
        let apiMessage = reason.map(redactor.redact)
        let text = apiMessage ?? "no reason given"
        switch httpStatus {
        case 429:
            let window = apiMessage.flatMap(OMRateLimitWindow.init(reason:))
            let limit = window.map { "reached \($0.phrase)" } ?? "is limiting requests"
            let when =
                retryAfter.map { _ in NumberText.retryPhrase(retryAfter) } ?? window.map { " " + $0.advice } ?? ""
            return OMError(
                .rateLimited, "Open-Meteo \(limit) (HTTP 429).\(when)", apiMessage: apiMessage, httpStatus: httpStatus,
                retryAfter: retryAfter)
        case 401 where usesAPIKey, 403 where usesAPIKey:
            return OMError(
                .invalidAPIKey, "Open-Meteo refused the API key (HTTP \(httpStatus)): \(text)", apiMessage: apiMessage,
                httpStatus: httpStatus)
        case 200..<300, 400..<500:
            return OMError(
                .invalidRequest, "Open-Meteo refused the request: \(text)", apiMessage: apiMessage,
                httpStatus: httpStatus)
        default:
            return OMError(
                .httpStatus, "Open-Meteo answered with HTTP \(httpStatus): \(text)", apiMessage: apiMessage,
                httpStatus: httpStatus, retryAfter: retryAfter)
        }
    }

    /// Translates a failure of the shared HTTP layer, reading the API's error answer when there is one.
    init(_ failure: TransportError, usesAPIKey: Bool, redactor: Redactor) {
        self = .transportFailure(failure, redactor: redactor) { failure in
            let status = failure.statusCode ?? 0
            let body = failure.response?.body ?? Data()
            if let errorBody = try? FastJSONDecoder().decode(OMErrorBody.self, from: body), errorBody.reason != nil {
                return OMError.api(
                    reason: errorBody.reason, httpStatus: status, retryAfter: failure.retryAfter,
                    usesAPIKey: usesAPIKey,
                    redactor: redactor)
            }
            guard status == 429 || (usesAPIKey && (status == 401 || status == 403)) else { return nil }
            return OMError.api(
                reason: nil, httpStatus: status, retryAfter: failure.retryAfter, usesAPIKey: usesAPIKey,
                redactor: redactor)
        }
    }
}

/// Decodes Open-Meteo bodies, refusing error answers even when they arrive with HTTP 200.
enum OMDecoder {
    static func decode<Response: Decodable>(
        _ type: Response.Type, from data: Data, usesAPIKey: Bool = false, redactor: Redactor = .none
    ) throws(OMError) -> Response {
        let value: Response
        do {
            value = try FastJSONDecoder().decode(Response.self, from: data)
        } catch {
            // An error answer has none of a weather answer's members, so it fails here first.
            if let errorBody = errorBody(in: data) {
                throw OMError.api(
                    reason: errorBody.reason, httpStatus: 200, retryAfter: nil, usesAPIKey: usesAPIKey,
                    redactor: redactor)
            }
            throw OMError.undecodable(data, decodingError: error, httpStatus: 200, redactor: redactor)
        }
        // A search's answer has no required member, so an error answer decodes as an empty list.
        if let places = value as? OMPlaceList, places.isEmpty, places.otherFields["error"] == .bool(true) {
            throw OMError.api(
                reason: places.otherFields["reason"]?.string, httpStatus: 200, retryAfter: nil, usesAPIKey: usesAPIKey,
                redactor: redactor)
        }
        return value
    }

    /// The error answer in `data`, when it holds one.
    private static func errorBody(in data: Data) -> OMErrorBody? {
        guard let body = try? FastJSONDecoder().decode(OMErrorBody.self, from: data), body.isError else { return nil }
        return body
    }
}
