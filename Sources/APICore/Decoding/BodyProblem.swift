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
    package static func diagnose(
        _ data: Data, decodingError: any Error, httpStatus: Int?, redactor: Redactor
    ) -> BodyProblem {
        let statusNote = httpStatus.map { " (HTTP \($0))" } ?? ""
        switch BodyInspector.classify(data) {
        case .empty:
            return BodyProblem(kind: .empty, message: "The API sent an empty body\(statusNote).")
        case .html(let title):
            let titleNote = title.map { ": \"\(redactor.redact($0))\"" } ?? ""
            return BodyProblem(
                kind: .html,
                message:
                    "The server sent an HTML page instead of JSON\(statusNote)\(titleNote); a proxy or gateway may be in the way."
            )
        case .truncatedJSON:
            return BodyProblem(
                kind: .truncated, message: "The response was cut off after \(data.count) bytes\(statusNote).")
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
            return BodyProblem(
                kind: .unexpectedShape,
                message:
                    "The response is not shaped as expected\(statusNote): \(redactor.redact(describe(decodingError)))")
        }
    }

    /// The message for an HTTP error status whose body is not an API error: the status, and the
    /// page title or the start of the text when there is one.
    package static func statusMessage(_ status: Int, body: Data, redactor: Redactor) -> String {
        switch BodyInspector.classify(body) {
        case .html(let title):
            "The server answered with HTTP \(status) and an HTML page"
                + (title.map { " titled \"\(redactor.redact($0))\"." } ?? ".")
        case .invalidJSON, .truncatedJSON:
            "The server answered with HTTP \(status): \(BodyInspector.snippet(of: body, redactor: redactor))"
        case .empty, .json:
            "The server answered with HTTP \(status)."
        }
    }

    /// A one-line account of a `DecodingError`, naming the JSON path and the kind of JSON value
    /// expected (never a Swift type). With `depth`, the first `depth` keys of the path are left
    /// out, for an error inside an item whose own path is already known.
    package static func describe(_ error: any Error, droppingFirst depth: Int = 0) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.dropFirst(depth).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop {
                $0 == "."
            }.description
        }
        func subject(_ codingPath: [any CodingKey]) -> String {
            let location = path(codingPath)
            return location.isEmpty ? (depth == 0 ? "the body" : "the item") : location
        }
        guard let error = error as? DecodingError else { return "it could not be read" }
        switch error {
        case .keyNotFound(let key, let context):
            let location = path(context.codingPath)
            return "missing \"\(key.stringValue)\"\(location.isEmpty ? "" : " in \(location)")"
        case .valueNotFound(let type, let context):
            return "\(subject(context.codingPath)) is null where \(jsonKind(type)) belongs"
        case .typeMismatch(let type, let context):
            return "\(subject(context.codingPath)) is not \(jsonKind(type))"
        case .dataCorrupted(let context):
            return "\(subject(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "it could not be read"
        }
    }

    /// The kind of JSON value a Swift type is read from: "a number", "a string", "an object" …
    private static func jsonKind(_ type: Any.Type) -> String {
        let numbers: [Any.Type] = [
            Double.self, Float.self, Int.self, Int64.self, Int32.self, UInt.self, UInt64.self, Decimal.self,
        ]
        if numbers.contains(where: { $0 == type }) { return "a number" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
        if name.hasPrefix("Array") || name.contains("UnkeyedDecodingContainer") { return "an array" }
        return "a value of the expected kind"
    }
}
