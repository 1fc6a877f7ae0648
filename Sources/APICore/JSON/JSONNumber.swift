/// Reads the text of a JSON number (already checked by the scanner) as the numeric types, with
/// `JSONDecoder`'s rules: a number too large for the type, or too small to be told from zero
/// (`1e-400`), does not fit; an integer type takes a whole number written with a fraction or an
/// exponent (`3.0`, `1e2`), read exactly however many digits it has.
enum JSONNumber {
    /// `text` as the nearest `Double`, or `nil` when it overflows or underflows to zero.
    ///
    /// Most numbers have at most 19 significant digits and a small exponent: those are exact in
    /// one multiplication or division of two exactly representable doubles (Clinger's fast
    /// path). The rest go through the standard library's correctly rounded parser.
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        while index < text.count, let digit = digitValue(text[index]) {
            if significand != 0 || digit != 0 { digits += 1 }
            significand = significand &* 10 &+ digit
            index += 1
        }
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            while index < text.count, let digit = digitValue(text[index]) {
                if significand != 0 || digit != 0 { digits += 1 }
                significand = significand &* 10 &+ digit
                exponent -= 1
                index += 1
            }
        }
        if index < text.count {
            index += 1
            var negativeExponent = false
            if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                negativeExponent = text[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            while index < text.count, let digit = digitValue(text[index]) {
                written = min(written * 10 + Int(digit), 1_000_000)
                index += 1
            }
            exponent += negativeExponent ? -written : written
        }
        if digits == 0 { return negative ? -0.0 : 0.0 }
        if digits <= 19, significand <= 1 << 53, (-22...22).contains(exponent) {
            let magnitude =
                exponent >= 0
                ? Double(significand) * powersOfTen[exponent] : Double(significand) / powersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        // A significand with a non-zero digit that parses as zero has underflowed.
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite, value != 0 else { return nil }
        return value
    }

    /// `text` as the nearest `Float`, or `nil` when it overflows or underflows to zero.
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float? {
        guard let value = Float(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value != 0 || !hasNonZeroDigit(text) ? value : nil
    }

    /// `text` as a `T`, or `nil` when it is not a whole number or does not fit.
    ///
    /// Like `JSONDecoder`, a number with a fraction or an exponent is whole when its nearest
    /// `Double` is; from 2⁵³ on, where a `Double` skips integers, its value comes from its digits
    /// (any fraction dropped) rather than from the `Double`, so `9007199254740993.0` stays …993.
    static func integer<T: FixedWidthInteger>(
        _ type: T.Type, _ text: UnsafeBufferPointer<UInt8>, isInteger: Bool
    ) -> T? {
        guard isInteger else {
            guard let double = double(text), let value = T(exactly: double) else { return nil }
            return double.magnitude < 0x1p53 ? value : integerPart(T.self, text)
        }
        let negative = text[0] == UInt8(ascii: "-")
        var magnitude: UInt64 = 0
        for byte in text.dropFirst(negative ? 1 : 0) {
            let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.addingReportingOverflow(UInt64(byte &- 48))
            if overflow1 || overflow2 { return nil }
            magnitude = next
        }
        guard negative else { return T(exactly: magnitude) }
        if magnitude == 0 { return 0 }
        // -(2⁶³) is the one negative value whose magnitude does not fit in Int64.
        guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
        return T(exactly: magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
    }

    /// The whole part of `text`, read digit by digit, or `nil` when it does not fit in `T`.
    private static func integerPart<T: FixedWidthInteger>(_ type: T.Type, _ text: UnsafeBufferPointer<UInt8>) -> T? {
        let negative = text[0] == UInt8(ascii: "-")
        var significand: [UInt8] = []
        var wholeDigits = 0
        var index = negative ? 1 : 0
        var seenPoint = false
        while index < text.count, text[index] | 0x20 != UInt8(ascii: "e") {
            if text[index] == UInt8(ascii: ".") {
                seenPoint = true
            } else {
                significand.append(text[index] &- 48)
                if !seenPoint { wholeDigits += 1 }
            }
            index += 1
        }
        if index < text.count {
            let exponentText = UnsafeBufferPointer(rebasing: text[(index + 1)...])
            // The value fits in T (its Double did), so the exponent is small.
            guard let exponent = Int(String(decoding: exponentText, as: UTF8.self)), exponent.magnitude < 1_000 else {
                return nil
            }
            wholeDigits += exponent
        }
        var result: T = 0
        for position in 0..<max(wholeDigits, 0) {
            let digit = T(position < significand.count ? significand[position] : 0)
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            result = next
        }
        return result
    }

    private static func hasNonZeroDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text {
            if byte | 0x20 == UInt8(ascii: "e") { return false }
            if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> UInt64? {
        byte &- 48 < 10 ? UInt64(byte &- 48) : nil
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]
}
