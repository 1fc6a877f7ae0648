import Foundation

/// Reading scalar values out of scanned nodes.
extension JSONDocument.Node {
    /// Whether a string node holds escape sequences.
    package var hasEscapes: Bool { flags & 1 != 0 }
    /// Whether a string node holds bytes outside ASCII.
    package var hasNonASCII: Bool { flags & 2 != 0 }
    /// Whether a number node is written as an integer.
    package var isInteger: Bool { flags & 1 != 0 }

    /// The raw bytes of the value (for strings, between the quotes).
    package func slice(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)])
    }

    /// The string a string node holds, unescaped; `nil` when its UTF-8 or escapes are invalid.
    package func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let raw = slice(bytes)
        if !hasEscapes {
            guard !hasNonASCII || UTF8Check.isValid(raw) else { return nil }
            return String(decoding: raw, as: UTF8.self)
        }
        guard let output = unescaped(raw), UTF8Check.isValid(output) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a string node holds valid text: valid UTF-8, and escapes that name Unicode scalars.
    func isValidText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = slice(bytes)
        guard hasEscapes else { return UTF8Check.isValid(raw) }
        guard let output = unescaped(raw) else { return false }
        return UTF8Check.isValid(output)
    }

    /// The UTF-8 bytes `raw` stands for with its escapes resolved; `nil` for an escape that
    /// names no Unicode scalar (a lone surrogate).
    private func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
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
                    guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u")
                    else { return nil }
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
        return output
    }

    /// The number a number node holds, as `JSONDecoder` reads it; `nil` when it is too large for
    /// a `Double` or too small to be told from zero.
    package func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        JSONNumber.double(slice(bytes))
    }

    /// The number a number node holds as a `Float`, or `nil` when it is out of `Float`'s range.
    package func float(_ bytes: UnsafeBufferPointer<UInt8>) -> Float? {
        JSONNumber.float(slice(bytes))
    }

    /// The number a number node holds as `T`, or `nil` when it is not a whole number that fits.
    package func integer<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>) -> T? {
        JSONNumber.integer(T.self, slice(bytes), isInteger: isInteger)
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
