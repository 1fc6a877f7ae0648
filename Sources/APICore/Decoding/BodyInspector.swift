import Foundation

/// What a response body looks like, judged when it could not be decoded.
package enum BodyKind: Sendable, Equatable {
    /// No bytes, or only whitespace.
    case empty
    /// An HTML page, such as a gateway's error page, with its `<title>` when it has one.
    case html(title: String?)
    /// JSON that stops before its last bracket closes.
    case truncatedJSON
    /// Text that is not JSON at all, JSON with a syntax error, or text that is not UTF-8, with
    /// what the scanner found and where.
    case invalidJSON(JSONDocument.SyntaxError)
    /// Well-formed JSON (its shape may still not be what was expected).
    case json
}

/// Tells empty, HTML, truncated and malformed bodies apart, so each gets its own error.
package enum BodyInspector {
    /// Classifies `data`. Only called on the error path, so it favours clarity over speed.
    package static func classify(_ data: Data) -> BodyKind {
        let bytes = [UInt8](data)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, isWhitespace(bytes[start]) { start += 1 }
        guard start < bytes.count else { return .empty }

        if bytes[start] == UInt8(ascii: "<") {
            let text = String(decoding: bytes[start...].prefix(64 * 1024), as: UTF8.self)
            let lowered = text.lowercased()
            if lowered.contains("<html") || lowered.contains("<!doctype html") || lowered.contains("<body")
                || lowered.contains("<title")
            {
                return .html(title: title(in: text))
            }
        }
        guard let syntaxError = JSONDocument.syntaxError(in: data) else { return .json }
        let isContainer = bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[")
        if isContainer, syntaxError.encoding == nil, !isBalanced(bytes, from: start) { return .truncatedJSON }
        return .invalidJSON(syntaxError)
    }

    /// The start of the body as one line of text for an error message, with secrets removed.
    package static func snippet(of data: Data, limit: Int = 160, redactor: Redactor) -> String {
        let text = String(decoding: data.prefix(limit * 4), as: UTF8.self)
        let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        let clipped = oneLine.count > limit ? String(oneLine.prefix(limit)) + "…" : oneLine
        return redactor.redact(clipped)
    }

    /// Whether every bracket opened outside a string is closed by the end of the data.
    private static func isBalanced(_ bytes: [UInt8], from start: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes[start...] {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return depth <= 0 && !inString
    }

    private static func title(in html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
            let close = html.range(of: ">", range: open.upperBound..<html.endIndex),
            let end = html.range(of: "</title>", options: .caseInsensitive, range: close.upperBound..<html.endIndex)
        else { return nil }
        let title = html[close.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? nil : String(title.prefix(120))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
