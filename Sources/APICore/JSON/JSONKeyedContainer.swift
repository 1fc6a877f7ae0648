import Foundation

/// A keyed container over one object node; members are found by comparing key bytes.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONNodeDecoder
    let object: Int
    let depth: Int

    var codingPath: [any CodingKey] { decoder.path(depth: depth) }

    var allKeys: [Key] {
        var keys: [Key] = []
        var seen: Set<String> = []
        var index = object + 1
        let end = Int(decoder.nodes[object].next)
        while index < end {
            if let name = decoder.nodes[index].string(decoder.bytes), seen.insert(name).inserted,
                let key = Key(stringValue: name)
            {
                keys.append(key)
            }
            index = Int(decoder.nodes[index + 1].next)
        }
        return keys
    }

    /// The node of the value for `key` (its first occurrence), or `nil`.
    private func valueNode(_ key: Key) -> Int? {
        let nodes = decoder.nodes
        let bytes = decoder.bytes
        var name = key.stringValue
        return name.withUTF8 { wanted in
            var index = object + 1
            let end = Int(nodes[object].next)
            while index < end {
                let node = nodes[index]
                if node.hasEscapes {
                    if node.string(bytes).map({ $0.utf8.elementsEqual(wanted) }) == true { return index + 1 }
                } else if Int(node.end - node.start) == wanted.count,
                    wanted.isEmpty
                        || memcmp(wanted.baseAddress!, bytes.baseAddress! + Int(node.start), wanted.count) == 0
                {
                    return index + 1
                }
                index = Int(nodes[index + 1].next)
            }
            return nil
        }
    }

    private func require(_ key: Key) throws -> Int {
        guard let node = valueNode(key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return node
    }

    private func path(_ key: Key) -> [any CodingKey] { decoder.path(depth: depth, key) }

    /// The node for `key` when present and not null.
    private func presentNode(_ key: Key) -> Int? {
        guard let node = valueNode(key), !decoder.isNull(node) else { return nil }
        return node
    }

    func contains(_ key: Key) -> Bool { valueNode(key) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { decoder.isNull(try require(key)) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.bool(at: require(key), path: path(key))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.string(at: require(key), path: path(key))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.double(at: require(key), path: path(key))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.float(at: require(key), path: path(key))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(T.self, at: require(key), key: key)
    }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try decoder.integer(T.self, at: require(key), path: path(key))
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentNode(key).map { try decoder.double(at: $0, path: path(key)) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentNode(key).map { try decoder.string(at: $0, path: path(key)) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentNode(key).map { try decoder.integer(Int.self, at: $0, path: path(key)) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentNode(key).map { try decoder.decode(T.self, at: $0, key: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let node = try require(key)
        guard decoder.nodes[node].kind == .object else {
            throw decoder.mismatch([String: Any].self, at: node, path: path(key))
        }
        return try decoder.nested(at: node, path: path(key)).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let node = try require(key)
        guard decoder.nodes[node].kind == .array else { throw decoder.mismatch([Any].self, at: node, path: path(key)) }
        return try decoder.nested(at: node, path: path(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.nested(at: object, path: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.nested(at: try require(key), path: path(key))
    }
}
