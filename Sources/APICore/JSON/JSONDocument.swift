import Foundation

/// A JSON text scanned once into a flat array of nodes, so a decoder can walk it without
/// building dictionaries or allocating per value.
///
/// Objects hold their members as alternating key and value nodes; every node records where its
/// subtree ends (`next`), so skipping a value is a single jump. Scanning is strict JSON
/// (RFC 8259): any syntax error is reported with its byte offset. Member names are checked as
/// they are scanned (valid UTF-8, no lone surrogate escapes), as `JSONDecoder` checks them;
/// string values are checked when they are read.
///
/// A document points into memory it does not own: it is valid only inside
/// ``scan(_:_:)``'s closure.
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
    package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The byte offset of the problem.
        package var offset: Int
        /// What is wrong.
        package var reason: String
        /// The encoding the text is in when it is not UTF-8, such as `"UTF-16 (little-endian)"`.
        package var encoding: String?

        /// Creates an error.
        package init(offset: Int, reason: String, encoding: String? = nil) {
            self.offset = offset
            self.reason = reason
            self.encoding = encoding
        }

        package var description: String { "\(reason) at byte \(offset)" }

        /// Whether the text simply stops before the value is complete, as a cut-off body does.
        package var isEndOfData: Bool { reason == SyntaxError.endOfData || reason == SyntaxError.unterminatedString }

        static let endOfData = "Unexpected end of data"
        static let unterminatedString = "Unterminated string"
    }

    /// The text.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The nodes in document order; the root is node 0.
    package let nodes: UnsafeBufferPointer<Node>

    /// The root value.
    package var root: JSONValue { JSONValue(document: self, index: 0) }

    /// Scans `bytes` and hands the document to `body`; the document must not escape `body`.
    ///
    /// A UTF-8 byte order mark before the value is skipped, as `JSONDecoder` does.
    package static func scan<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (JSONDocument) throws -> Result
    ) throws -> Result {
        guard bytes.count < Int(Int32.max) else { throw SyntaxError(offset: 0, reason: "The document is too large") }
        if let encoding = wideEncoding(of: bytes) {
            throw SyntaxError(offset: 0, reason: "The text is \(encoding), not UTF-8", encoding: encoding)
        }
        var scanner = Scanner(bytes: bytes)
        defer { scanner.storage.deallocate() }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
        scanner.skipWhitespace()
        try scanner.value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.position == bytes.count else {
            throw SyntaxError(offset: scanner.position, reason: "Unexpected text after the JSON value")
        }
        let nodes = UnsafeBufferPointer(start: scanner.storage.base, count: scanner.storage.count)
        return try body(JSONDocument(bytes: bytes, nodes: nodes))
    }
}

extension JSONDocument {
    /// The syntax error in `data`, or `nil` when it is well-formed JSON.
    package static func syntaxError(in data: Data) -> SyntaxError? {
        data.withUnsafeBytes { raw in
            do {
                try scan(raw.bindMemory(to: UInt8.self)) { _ in }
                return nil
            } catch {
                return error as? SyntaxError
            }
        }
    }

    /// The UTF-16 or UTF-32 encoding `bytes` are in, told by a byte order mark or by the zero
    /// bytes around the first character (which JSON makes ASCII); `nil` for UTF-8.
    static func wideEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return nil }
        let (first, second) = (bytes[0], bytes[1])
        let third = bytes.count > 2 ? bytes[2] : 0xFF
        let fourth = bytes.count > 3 ? bytes[3] : 0xFF
        switch (first, second, third, fourth) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x01...): return "UTF-32 (big-endian)"
        case (0xFF, 0xFE, 0x00, 0x00), (0x01..., 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
        case (0xFE, 0xFF, _, _), (0x00, 0x01..., _, _): return "UTF-16 (big-endian)"
        case (0xFF, 0xFE, _, _), (0x01..., 0x00, _, _): return "UTF-16 (little-endian)"
        default: return nil
        }
    }
}

extension JSONDocument {
    /// A growable run of nodes in memory the scanner manages itself, so appending costs one
    /// comparison rather than an array's uniqueness and capacity checks.
    struct NodeStorage {
        private(set) var base: UnsafeMutablePointer<Node>
        private(set) var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        @inline(__always)
        mutating func append(_ node: Node) {
            if count == capacity { grow() }
            (base + count).initialize(to: node)
            count += 1
        }

        /// Reserves the next node, to be filled in once its subtree is scanned.
        @inline(__always)
        mutating func reserve(_ node: Node) -> Int {
            append(node)
            return count - 1
        }

        @inline(__always)
        subscript(index: Int) -> Node {
            get { base[index] }
            nonmutating set { base[index] = newValue }
        }

        private mutating func grow() {
            let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }

        func deallocate() { base.deallocate() }
    }
}
