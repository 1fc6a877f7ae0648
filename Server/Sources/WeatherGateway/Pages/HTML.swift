/// Text made safe for HTML: every page builds its markup from literals and values passed through
/// ``escape(_:)``, so text from an API or a request cannot open a tag, an attribute or an entity.
enum HTML {
    /// The bidirectional embeddings, overrides and isolates, which could make text read backwards.
    private static let bidiControls: ClosedRange<UInt32> = 0x202A...0x202E
    private static let bidiIsolates: ClosedRange<UInt32> = 0x2066...0x2069

    /// `text` for an element's content or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// become character references; control characters (line feed and tab excepted) and
    /// bidirectional controls are dropped.
    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.isASCII {
                    // ASCII's controls, without the lookup in Unicode's tables the rest needs.
                    if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                } else if scalar.properties.generalCategory == .control || bidiControls.contains(scalar.value)
                    || bidiIsolates.contains(scalar.value)
                {
                    continue
                }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` as one path segment of a link: everything but unreserved characters and `,`
    /// percent-encoded, so `/` and `?` cannot leave the segment.
    static func pathSegment(_ text: String) -> String {
        var allowed = CharacterSetLite.unreserved
        allowed.insert(UInt8(ascii: ","))
        var encoded = ""
        for byte in text.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

/// The bytes of URL's unreserved characters, without Foundation's `CharacterSet`.
private enum CharacterSetLite {
    static let unreserved: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8))
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
