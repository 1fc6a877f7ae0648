/// Keeps control characters that came from outside (an API's message, a body, a saved file)
/// from reaching a terminal raw, where ESC could rewrite the screen, BEL ring and NUL hide text.
package enum ControlCharacters {
    /// `text` on one line: tabs and line breaks become spaces, and every other control
    /// character (C0 and C1 controls, DEL, bidirectional overrides) is written as an escape such
    /// as `\u{1B}`.
    package static func escaped(_ text: String) -> String {
        escape(text, keepingLineFeeds: false)
    }

    /// Like ``escaped(_:)``, but keeping line feeds, for text of several lines.
    package static func escaped(keepingLineFeeds text: String) -> String {
        escape(text, keepingLineFeeds: true)
    }

    /// JSON text (as `JSONEncoder` writes it, which leaves DEL, C1 controls, line separators
    /// and bidirectional controls raw) with every control character but the line feed written as
    /// a JSON escape such as `\u007F`: the same JSON, safe for a terminal.
    package static func escaped(json text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar), scalar != "\n" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func escape(_ text: String, keepingLineFeeds: Bool) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineFeeds:
                result.append(scalar)
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.append(" ")
            case _ where isControl(scalar):
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional embedding,
    /// override and isolate characters that can make text read differently from how it is stored.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
