import Foundation
import MCP

/// JSON Schema pieces for tools' input and output schemas.
package enum JSONSchema {
    package static let string: Value = ["type": "string"]
    package static let number: Value = ["type": "number"]
    package static let integer: Value = ["type": "integer"]
    package static let boolean: Value = ["type": "boolean"]
    package static let optionalString: Value = ["type": ["string", "null"]]
    package static let optionalNumber: Value = ["type": ["number", "null"]]

    /// An object with `properties`, of which `required` must be present.
    package static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        [
            "type": "object", "properties": .object(properties),
            "required": .array(required.sorted().map(Value.string)),
        ]
    }

    /// An object that may be `null`.
    package static func optionalObject(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema = object(properties, required: required).objectValue ?? [:]
        schema["type"] = ["object", "null"]
        return .object(schema)
    }

    /// An array of `items`.
    package static func array(_ items: Value) -> Value { ["type": "array", "items": items] }

    /// A whole number from `range`.
    package static func integer(in range: ClosedRange<Int>, description: String) -> Value {
        [
            "type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound),
            "description": .string(description),
        ]
    }
}

extension Value {
    /// `schema` with `description` added.
    package static func described(_ description: String, _ schema: Value) -> Value {
        var object = schema.objectValue ?? [:]
        object["description"] = .string(description)
        return .object(object)
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so equal values read the same.
    package static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
