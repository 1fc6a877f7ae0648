extension JSONDocument {
    /// The single pass that turns text into nodes.
    ///
    /// Runs of plain string bytes and of indentation are skipped eight bytes at a time: a byte
    /// needs a closer look only when it is a quote, a backslash, a control character or not ASCII.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let base: UnsafePointer<UInt8>
        let count: Int
        var position = 0
        var storage: NodeStorage

        static let maximumDepth = 512

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // An empty buffer may have no address; any non-nil one does, as nothing is read from it.
            base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
            count = bytes.count
            storage = NodeStorage(capacity: bytes.count / 8)
        }

        func error(_ reason: String) -> SyntaxError { SyntaxError(offset: position, reason: reason) }

        @inline(__always)
        func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        }

        @inline(__always)
        mutating func skipWhitespace() {
            // Every whitespace byte is at most 0x20; anything above needs no skipping.
            if position < count, base[position] > 0x20 { return }
            skipWhitespaceRun()
        }

        mutating func skipWhitespaceRun() {
            while position < count {
                switch base[position] {
                case 0x20, 0x0A, 0x0D, 0x09:
                    position += 1
                    // Indentation: skip a run of spaces a word at a time.
                    while position + 8 <= count {
                        let other = word(at: position) ^ 0x2020_2020_2020_2020
                        if other != 0 {
                            position += other.trailingZeroBitCount >> 3
                            break
                        }
                        position += 8
                    }
                default:
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) {
            guard position < count else { throw error(SyntaxError.endOfData) }
            switch base[position] {
            case UInt8(ascii: "{"): try container(depth: depth, isObject: true)
            case UInt8(ascii: "["): try container(depth: depth, isObject: false)
            case UInt8(ascii: "\""): try string(isKey: false)
            case UInt8(ascii: "t"): try literal("true", kind: .bool, flags: 1)
            case UInt8(ascii: "f"): try literal("false", kind: .bool, flags: 0)
            case UInt8(ascii: "n"): try literal("null", kind: .null, flags: 0)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw error("Unexpected character '\(Character(Unicode.Scalar(base[position])))'")
            }
        }

        mutating func container(depth: Int, isObject: Bool) throws(SyntaxError) {
            guard depth < Self.maximumDepth else { throw error("Nesting is deeper than \(Self.maximumDepth) levels") }
            let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let index = storage.reserve(
                Node(kind: isObject ? .object : .array, flags: 0, start: Int32(position), end: 0, count: 0, next: 0))
            position += 1
            skipWhitespace()
            var members: Int32 = 0
            if position < count, base[position] == closing {
                position += 1
            } else {
                while true {
                    if isObject {
                        guard position < count else { throw error(SyntaxError.endOfData) }
                        guard base[position] == UInt8(ascii: "\"") else { throw error("Expected a member name") }
                        try string(isKey: true)
                        skipWhitespace()
                        guard position < count else { throw error(SyntaxError.endOfData) }
                        guard base[position] == UInt8(ascii: ":") else { throw error("Expected ':'") }
                        position += 1
                        skipWhitespace()
                    }
                    // Strings and numbers, most of any document, without the dispatch of `value`.
                    if position < count, base[position] == UInt8(ascii: "\"") {
                        try string(isKey: false)
                    } else if position < count, base[position] &- UInt8(ascii: "0") < 10 {
                        try number()
                    } else {
                        try value(depth: depth + 1)
                    }
                    members += 1
                    skipWhitespace()
                    guard position < count else { throw error(SyntaxError.endOfData) }
                    if base[position] == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                    } else if base[position] == closing {
                        position += 1
                        break
                    } else {
                        throw error("Expected ',' or '\(Character(Unicode.Scalar(closing)))'")
                    }
                }
            }
            storage[index].end = Int32(position)
            storage[index].count = members
            storage[index].next = Int32(storage.count)
        }

        @inline(__always)
        mutating func string(isKey: Bool) throws(SyntaxError) {
            let opening = position
            position += 1
            let start = position
            var flags: UInt8 = 0
            while true {
                while position + 8 <= count {
                    let word = word(at: position)
                    let quote = Self.zeroBytes(word ^ 0x2222_2222_2222_2222)
                    let backslash = Self.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                    let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                    let special = quote | backslash | control
                    if special != 0 {
                        // Only the bytes before the first special one belong to this run.
                        let lowest = special & (0 &- special)
                        if word & 0x8080_8080_8080_8080 & ((lowest >> 7) &- 1) != 0 { flags |= 2 }
                        position += lowest.trailingZeroBitCount >> 3
                        break
                    }
                    if word & 0x8080_8080_8080_8080 != 0 { flags |= 2 }
                    position += 8
                }
                guard position < count else { throw error(SyntaxError.unterminatedString) }
                let byte = base[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") {
                    flags |= 1
                    try escape()
                    continue
                }
                if byte < 0x20 { throw error("Control character in string") }
                if byte >= 0x80 { flags |= 2 }
                position += 1
            }
            let node = Node(
                kind: .string, flags: flags, start: Int32(start), end: Int32(position), count: 0,
                next: Int32(storage.count + 1))
            if isKey, flags != 0, !node.isValidText(bytes) {
                throw SyntaxError(offset: opening, reason: "Member name holds invalid UTF-8 or an unpaired surrogate")
            }
            storage.append(node)
            position += 1
        }

        /// Steps over one escape sequence, `position` at its backslash.
        private mutating func escape() throws(SyntaxError) {
            position += 1
            guard position < count else { throw error(SyntaxError.unterminatedString) }
            switch base[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                position += 1
            case UInt8(ascii: "u"):
                guard position + 4 < count, (1...4).allSatisfy({ Self.isHexDigit(base[position + $0]) }) else {
                    throw error("Invalid \\u escape")
                }
                position += 5
            default:
                throw error("Invalid escape")
            }
        }

        mutating func number() throws(SyntaxError) {
            let start = position
            var isInteger = true
            if base[position] == UInt8(ascii: "-") { position += 1 }
            guard position < count, Self.isDigit(base[position]) else { throw error("Invalid number") }
            if base[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                skipDigits()
            }
            if position < count, base[position] == UInt8(ascii: ".") {
                isInteger = false
                position += 1
                guard position < count, Self.isDigit(base[position]) else { throw error("Invalid number") }
                skipDigits()
            }
            if position < count, base[position] | 0x20 == UInt8(ascii: "e") {
                isInteger = false
                position += 1
                if position < count, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                    position += 1
                }
                guard position < count, Self.isDigit(base[position]) else { throw error("Invalid number") }
                skipDigits()
            }
            storage.append(
                Node(
                    kind: .number, flags: isInteger ? 1 : 0, start: Int32(start), end: Int32(position), count: 0,
                    next: Int32(storage.count + 1)))
        }

        @inline(__always)
        private mutating func skipDigits() {
            while position < count, Self.isDigit(base[position]) { position += 1 }
        }

        mutating func literal(_ text: StaticString, kind: Kind, flags: UInt8) throws(SyntaxError) {
            let length = text.utf8CodeUnitCount
            for offset in 0..<length {
                guard position + offset < count else { throw error(SyntaxError.endOfData) }
                guard base[position + offset] == text.utf8Start[offset] else { throw error("Invalid literal") }
            }
            storage.append(
                Node(
                    kind: kind, flags: flags, start: Int32(position), end: Int32(position + length), count: 0,
                    next: Int32(storage.count + 1)))
            position += length
        }

        /// A word with the high bit set in (at least) the lowest byte of `word` that is zero, and
        /// in no byte below it.
        @inline(__always)
        static func zeroBytes(_ word: UInt64) -> UInt64 {
            (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
        }
    }
}
