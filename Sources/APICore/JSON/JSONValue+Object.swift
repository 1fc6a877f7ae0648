extension JSONValue {
    /// An object of a scanned document, whose members are found by comparing bytes.
    package struct Object {
        /// The object itself.
        package let value: JSONValue

        /// Creates a handle on the object `value`.
        package init(value: JSONValue) { self.value = value }

        /// The value of the first member named `key`, or `nil` when there is none.
        ///
        /// Declines when it meets a member name with escapes before a match, since such a name can
        /// only be compared once unescaped.
        package func member(_ key: StaticString) throws(JSONDeclined) -> JSONValue? {
            let nodes = value.document.nodes
            let bytes = value.document.bytes
            let keyStart = key.utf8Start
            let keyLength = key.utf8CodeUnitCount
            var index = value.index + 1
            let end = Int(nodes[value.index].next)
            while index < end {
                let name = nodes[index]
                if name.flags & 1 != 0 { throw JSONDeclined() }
                if Int(name.end - name.start) == keyLength,
                    Self.same(keyStart, bytes.baseAddress! + Int(name.start), keyLength)
                {
                    return JSONValue(document: value.document, index: index + 1)
                }
                index = Int(nodes[index + 1].next)
            }
            return nil
        }

        /// The value of `key`, which must be there (it may be `null`).
        package func required(_ key: StaticString) throws(JSONDeclined) -> JSONValue {
            guard let member = try member(key) else { throw JSONDeclined() }
            return member
        }

        /// The value of `key`, or `nil` when it is missing or `null`: what `decodeIfPresent` reads.
        package func optional(_ key: StaticString) throws(JSONDeclined) -> JSONValue? {
            guard let member = try member(key), !member.isNull else { return nil }
            return member
        }

        /// Decodes the member `key` as `T`.
        package func decode<T: JSONValueDecodable>(
            _ key: StaticString, as type: T.Type = T.self
        ) throws(JSONDeclined) -> T {
            try T(json: required(key))
        }

        /// Decodes the member `key` as `T`, or `nil` when it is missing or `null`.
        package func decodeIfPresent<T: JSONValueDecodable>(
            _ key: StaticString, as type: T.Type = T.self
        ) throws(JSONDeclined) -> T? {
            guard let member = try optional(key) else { return nil }
            return try T(json: member)
        }

        @inline(__always)
        static func same(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            for offset in 0..<count where left[offset] != right[offset] { return false }
            return true
        }
    }
}
