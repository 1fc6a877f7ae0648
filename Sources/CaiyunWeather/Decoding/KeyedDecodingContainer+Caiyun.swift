import APICore

extension KeyedDecodingContainer {
    /// Decodes a Caiyun datetime straight from its string, skipping a nested decoder.
    ///
    /// A response holds hundreds of datetimes, so this path matters for decoding speed.
    func decodeDatetime(forKey key: Key) throws -> CYContent.DatetimeServerType {
        let text = try decode(String.self, forKey: key)
        guard let value = CYContent.DatetimeServerType(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not a datetime like 2021-04-14T19:00+08:00")
        }
        return value
    }

    /// Decodes a value of a generic type, taking the concrete (faster) path for numbers.
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if T.self == Double.self, let number = try decode(Double.self, forKey: key) as? T { return number }
        return try decode(T.self, forKey: key)
    }
}

/// The keys of `{"datetime", "value"}` objects, outside any generic type so they need no
/// generic metadata at run time.
enum DatetimeValueKey: String, CodingKey {
    case datetime, value
}

/// The keys of `{"date", "value"}` objects.
enum DateValueKey: String, CodingKey {
    case date, value
}
