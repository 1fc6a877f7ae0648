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
        if httpStatus == 401 || httpStatus == 403 || (lowered.contains("token") && !lowered.contains("limit")) {
            code = .tokenRejected
            message = "The API rejected the token: \(text)\(statusNote)."
        } else if httpStatus == 429 || lowered.contains("limit") || lowered.contains("quota") || lowered.contains("too many") {
            code = .rateLimited
            message = "The API is limiting requests: \(text)\(statusNote)."
        } else {
            code = .apiFailure
            message = "The API reported a failure: \(text)\(statusNote)."
        }
        return CYError(code, message, apiMessage: apiMessage, httpStatus: httpStatus, apiVersion: body.apiVersion, retryAfter: retryAfter)
    }

    /// The error for a body that did not decode as a response.
    static func undecodable(_ data: Data, decodingError: any Error, httpStatus: Int?, redactor: Redactor) -> CYError {
        let statusNote = httpStatus.map { " (HTTP \($0))" } ?? ""
        switch BodyInspector.classify(data) {
        case .empty:
            return CYError(.emptyBody, "The API sent an empty body\(statusNote).", httpStatus: httpStatus)
        case .html(let title):
            let titleNote = title.map { ": \"\(redactor.redact($0))\"" } ?? ""
            return CYError(.htmlBody, "The server sent an HTML page instead of JSON\(statusNote)\(titleNote); a proxy or gateway may be in the way.", httpStatus: httpStatus)
        case .truncatedJSON:
            return CYError(.truncatedBody, "The response was cut off after \(data.count) bytes\(statusNote).", httpStatus: httpStatus)
        case .invalidJSON:
            let snippet = BodyInspector.snippet(of: data, redactor: redactor)
            return CYError(.invalidJSON, "The response is not valid JSON\(statusNote): \(snippet)", httpStatus: httpStatus)
        case .json:
            return CYError(
                .unexpectedResponse, "The response is not shaped as expected\(statusNote): \(describe(decodingError))",
                httpStatus: httpStatus, underlyingError: decodingError)
        }
    }

    /// A one-line account of a `DecodingError`, naming the JSON path.
    static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        guard let error = error as? DecodingError else { return String(describing: type(of: error)) }
        switch error {
        case .keyNotFound(let key, let context):
            let location = path(context.codingPath)
            return "missing \"\(key.stringValue)\"\(location.isEmpty ? "" : " in \(location)")"
        case .valueNotFound(_, let context):
            return "null at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(type)"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "decoding failed"
        }
    }
}
