/// The keys of every object whose fields sit beside a `date` or `datetime` field, such as
/// `{"date", "avg", "max", "min"}` or `{"datetime", "speed", "direction"}`.
enum FlatKey: String, CodingKey {
    case date, datetime, value, avg, max, min, speed, direction, index, desc, sunrise, sunset, probability
}

/// A value whose fields can be read from the container of the object that holds them, so a
/// flat object (`{"date": …, "avg": …, "max": …, "min": …}`) is read through one container
/// rather than two. Decoding speed matters: a response holds hundreds of such objects.
protocol CYFlatDecodable {
    init(fields container: KeyedDecodingContainer<FlatKey>) throws
    func encode(fields container: inout KeyedEncodingContainer<FlatKey>) throws
}

extension KeyedDecodingContainer where Key == FlatKey {
    /// Decodes `T` from this object's own fields when it is flat-decodable, or from `decoder` otherwise.
    func decodeFields<T: Decodable>(_ type: T.Type, decoder: any Decoder) throws -> T {
        if let flat = T.self as? any CYFlatDecodable.Type, let value = try flat.init(fields: self) as? T {
            return value
        }
        return try T(from: decoder)
    }
}

extension KeyedEncodingContainer where Key == FlatKey {
    /// Encodes `value` into this object's own fields when it is flat-decodable, or through `encoder` otherwise.
    mutating func encodeFields<T: Encodable>(_ value: T, encoder: any Encoder) throws {
        if let flat = value as? any CYFlatDecodable {
            try flat.encode(fields: &self)
        } else {
            try value.encode(to: encoder)
        }
    }
}
