import APICore

/// Any JSON value: how the models keep the parts of a body they have no type for, so that
/// nothing the API sends is lost and a decoded body encodes back whole.
///
/// ```swift
/// let weather = try OMWeather.decode(data)
/// if case .number(let id)? = weather.otherFields["location_id"] { print(id) }
/// ```
public enum OMJSONValue: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, integer or not.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([OMJSONValue])
    /// An object, by member name.
    case object([String: OMJSONValue])

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }

    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([OMJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: OMJSONValue].self))
        }
    }

    /// Writes the value as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension OMJSONValue: JSONValueDecodable {
    /// Reads any value straight from a scanned document.
    package init(json: JSONValue) throws(JSONDeclined) {
        switch json.node.kind {
        case .null: self = .null
        case .bool: self = .bool(try json.bool())
        case .number: self = .number(try json.double())
        case .string: self = .string(try json.string())
        case .array:
            var values: [OMJSONValue] = []
            values.reserveCapacity(Int(json.node.count))
            for element in try json.array() { values.append(try OMJSONValue(json: element)) }
            self = .array(values)
        case .object:
            var members: [String: OMJSONValue] = [:]
            try json.forEachMember { name, value throws(JSONDeclined) in
                // The first of two members with one name wins, as with `JSONDecoder`.
                if members[name] == nil { members[name] = try OMJSONValue(json: value) }
            }
            self = .object(members)
        }
    }
}
