import Foundation

/// Why a response body could not be used, with a one-line message free of secrets.
///
/// Every API client turns these into its own error type, so each kind of bad body (empty, an
/// HTML page, truncated, not JSON, the wrong shape) gets its own error code everywhere.
package struct BodyProblem: Sendable {
    /// The kind of problem.
    package enum Kind: Sendable, Hashable {
        case empty, html, truncated, invalidJSON, unexpectedShape
    }

    /// The kind of problem.
    package var kind: Kind
    /// A one-line explanation.
    package var message: String

    /// Examines a body that did not decode.
    package static func diagnose(_ data: Data, decodingError: any Error, httpStatus: Int?, redactor: Redactor) -> BodyProblem {
        let statusNote = httpStatus.map { " (HTTP \($0))" } ?? ""
        switch BodyInspector.classify(data) {
        case .empty:
            return BodyProblem(kind: .empty, message: "The API sent an empty body\(statusNote).")
        case .html(let title):
            let titleNote = title.map { ": \"\(redactor.redact($0))\"" } ?? ""
            return BodyProblem(kind: .html, message: "The server sent an HTML page instead of JSON\(statusNote)\(titleNote); a proxy or gateway may be in the way.")
        case .truncatedJSON:
            return BodyProblem(kind: .truncated, message: "The response was cut off after \(data.count) bytes\(statusNote).")
        case .invalidJSON(let syntaxError):
            if let encoding = syntaxError.encoding {
                return BodyProblem(
                    kind: .invalidJSON,
                    message: "The response is \(encoding) text, not the UTF-8 JSON requires\(statusNote).")
            }
            let reason = redactor.redact(syntaxError.description)
            let snippet = BodyInspector.snippet(of: data, redactor: redactor)
            return BodyProblem(
                kind: .invalidJSON,
                message: "The response is not valid JSON\(statusNote): \(reason). It begins: \(snippet)")
        case .json:
            return BodyProblem(kind: .unexpectedShape, message: "The response is not shaped as expected\(statusNote): \(redactor.redact(describe(decodingError)))")
        }
    }

    /// The message for an HTTP error status whose body is not an API error: the status, and the
    /// page title or the start of the text when there is one.
    package static func statusMessage(_ status: Int, body: Data, redactor: Redactor) -> String {
        switch BodyInspector.classify(body) {
        case .html(let title):
            "The server answered with HTTP \(status) and an HTML page" + (title.map { " titled \"\(redactor.redact($0))\"." } ?? ".")
        case .invalidJSON, .truncatedJSON:
            "The server answered with HTTP \(status): \(BodyInspector.snippet(of: body, redactor: redactor))"
        case .empty, .json:
            "The server answered with HTTP \(status)."
        }
    }

    /// A one-line account of a `DecodingError`, naming the JSON path.
    package static func describe(_ error: any Error) -> String {
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
