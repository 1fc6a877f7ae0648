/// An unkeyed container over one array node, reading its elements in order.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONNodeDecoder
    let depth: Int
    let count: Int?
    private(set) var currentIndex = 0
    private var element: Int

    init(decoder: JSONNodeDecoder, array: Int, depth: Int) {
        self.decoder = decoder
        self.depth = depth
        count = Int(decoder.nodes[array].count)
        element = array + 1
    }

    var codingPath: [any CodingKey] { decoder.path(depth: depth) }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    private var elementPath: [any CodingKey] { decoder.path(depth: depth, JSONIndexKey(index: currentIndex)) }

    /// The current element's node, or an error at the end of the array.
    private func currentNode(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: elementPath, debugDescription: "Unkeyed container is at end."))
        }
        return element
    }

    private mutating func advance() {
        element = Int(decoder.nodes[element].next)
        currentIndex += 1
    }

    /// Reads the current element without moving past it.
    private func peek<T>(_ type: T.Type, _ read: (Int) throws -> T) throws -> T {
        try read(try currentNode(T.self))
    }

    mutating func decodeNil() throws -> Bool {
        guard decoder.isNull(try currentNode(Never.self)) else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try peek(type) { try decoder.bool(at: $0, path: elementPath) }
        advance()
        return value
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let value = try peek(type) { try decoder.string(at: $0, path: elementPath) }
        advance()
        return value
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try peek(type) { try decoder.double(at: $0, path: elementPath) }
        advance()
        return value
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let value = try peek(type) { try decoder.float(at: $0, path: elementPath) }
        advance()
        return value
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let key = JSONIndexKey(index: currentIndex)
        let value = try peek(type) { try decoder.decode(T.self, at: $0, key: key) }
        advance()
        return value
    }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let value = try peek(T.self) { try decoder.integer(T.self, at: $0, path: elementPath) }
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let node = try currentNode(KeyedDecodingContainer<NestedKey>.self)
        let container = try decoder.nested(at: node, path: elementPath).container(keyedBy: NestedKey.self)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let node = try currentNode((any UnkeyedDecodingContainer).self)
        let container = try decoder.nested(at: node, path: elementPath).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let node = try currentNode((any Decoder).self)
        let superDecoder = decoder.nested(at: node, path: elementPath)
        advance()
        return superDecoder
    }
}

/// A single-value container over one node.
struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONNodeDecoder
    let node: Int
    let depth: Int

    var codingPath: [any CodingKey] { decoder.path(depth: depth) }

    func decodeNil() -> Bool { decoder.isNull(node) }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: node, path: codingPath) }
    func decode(_ type: String.Type) throws -> String { try decoder.string(at: node, path: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.double(at: node, path: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.float(at: node, path: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(Int.self, at: node, path: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(Int8.self, at: node, path: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(Int16.self, at: node, path: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(Int32.self, at: node, path: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(Int64.self, at: node, path: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(UInt.self, at: node, path: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(UInt8.self, at: node, path: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(UInt16.self, at: node, path: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(UInt32.self, at: node, path: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(UInt64.self, at: node, path: codingPath) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self, at: node, key: nil) }
}
