import APICore
import Foundation

/// Checks on an XML body's bytes before and after parsing: no DOCTYPE, not UTF-16, and which
/// kind of broken body a parse error means.
enum XMLProlog {
    /// Refuses a body that is empty, UTF-16, or declares a DOCTYPE before its root element (an
    /// HTML page's `<!DOCTYPE html>` is reported as an HTML body).
    static func check(_ data: Data) throws(WeatherAlertsError) {
        let bytes = [UInt8](data)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(2).contains(0) {
            throw WeatherAlertsError(.invalidXML, "The XML body is UTF-16 text; only UTF-8 is read.")
        }
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else {
                throw WeatherAlertsError(.emptyBody, "The body is empty or holds no XML element.")
            }
            let rest = bytes[index...]
            if rest.starts(with: Array("<?".utf8)) {
                guard let end = find(Array("?>".utf8), in: bytes, from: index) else { return }
                index = end
            } else if rest.starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), in: bytes, from: index) else { return }
                index = end
            } else if String(decoding: rest.prefix(9), as: UTF8.self).uppercased() == "<!DOCTYPE" {
                let word = String(decoding: rest.dropFirst(9).prefix(6), as: UTF8.self)
                if word.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("html") {
                    throw htmlPage(data)
                }
                throw WeatherAlertsError(
                    .doctypeRefused,
                    "The XML body declares a DOCTYPE, which could define entities or fetch outside documents; "
                        + "it is refused unread.")
            } else {
                return
            }
        }
    }

    /// The error for an HTML page where XML was expected, with its title.
    static func htmlPage(_ data: Data) -> WeatherAlertsError {
        var title = ""
        if case .html(let found?) = BodyInspector.classify(data) { title = ": \"\(found)\"" }
        return WeatherAlertsError(
            .htmlBody, "The server sent an HTML page instead of XML\(title); a proxy or gateway may be in the way.")
    }

    /// The error for a parse failure: a cut-off body (the root never closed and the text stops
    /// short) or malformed XML.
    static func problem(_ error: any Error, data: Data, rootOpened: Bool, rootClosed: Bool) -> WeatherAlertsError {
        let code = (error as NSError).code
        let lastByte = data.last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        // libxml2: 5 is "premature end of data", 77 "tag not finished".
        if rootOpened, !rootClosed, code == 5 || code == 77 || lastByte != UInt8(ascii: ">") {
            return WeatherAlertsError(
                .truncatedBody, "The XML body was cut off after \(data.count) bytes.", underlyingError: error)
        }
        return WeatherAlertsError(
            .invalidXML, "The body is not well-formed XML (parser error \(code)).", underlyingError: error)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}
