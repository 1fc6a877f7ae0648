import Foundation

/// How names are compared: case, accents, punctuation and spacing do not count, so `"zurich"`
/// finds `"Zürich"` and `"st. louis"` finds `"St. Louis"`.
enum PlaceName {
    /// The form of `text` that searches compare: lowercased, accents removed, every run of
    /// spaces and punctuation one space, no space at either end.
    static func key(_ text: some StringProtocol) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(utf8) }
        let folded = String(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var key = ""
        var pendingSpace = false
        for character in folded {
            if character.isLetter || character.isNumber {
                if pendingSpace && !key.isEmpty { key.append(" ") }
                pendingSpace = false
                key.append(character)
            } else {
                pendingSpace = true
            }
        }
        return key
    }

    /// ``key(_:)`` for ASCII text, without Foundation.
    private static func asciiKey(_ utf8: some Collection<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isWordByte = isUpper || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if isWordByte {
                if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(isUpper ? byte + 0x20 : byte)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
