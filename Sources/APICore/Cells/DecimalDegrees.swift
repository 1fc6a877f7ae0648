/// Coordinates as people and APIs write them: decimal degrees only (`39.9042`, `-0.1276`, `+12`),
/// never hexadecimal (`0x10`), exponents (`1e2`), `nan` or `inf`, which `Double(_:)` would accept.
public enum DecimalDegrees {
    /// `text` (surrounding spaces ignored) as a number of degrees within ±`limit`; `nil` when it is
    /// not a plain decimal number or lies outside.
    public static func value(_ text: some StringProtocol, limit: Double) -> Double? {
        var string = String(text)
        // Checked byte by byte in contiguous UTF-8: every character allowed is ASCII, and a
        // gateway reads a coordinate on every request.
        return string.withUTF8 { bytes -> Double? in
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var digits = 0
            var points = 0
            for index in start..<end {
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
                case UInt8(ascii: "."): points += 1
                case UInt8(ascii: "-") where index == start, UInt8(ascii: "+") where index == start: break
                default: return nil
                }
            }
            guard digits > 0, points <= 1,
                let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)),
                abs(value) <= limit
            else { return nil }
            return value
        }
    }
}
