/// A JSON text scanned once into a flat array of nodes, so a decoder can walk it without
/// building dictionaries or allocating per value.
///
/// Objects hold their members as alternating key and value nodes; every node records where its
/// subtree ends (`next`), so skipping a value is a single jump. Scanning is strict JSON
/// (RFC 8259): any syntax error is reported with its byte offset.
package struct JSONDocument {
    /// What a node holds.
    package enum Kind: UInt8 {
        case object, array, string, number, bool, null
    }

    /// One value of the document.
    package struct Node {
        /// The kind of value.
        package var kind: Kind
        /// For strings: bit 0 set when it contains escapes, bit 1 when it contains non-ASCII bytes.
        /// For numbers: bit 0 set when it is an integer (no fraction or exponent). For Booleans: bit 0 is the value.
        package var flags: UInt8
        /// Where the value starts (for strings, after the opening quote).
        package var start: Int32
        /// Where the value ends (for strings, before the closing quote).
        package var end: Int32
        /// How many members (objects) or elements (arrays) it has.
        package var count: Int32
        /// The index of the first node after this value's subtree.
        package var next: Int32
    }

    /// A syntax error and where it is.
    package struct SyntaxError: Error, CustomStringConvertible {
        /// The byte offset of the problem.
        package var offset: Int
        /// What is wrong.
        package var reason: String

        package var description: String { "\(reason) at byte \(offset)" }
    }

    /// The nodes in document order; the root is node 0.
    package private(set) var nodes: [Node] = []

    /// Scans `bytes`, which must stay valid while the document is used. A UTF-8 byte order
    /// mark before the value is skipped, as `JSONDecoder` does.
    package init(scanning bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) {
        guard bytes.count < Int(Int32.max) else { throw SyntaxError(offset: 0, reason: "The document is too large") }
        nodes.reserveCapacity(bytes.count / 8)
        var scanner = Scanner(bytes: bytes)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
        scanner.skipWhitespace()
        try scanner.value(into: &nodes, depth: 0)
        scanner.skipWhitespace()
        guard scanner.position == bytes.count else { throw SyntaxError(offset: scanner.position, reason: "Unexpected text after the JSON value") }
    }
}

extension JSONDocument {
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        static let maximumDepth = 512

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        func error(_ reason: String) -> SyntaxError { SyntaxError(offset: position, reason: reason) }

        mutating func value(into nodes: inout [Node], depth: Int) throws(SyntaxError) {
            guard position < bytes.count else { throw error("Unexpected end of data") }
            switch bytes[position] {
            case UInt8(ascii: "{"): try container(into: &nodes, depth: depth, isObject: true)
            case UInt8(ascii: "["): try container(into: &nodes, depth: depth, isObject: false)
            case UInt8(ascii: "\""): try string(into: &nodes)
            case UInt8(ascii: "t"): try literal("true", kind: .bool, flags: 1, into: &nodes)
            case UInt8(ascii: "f"): try literal("false", kind: .bool, flags: 0, into: &nodes)
            case UInt8(ascii: "n"): try literal("null", kind: .null, flags: 0, into: &nodes)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(into: &nodes)
            default: throw error("Unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
            }
        }

        mutating func container(into nodes: inout [Node], depth: Int, isObject: Bool) throws(SyntaxError) {
            guard depth < Self.maximumDepth else { throw error("Nesting is deeper than \(Self.maximumDepth) levels") }
            let index = nodes.count
            let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            nodes.append(Node(kind: isObject ? .object : .array, flags: 0, start: Int32(position), end: 0, count: 0, next: 0))
            position += 1
            skipWhitespace()
            var count: Int32 = 0
            if position < bytes.count, bytes[position] == closing {
                position += 1
            } else {
                while true {
                    if isObject {
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("Expected a member name") }
                        try string(into: &nodes)
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("Expected ':'") }
                        position += 1
                        skipWhitespace()
                    }
                    try value(into: &nodes, depth: depth + 1)
                    count += 1
                    skipWhitespace()
                    guard position < bytes.count else { throw error("Unexpected end of data") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                    } else if bytes[position] == closing {
                        position += 1
                        break
                    } else {
                        throw error("Expected ',' or '\(Character(Unicode.Scalar(closing)))'")
                    }
                }
            }
            nodes[index].end = Int32(position)
            nodes[index].count = count
            nodes[index].next = Int32(nodes.count)
        }

        mutating func string(into nodes: inout [Node]) throws(SyntaxError) {
            position += 1
            let start = position
            var flags: UInt8 = 0
            while true {
                guard position < bytes.count else { throw error("Unterminated string") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") {
                    flags |= 1
                    position += 1
                    guard position < bytes.count else { throw error("Unterminated string") }
                    switch bytes[position] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 1
                    case UInt8(ascii: "u"):
                        guard position + 4 < bytes.count, (1...4).allSatisfy({ Self.isHexDigit(bytes[position + $0]) }) else {
                            throw error("Invalid \\u escape")
                        }
                        position += 5
                    default:
                        throw error("Invalid escape")
                    }
                    continue
                }
                if byte < 0x20 { throw error("Control character in string") }
                if byte >= 0x80 { flags |= 2 }
                position += 1
            }
            nodes.append(Node(kind: .string, flags: flags, start: Int32(start), end: Int32(position), count: 0, next: Int32(nodes.count + 1)))
            position += 1
        }

        mutating func number(into nodes: inout [Node]) throws(SyntaxError) {
            let start = position
            var isInteger = true
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, Self.isDigit(bytes[position]) else { throw error("Invalid number") }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                isInteger = false
                position += 1
                guard position < bytes.count, Self.isDigit(bytes[position]) else { throw error("Invalid number") }
                while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                isInteger = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard position < bytes.count, Self.isDigit(bytes[position]) else { throw error("Invalid number") }
                while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
            }
            nodes.append(Node(kind: .number, flags: isInteger ? 1 : 0, start: Int32(start), end: Int32(position), count: 0, next: Int32(nodes.count + 1)))
        }

        mutating func literal(_ text: StaticString, kind: Kind, flags: UInt8, into nodes: inout [Node]) throws(SyntaxError) {
            let length = text.utf8CodeUnitCount
            guard position + length <= bytes.count else { throw error("Unexpected end of data") }
            for offset in 0..<length where bytes[position + offset] != text.utf8Start[offset] {
                throw error("Invalid literal")
            }
            nodes.append(Node(kind: kind, flags: flags, start: Int32(position), end: Int32(position + length), count: 0, next: Int32(nodes.count + 1)))
            position += length
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
        }
    }
}
