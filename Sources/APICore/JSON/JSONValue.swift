/// A type that reads itself straight from a scanned document, without `Decoder`, coding keys or
/// containers: the fast path of ``FastJSONDecoder``.
///
/// A conforming type must read exactly what its `init(from:)` reads, and give up (throw
/// ``JSONDeclined``) on anything it does not handle: a wrong type, a missing field, a member name
/// with escapes. The decoder then decodes through `init(from:)`, which either succeeds (the rare
/// input the fast path leaves alone) or throws the precise `DecodingError`.
package protocol JSONValueDecodable: Decodable {
    /// Reads a value from `json`, or throws ``JSONDeclined``.
    init(json: JSONValue) throws(JSONDeclined)
}

/// The fast path gives up; the value is decoded through `Decodable` instead.
package struct JSONDeclined: Error {
    /// Creates the error.
    package init() {}
}

/// One value of a scanned document, valid only while the document is.
package struct JSONValue {
    /// The document the value is in.
    package let document: JSONDocument
    /// The value's node.
    package let index: Int

    /// Creates a handle on node `index` of `document`.
    package init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// The value's node.
    package var node: JSONDocument.Node { document.nodes[index] }

    /// Whether the value is `null`.
    package var isNull: Bool { node.kind == .null }

    /// The value as an object.
    package func object() throws(JSONDeclined) -> Object {
        guard node.kind == .object else { throw JSONDeclined() }
        return Object(value: self)
    }

    /// The value as an array.
    package func array() throws(JSONDeclined) -> Elements {
        guard node.kind == .array else { throw JSONDeclined() }
        return Elements(value: self)
    }

    /// The value as a string; declines invalid UTF-8 and lone surrogates, which `Decoder` reports.
    package func string() throws(JSONDeclined) -> String {
        guard node.kind == .string, let string = node.string(document.bytes) else { throw JSONDeclined() }
        return string
    }

    /// The raw UTF-8 bytes of a string without escapes or non-ASCII bytes, for types that parse
    /// their text themselves.
    package func asciiBytes() throws(JSONDeclined) -> UnsafeBufferPointer<UInt8> {
        let node = self.node
        guard node.kind == .string, node.flags == 0 else { throw JSONDeclined() }
        return node.slice(document.bytes)
    }

    /// The value as a `Double`.
    package func double() throws(JSONDeclined) -> Double {
        guard node.kind == .number, let value = node.double(document.bytes) else { throw JSONDeclined() }
        return value
    }

    /// The value as an `Int`.
    package func integer() throws(JSONDeclined) -> Int {
        guard node.kind == .number, let value = node.integer(Int.self, document.bytes) else { throw JSONDeclined() }
        return value
    }

    /// The value as a `Bool`.
    package func bool() throws(JSONDeclined) -> Bool {
        guard node.kind == .bool else { throw JSONDeclined() }
        return node.flags & 1 != 0
    }
}

extension Double: JSONValueDecodable {
    /// Reads a number.
    package init(json: JSONValue) throws(JSONDeclined) { self = try json.double() }
}

extension Int: JSONValueDecodable {
    /// Reads a whole number.
    package init(json: JSONValue) throws(JSONDeclined) { self = try json.integer() }
}

extension String: JSONValueDecodable {
    /// Reads a string.
    package init(json: JSONValue) throws(JSONDeclined) { self = try json.string() }
}

extension Bool: JSONValueDecodable {
    /// Reads `true` or `false`.
    package init(json: JSONValue) throws(JSONDeclined) { self = try json.bool() }
}

extension Array: JSONValueDecodable where Element: JSONValueDecodable {
    /// Reads an array, each element as `Element`.
    package init(json: JSONValue) throws(JSONDeclined) {
        let array = try json.array()
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        for element in array { elements.append(try Element(json: element)) }
        self = elements
    }
}
