import Foundation

/// A JSON value exactly as Exist sent it: a value of any type, or a field whose shape the API
/// does not document.
///
/// Attribute values are `ExistJSON` because their JSON type follows the attribute's
/// ``ExistValueType`` (an integer, a float, a string or `null`); read them typed with
/// ``ExistValue``. Whole numbers are kept as `Int`, so nothing passes through `Float`
/// (16777217 stays 16777217), and `1533.0` reads as the integer 1533.
///
/// Literals build values for writes: `let value: ExistJSON = 3158`; `null` is ``null``.
public enum ExistJSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fractional part that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ExistJSON])
    /// An object.
    case object([String: ExistJSON])

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }

    /// The value as a whole number: an integer, or a float with no fractional part.
    public var intValue: Int? {
        switch self {
        case .integer(let value): value
        case .number(let value): value.isFinite && value == value.rounded() ? Int(exactly: value) : nil
        default: nil
        }
    }

    /// The value as a `Double`, for any number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The value when it is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value when it is a Boolean; also reads the strings `"true"` and `"false"`, which one
    /// documented Exist response uses.
    public var boolValue: Bool? {
        switch self {
        case .bool(let value): value
        case .string("true"), .string("True"): true
        case .string("false"), .string("False"): false
        default: nil
        }
    }
}

extension ExistJSON: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [String: ExistJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(ExistJSON.self, forKey: key) }
            self = .object(members)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [ExistJSON] = []
            while !array.isAtEnd { items.append(try array.decode(ExistJSON.self)) }
            self = .array(items)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? value.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try value.decode(String.self))
        }
    }

    /// Encodes the value as it was read.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in members { try container.encode(value, forKey: AnyCodingKey(key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}

extension ExistJSON: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral
{
    /// An integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension ExistJSON: CustomStringConvertible {
    /// The value as JSON text would show it: `3158`, `0.57`, `"text"`, `null`.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value.description)" }.joined(
                    separator: ", ") + "}"
        }
    }
}

/// A coding key made from any string, for objects whose keys are not known in advance.
struct AnyCodingKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
