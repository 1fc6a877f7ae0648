import Foundation

/// Any JSON value, for comparing documents by content: numbers by value, objects by key set.
public enum JSONTree: Equatable, Decodable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), array([JSONTree]), object([String: JSONTree])

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONTree] = []
            while !array.isAtEnd { items.append(try array.decode(JSONTree.self)) }
            self = .array(items)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: JSONTree] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONTree.self, forKey: key) }
            self = .object(members)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try value.decode(String.self))
        }
    }

    /// Parses `data`.
    public static func parse(_ data: Data) throws -> JSONTree { try JSONDecoder().decode(JSONTree.self, from: data) }

    /// Paths where `other` differs from `self`, for readable failures.
    public func differences(from other: JSONTree, at path: String = "$") -> [String] {
        switch (self, other) {
        case (.object(let lhs), .object(let rhs)):
            let keys = Set(lhs.keys).union(rhs.keys).sorted()
            return keys.flatMap { key -> [String] in
                guard let left = lhs[key] else { return ["\(path).\(key): added"] }
                guard let right = rhs[key] else { return ["\(path).\(key): lost"] }
                return left.differences(from: right, at: "\(path).\(key)")
            }
        case (.array(let lhs), .array(let rhs)):
            guard lhs.count == rhs.count else { return ["\(path): \(lhs.count) items became \(rhs.count)"] }
            return zip(lhs, rhs).enumerated().flatMap {
                $0.element.0.differences(from: $0.element.1, at: "\(path)[\($0.offset)]")
            }
        default:
            return self == other ? [] : ["\(path): \(self) became \(other)"]
        }
    }

    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let items): "[\(items.count) items]"
        case .object(let members): "{\(members.count) keys}"
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A JSON object that can be edited along a key path, for building hazard variants of fixtures.
public struct JSONObject {
    /// The object.
    public var storage: [String: Any]

    /// Wraps an object.
    public init(_ storage: [String: Any]) { self.storage = storage }

    /// The value at a path of keys (array positions as numbers); setting `nil` removes it.
    public subscript(path keys: String...) -> Any? {
        get { self[path: keys] }
        set { self[path: keys] = newValue }
    }

    /// The value at a path of keys given as an array, as the variadic form takes them.
    public subscript(path keys: [String]) -> Any? {
        get { Self.value(in: storage, at: keys[...]) }
        set { storage = Self.setting(newValue, in: storage, at: keys[...]) }
    }

    private static func value(in object: [String: Any], at keys: ArraySlice<String>) -> Any? {
        guard let first = keys.first else { return object }
        let child = object[first]
        if keys.count == 1 { return child }
        if let dictionary = child as? [String: Any] { return value(in: dictionary, at: keys.dropFirst()) }
        if let array = child as? [Any], let index = Int(keys[keys.index(after: keys.startIndex)]),
            array.indices.contains(index)
        {
            let rest = keys.dropFirst(2)
            return rest.isEmpty ? array[index] : (array[index] as? [String: Any]).flatMap { value(in: $0, at: rest) }
        }
        return nil
    }

    private static func setting(
        _ newValue: Any?, in object: [String: Any], at keys: ArraySlice<String>
    ) -> [String: Any] {
        var object = object
        guard let first = keys.first else { return object }
        if keys.count == 1 {
            object[first] = newValue
        } else if let dictionary = object[first] as? [String: Any] {
            object[first] = setting(newValue, in: dictionary, at: keys.dropFirst())
        } else if var array = object[first] as? [Any], let index = Int(keys[keys.index(after: keys.startIndex)]),
            array.indices.contains(index)
        {
            let rest = keys.dropFirst(2)
            if rest.isEmpty {
                array[index] = newValue ?? NSNull()
            } else if let element = array[index] as? [String: Any] {
                array[index] = setting(newValue, in: element, at: rest)
            }
            object[first] = array
        }
        return object
    }
}
