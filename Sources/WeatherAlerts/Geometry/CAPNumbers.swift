import APICore

/// Reads CAP's `latitude,longitude` pairs straight from UTF-8 bytes: a polygon can hold
/// thousands of them, and reading them as characters would cost more than the whole feed's XML.
enum CAPNumbers {
    /// `body` run on the UTF-8 bytes of `text`.
    static func withBytes<Value>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(WeatherAlertsError) -> Value
    ) throws(WeatherAlertsError) -> Value {
        var text = text
        let result: Result<Value, WeatherAlertsError> = text.withUTF8 { bytes in
            do throws(WeatherAlertsError) {
                return .success(try body(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// How many whitespace-separated words `bytes` holds.
    static func wordCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var inWord = false
        for byte in bytes {
            let space = isSpace(byte)
            if !space && !inWord { count += 1 }
            inWord = !space
        }
        return count
    }

    /// The pair starting at or after `index` (white space skipped), with `index` moved past it;
    /// `nil` at the end.
    static func point(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int, what: String
    ) throws(WeatherAlertsError) -> GeoPoint? {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let latitude = number(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { throw malformed(what) }
        index += 1
        let longitude = number(bytes, &index)
        guard let latitude, let longitude, index == bytes.count || isSpace(bytes[index]) else { throw malformed(what) }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        guard point.isValid else {
            throw WeatherAlertsError(.unexpectedResponse, "A \(what) point lies outside the globe.")
        }
        return point
    }

    /// A plain decimal number (`-7.405360`, `+53`, `12.`), with `index` moved past it.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Double? {
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                if digits < 18 {
                    mantissa = mantissa * 10 + UInt64(byte - 0x30)
                    if seenPoint { scale += 1 }
                } else if !seenPoint {
                    return slowNumber(bytes, from: start, &index)
                }
                digits += 1
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        let value = Double(mantissa) / pow10(scale)
        return negative ? -value : value
    }

    /// A number too long for the fast path, read by the standard library.
    private static func slowNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ index: inout Int) -> Double?
    {
        var end = start
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ",") { end += 1 }
        index = end
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return DecimalDegrees.value(text, limit: .greatestFiniteMagnitude)
    }

    /// 10 to the power of `exponent` (0 to 18, the digits the fast path keeps), from a table.
    private static func pow10(_ exponent: Int) -> Double {
        exponent < powersOfTen.count ? powersOfTen[exponent] : 1e18
    }

    /// 1, 10, 100 … 10¹⁸: each exact in a `Double`, so a number is one correctly rounded division.
    private static let powersOfTen: [Double] = (0...18).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private static func malformed(_ what: String) -> WeatherAlertsError {
        WeatherAlertsError(.unexpectedResponse, "A \(what) point is not \"latitude,longitude\".")
    }
}
