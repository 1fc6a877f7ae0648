import APICore

extension JSONValue {
    /// Calls `body` with each member of an object, in the body's order; declines for a value
    /// that is not an object and for a member name that is not valid text.
    func forEachMember(_ body: (String, JSONValue) throws(JSONDeclined) -> Void) throws(JSONDeclined) {
        guard node.kind == .object else { throw JSONDeclined() }
        let nodes = document.nodes
        let end = Int(nodes[index].next)
        var key = index + 1
        while key < end {
            guard let name = nodes[key].string(document.bytes) else { throw JSONDeclined() }
            try body(name, JSONValue(document: document, index: key + 1))
            key = Int(nodes[key + 1].next)
        }
    }

    /// The number, or `nil` for `null`, as `decodeIfPresent` reads it.
    func optionalDouble() throws(JSONDeclined) -> Double? { isNull ? nil : try double() }

    /// The string, or `nil` for `null`.
    func optionalString() throws(JSONDeclined) -> String? { isNull ? nil : try string() }

    /// The whole number (`3`, `3.0`; a fraction rounded), or `nil` for `null`, as
    /// `decodeWholeNumberIfPresent(forKey:)` reads it.
    func optionalWholeNumber() throws(JSONDeclined) -> Int? { isNull ? nil : try wholeNumber() }

    /// An object of strings, such as a `*_units` block.
    func stringTable() throws(JSONDeclined) -> [String: String] {
        var table: [String: String] = [:]
        try forEachMember { name, value throws(JSONDeclined) in
            if table[name] == nil { table[name] = try value.string() }
        }
        return table
    }
}

/// A coding key for any member name.
struct OMCodingKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
