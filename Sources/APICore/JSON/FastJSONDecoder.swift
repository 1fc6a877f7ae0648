import Foundation

/// Decodes `Decodable` values from JSON, like Foundation's `JSONDecoder` with its default
/// strategies, but without per-object dictionaries or a second pass over keys.
///
/// The JSON is scanned once into a ``JSONDocument``. A type that conforms to
/// ``JSONValueDecodable`` then reads itself straight from the nodes; any other type, or one whose
/// fast path declines, goes through `init(from:)`, with containers that find members by comparing
/// bytes. A duplicate key resolves to its first occurrence, as with `JSONDecoder`. Errors are the
/// same `DecodingError` cases `JSONDecoder` throws, with coding paths; a syntax error says what
/// is wrong and at which byte.
package struct FastJSONDecoder: Sendable {
    /// Whether ``JSONValueDecodable`` types read themselves (`true`), or every value goes
    /// through `init(from:)` (to compare the two paths).
    package var readsDirectly: Bool

    /// Creates a decoder.
    package init(readsDirectly: Bool = true) {
        self.readsDirectly = readsDirectly
    }

    /// Decodes a value of type `T` from `data`.
    package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { raw in
            do {
                return try JSONDocument.scan(raw.bindMemory(to: UInt8.self)) { document in
                    if readsDirectly, let direct = T.self as? any JSONValueDecodable.Type,
                        let value = try? direct.init(json: document.root)
                    {
                        return value as! T
                    }
                    return try JSONNodeDecoder(document: document).decode(T.self, at: 0, key: nil)
                }
            } catch let error as JSONDocument.SyntaxError {
                let description = "The given data was not valid JSON: \(error)."
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: description, underlyingError: error))
            }
        }
    }
}

/// The `Decoder` that walks a scanned document. One instance serves a whole decode: nested
/// values move its cursor and coding path, and containers remember their own node and depth.
final class JSONNodeDecoder: Decoder {
    let document: JSONDocument
    private var current: Int
    private(set) var path: [any CodingKey]

    init(document: JSONDocument, current: Int = 0, path: [any CodingKey] = []) {
        self.document = document
        self.current = current
        self.path = path
    }

    var bytes: UnsafeBufferPointer<UInt8> { document.bytes }
    var nodes: UnsafeBufferPointer<JSONDocument.Node> { document.nodes }
    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The coding path of a container created at `depth`, extended by `key`.
    func path(depth: Int, _ key: (any CodingKey)? = nil) -> [any CodingKey] {
        var result = Array(path.prefix(depth))
        if let key { result.append(key) }
        return result
    }

    /// A decoder for a nested value reached through `path`.
    func nested(at node: Int, path: [any CodingKey]) -> JSONNodeDecoder {
        JSONNodeDecoder(document: document, current: node, path: path)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard nodes[current].kind == .object else { throw mismatch([String: Any].self, at: current, path: path) }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(decoder: self, object: current, depth: path.count))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard nodes[current].kind == .array else { throw mismatch([Any].self, at: current, path: path) }
        return JSONUnkeyedContainer(decoder: self, array: current, depth: path.count)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(decoder: self, node: current, depth: path.count)
    }

    /// Decodes the value at `node`, reached through `key`: scalars directly, other types through
    /// their `init(from:)` with the cursor moved to `node`.
    func decode<T: Decodable>(_ type: T.Type, at node: Int, key: (any CodingKey)?) throws -> T {
        func valuePath() -> [any CodingKey] { key.map { path + [$0] } ?? path }
        if T.self == Double.self { return try double(at: node, path: valuePath()) as! T }
        if T.self == String.self { return try string(at: node, path: valuePath()) as! T }
        if T.self == Int.self { return try integer(Int.self, at: node, path: valuePath()) as! T }
        if T.self == Bool.self { return try bool(at: node, path: valuePath()) as! T }
        if T.self == URL.self {
            guard let url = URL(string: try string(at: node, path: valuePath())) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: valuePath(), debugDescription: "Invalid URL string."))
            }
            return url as! T
        }
        if T.self == Data.self {
            guard let data = Data(base64Encoded: try string(at: node, path: valuePath())) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: valuePath(), debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! T
        }
        if T.self == Decimal.self {
            guard nodes[node].kind == .number,
                let decimal = Decimal(string: String(decoding: nodes[node].slice(bytes), as: UTF8.self))
            else { throw mismatch(Decimal.self, at: node, path: valuePath()) }
            return decimal as! T
        }
        let saved = current
        current = node
        if let key { path.append(key) }
        defer {
            current = saved
            if key != nil { path.removeLast() }
        }
        return try T(from: self)
    }

    // MARK: Scalars

    func isNull(_ node: Int) -> Bool { nodes[node].kind == .null }

    func string(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard nodes[node].kind == .string else { throw mismatch(String.self, at: node, path: path()) }
        guard let string = nodes[node].string(bytes) else {
            let description = "The string holds invalid UTF-8 or an unpaired surrogate escape."
            throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: description))
        }
        return string
    }

    func double(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> Double {
        guard nodes[node].kind == .number else { throw mismatch(Double.self, at: node, path: path()) }
        guard let value = nodes[node].double(bytes) else { throw doesNotFit(Double.self, at: node, path: path()) }
        return value
    }

    func float(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> Float {
        guard nodes[node].kind == .number else { throw mismatch(Float.self, at: node, path: path()) }
        guard let value = nodes[node].float(bytes) else { throw doesNotFit(Float.self, at: node, path: path()) }
        return value
    }

    func integer<T: FixedWidthInteger>(
        _ type: T.Type, at node: Int, path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard nodes[node].kind == .number else { throw mismatch(T.self, at: node, path: path()) }
        guard let value = nodes[node].integer(T.self, bytes) else { throw doesNotFit(T.self, at: node, path: path()) }
        return value
    }

    func bool(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard nodes[node].kind == .bool else { throw mismatch(Bool.self, at: node, path: path()) }
        return nodes[node].flags & 1 != 0
    }

    // MARK: Errors

    func mismatch(_ type: Any.Type, at node: Int, path: [any CodingKey]) -> DecodingError {
        if nodes[node].kind == .null {
            return .valueNotFound(
                type, .init(codingPath: path, debugDescription: "Expected \(type) value but found null instead."))
        }
        let found = ["a dictionary", "an array", "a string", "number", "bool", "null"][Int(nodes[node].kind.rawValue)]
        return .typeMismatch(
            type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }

    private func doesNotFit(_ type: Any.Type, at node: Int, path: [any CodingKey]) -> DecodingError {
        let text = String(decoding: nodes[node].slice(bytes), as: UTF8.self)
        return .dataCorrupted(
            .init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(type)."))
    }
}

/// A coding key for array positions.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
