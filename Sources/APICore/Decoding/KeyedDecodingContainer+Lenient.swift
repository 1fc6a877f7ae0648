import Foundation

extension KeyedDecodingContainer {
    /// Decodes a whole number that may arrive as `3`, `3.0` or `3.4`; a fraction is rounded.
    ///
    /// `Int` alone rejects `3.4`, and APIs switch between integer and float forms freely.
    package func decodeWholeNumber(forKey key: Key) throws -> Int {
        if let value = try? decode(Int.self, forKey: key) { return value }
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, abs(value) < Double(Int.max) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(value) is not a whole number")
        }
        return Int(value.rounded())
    }

    /// Like ``decodeWholeNumber(forKey:)``, returning `nil` when the key is absent or `null`.
    package func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeWholeNumber(forKey: key)
    }
}
