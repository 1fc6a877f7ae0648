extension JSONValue {
    /// Reads a whole number that may arrive as `3`, `3.0` or `3.4`, as
    /// `KeyedDecodingContainer.decodeWholeNumber(forKey:)` does: a fraction is rounded.
    package func wholeNumber() throws(JSONDeclined) -> Int {
        if let value = try? integer() { return value }
        let value = try double()
        guard value.isFinite, abs(value) < Double(Int.max) else { throw JSONDeclined() }
        return Int(value.rounded())
    }
}

extension JSONValue.Object {
    /// Like `KeyedDecodingContainer.decodeWholeNumberIfPresent(forKey:)`: `nil` when `key` is
    /// missing or `null`.
    package func wholeNumberIfPresent(_ key: StaticString) throws(JSONDeclined) -> Int? {
        try optional(key)?.wholeNumber()
    }
}
