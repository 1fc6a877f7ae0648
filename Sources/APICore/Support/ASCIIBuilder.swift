/// ASCII text written byte by byte into one buffer and made a `String` once: for keys built on
/// every request, where appending to a `String` piece by piece checks its capacity and
/// encoding, and formatting numbers makes a string of its own for each.
package struct ASCIIBuilder {
    private var bytes: [UInt8] = []

    /// An empty builder with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text`'s UTF-8 bytes.
    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends one ASCII character.
    package mutating func append(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    /// Appends `value` in decimal (`-12`).
    package mutating func append(decimal value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, count: nil)
    }

    /// Appends `value` with exactly four decimals and no locale (`-12.3400`), as
    /// ``NumberText/fourDecimals(_:)`` writes it.
    package mutating func append(fourDecimals value: Double) {
        guard value.isFinite, value.magnitude <= 1_000_000 else {
            append("\(value)")
            return
        }
        let scaled = Int((value * 10_000).rounded())
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(scaled.magnitude / 10_000, count: nil)
        bytes.append(UInt8(ascii: "."))
        appendDigits(scaled.magnitude % 10_000, count: 4)
    }

    /// Appends `value` as sixteen lowercase hex digits.
    package mutating func append(hex value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((value >> UInt64(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// Appends the decimal digits of `value`, zero-padded to `count` when given: written last
    /// digit first, then turned round in place.
    private mutating func appendDigits(_ value: UInt, count: Int?) {
        let start = bytes.endIndex
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        while let count, bytes.count - start < count { bytes.append(UInt8(ascii: "0")) }
        bytes[start...].reverse()
    }
}
