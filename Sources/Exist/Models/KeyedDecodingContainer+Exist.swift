import Foundation

extension KeyedDecodingContainer {
    /// A flag sent as `true`, `"true"` (one documented response) or `1`; `nil` when absent or
    /// `null`.
    func decodeLenientBool(forKey key: Key) throws -> Bool? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let raw = try decode(ExistJSON.self, forKey: key)
        if let value = raw.boolValue { return value }
        switch raw.intValue {
        case 0: return false
        case 1: return true
        default:
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(raw) is not a flag")
        }
    }

    /// A string that may be absent or `null`.
    func decodeOptionalString(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decode(String.self, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value`, writing `null` when it is `nil` (for keys the API always sends).
    mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
