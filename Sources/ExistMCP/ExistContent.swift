import Exist
import Foundation
import MCP

/// Exist's values as structured content, typed as the library types them: durations in whole
/// minutes, times of day as "HH:MM", percentages from 0 to 1, scales from 1 to 9, tags as true
/// or false; numbers keep every digit the API sent.
enum ExistContent {
    /// A raw API value as it came.
    static func raw(_ json: ExistJSON) -> Value {
        switch json {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .int(value)
        case .number(let value): .double(value)
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(raw))
        case .object(let fields): .object(fields.mapValues(raw))
        }
    }

    /// A typed value; `null` for a day without one.
    static func typed(_ value: ExistValue?) -> Value {
        switch value {
        case nil: .null
        case .integer(let number)?, .scale(let number)?: .int(number)
        case .decimal(let number)?, .percentage(let number)?: .double(number)
        case .string(let text)?: .string(text)
        case .duration(let duration)?: .int(Int(duration.components.seconds / 60))
        case .timeOfDay(let time)?: .string(String(format: "%02d:%02d", time.hour, time.minute))
        case .boolean(let flag)?: .bool(flag)
        case .other(let json)?: raw(json)
        }
    }

    /// Any of the library's `Codable` models with the API's own keys.
    static func encoded(_ value: some Encodable) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    /// What a reader needs to know about an attribute to read its values.
    static func attribute(_ attribute: ExistAttribute) -> [String: Value] {
        [
            "name": .string(attribute.name), "label": .string(attribute.label),
            "group": .string(attribute.group.name), "valueType": .string(typeName(attribute.valueType)),
            "isActive": .bool(attribute.isActive), "isManual": .bool(attribute.isManual),
        ]
    }

    /// The value type's name, with the unit a typed value is in.
    static func typeName(_ type: ExistValueType) -> String {
        switch type {
        case .duration: "duration_minutes"
        case .timeOfDay, .timeOfDayFromMidday: "time_of_day"
        case .percentage: "percentage_fraction"
        case .boolean: "boolean"
        case .scale: "scale_1_to_9"
        case .integer: "integer"
        case .decimal: "decimal"
        case .string: "string"
        default: "other"
        }
    }
}
