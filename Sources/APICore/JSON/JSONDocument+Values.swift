import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading scalar values out of scanned nodes.
extension JSONDocument.Node {
    /// Whether a string node holds escape sequences.
    var hasEscapes: Bool { flags & 1 != 0 }
    /// Whether a string node holds bytes outside ASCII.
    var hasNonASCII: Bool { flags & 2 != 0 }
    /// Whether a number node is written as an integer.
    var isInteger: Bool { flags & 1 != 0 }

    /// The raw bytes of the value (for strings, between the quotes).
    func slice(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)])
    }

    /// The string a string node holds, unescaped; `nil` when its UTF-8 or escapes are invalid.
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let raw = slice(bytes)
        if !hasEscapes {
            guard !hasNonASCII || UTF8Check.isValid(raw) else { return nil }
            return String(decoding: raw, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = Self.hex(raw, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") else { return nil }
                    let low = Self.hex(raw, at: index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                output.append(contentsOf: UTF8.encode(unicode)!)
            default: output.append(escape)
            }
        }
        guard UTF8Check.isValid(output) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a string node equals `key`, without building a string when it has no escapes.
    func equals(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if hasEscapes { return string(bytes) == key }
        let raw = slice(bytes)
        var key = key
        return key.withUTF8 { keyBytes in
            keyBytes.count == raw.count && (raw.isEmpty || memcmp(keyBytes.baseAddress!, raw.baseAddress!, raw.count) == 0)
        }
    }

    /// The number a number node holds, as a `Double`: correctly rounded, and independent of the
    /// process locale (unlike C's `strtod`, which reads `LC_NUMERIC`).
    func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: slice(bytes), as: UTF8.self)) ?? .nan
    }

    /// The number a number node holds as `T`, or `nil` when it is not a whole number that fits.
    func integer<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>) -> T? {
        guard isInteger else {
            let value = double(bytes)
            return value.isFinite && value == value.rounded() ? T(exactly: value) : nil
        }
        let raw = slice(bytes)
        let negative = raw[0] == UInt8(ascii: "-")
        var result: T = 0
        for byte in raw.dropFirst(negative ? 1 : 0) {
            let digit = T(byte - 48)
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            result = next
        }
        return result
    }

    private static func hex(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in raw[index..<index + 4] {
            let digit: UInt8 = byte <= 57 ? byte - 48 : (byte | 0x20) - 87
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

/// UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Check {
    static func isValid<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            guard index + length <= bytes.endIndex else { return false }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
