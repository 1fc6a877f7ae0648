import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#endif

extension GatewayLogHandler {
    /// `event` in the text layout, its metadata `merged`.
    func textLine(_ event: LogEvent, _ merged: Logger.Metadata) -> String {
        let pairs = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        return Self.escaped(
            "\(Self.localTimestamp()) \(event.level)\(label.isEmpty ? "" : " ")\(label):\(pairs) [\(event.source)] "
                + event.message.description)
    }

    /// `text` with each control character written as a `\u{…}` escape and each backslash doubled.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || $0 == "\\" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else if scalar == "\\" {
                result += "\\\\"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Local time, as `2026-11-25T20:29:46+0000`.
    private static func localTimestamp() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
