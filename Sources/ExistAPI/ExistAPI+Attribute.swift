import Exist
import Foundation

/// How an ``Attribute``'s values are written, under the original `ExistAPI` names; codes 5, 7
/// and 8 have their own cases (the original read them as strings).
public enum ValueType: Sendable, Hashable {
    /// 0: integer.
    case int
    /// 1: decimal.
    case float
    /// 2: text.
    case string
    /// 3: minutes.
    case periodMin
    /// 4: minutes after midnight.
    case minFromMidnight
    /// 6: minutes after midday.
    case minFromMidday
    /// 5: a fraction from 0 to 1.
    case percentage
    /// 7: 0 or 1.
    case boolean
    /// 8: 1 to 9.
    case scale
    /// A code this release does not know.
    case unknown(Int)

    /// The original name for a v2 value type.
    public init(_ type: ExistValueType) {
        switch type.rawValue {
        case 0: self = .int
        case 1: self = .float
        case 2: self = .string
        case 3: self = .periodMin
        case 4: self = .minFromMidnight
        case 5: self = .percentage
        case 6: self = .minFromMidday
        case 7: self = .boolean
        case 8: self = .scale
        default: self = .unknown(type.rawValue)
        }
    }
}

/// Why an attribute's values could not be read as asked.
public enum AttributeError: Error, Sendable, Hashable {
    /// The attribute's values are of another type (such as `getIntValues()` on text).
    case wrongAttributeValueType
    /// A value's JSON does not fit the attribute's type; nothing is guessed.
    case unreadableValue(date: String)
}

/// The value readers of the original `Attribute`.
public protocol AttributeValues {
    /// Whole-number values (integers, durations, times of day, scales, Booleans).
    func getIntValues() throws -> [IntValue]
    /// Text values.
    func getStringValues() throws -> [StringValue]
    /// Decimal and percentage values.
    func getFloatValues() throws -> [FloatValue]
}

/// A value and its day.
public protocol ValueObject {
    /// The value's type.
    associatedtype Value
    /// The value; `nil` when the day has no data.
    var value: Value? { get }
    /// The start of the value's day in the user's time zone.
    var date: Date { get }
}

/// A whole-number value.
public struct IntValue: ValueObject, Sendable, Hashable {
    /// The value; `nil` when the day has no data.
    public var value: Int?
    /// The start of the day in the user's time zone.
    public var date: Date
    /// The day as Exist wrote it.
    public var day: ExistDate
}

/// A text value.
public struct StringValue: ValueObject, Sendable, Hashable {
    /// The value; `nil` when the day has no data.
    public var value: String?
    /// The start of the day in the user's time zone.
    public var date: Date
    /// The day as Exist wrote it.
    public var day: ExistDate
}

/// A decimal value (a `Double`, so no precision is lost; the original used `Float`).
public struct FloatValue: ValueObject, Sendable, Hashable {
    /// The value; `nil` when the day has no data.
    public var value: Double?
    /// The start of the day in the user's time zone.
    public var date: Date
    /// The day as Exist wrote it.
    public var day: ExistDate
}

/// An attribute's group, under the original name.
public struct AttributeGroup: Sendable, Hashable {
    /// The group's name.
    public var name: String
    /// Its label.
    public var label: String
    /// Its sort order.
    public var priority: Int

    init(_ group: ExistAttributeGroup) {
        name = group.name
        label = group.label ?? group.name
        priority = group.priority
    }
}

/// An attribute with its values, under the original `ExistAPI` names.
public struct Attribute: AttributeValues, Sendable, Hashable {
    /// The attribute's name.
    public let name: String
    /// Its label.
    public let label: String
    /// Its group.
    public let group: AttributeGroup
    /// Its sort order.
    public let priority: Int
    /// The label of the service that owns it (`""` when none does).
    public let service: String
    /// How its values are written.
    public let valueType: ValueType
    /// The server's words for the value type.
    public let valueTypeDescription: String
    /// The attribute as the v2 client reads it.
    public let existAttribute: ExistAttribute
    private let timeZone: TimeZone

    init(_ attribute: ExistAttribute, timeZone: TimeZone) {
        name = attribute.name
        label = attribute.label
        group = AttributeGroup(attribute.group)
        priority = attribute.priority
        service = attribute.service?.label ?? ""
        valueType = ValueType(attribute.valueType)
        valueTypeDescription = attribute.valueTypeDescription
        existAttribute = attribute
        self.timeZone = timeZone
    }

    /// Whole-number values, newest first; nulls are kept as `nil`. Every integer survives
    /// exactly (the original stored them as `Float` text and dropped them all).
    ///
    /// - Throws: ``AttributeError``.
    public func getIntValues() throws -> [IntValue] {
        guard [.int, .periodMin, .minFromMidnight, .minFromMidday, .scale, .boolean].contains(valueType) else {
            throw AttributeError.wrongAttributeValueType
        }
        return try values { raw, day in
            IntValue(value: try Self.read(raw, day, as: \.intValue), date: day.start(in: timeZone), day: day)
        }
    }

    /// Text values, newest first.
    ///
    /// - Throws: ``AttributeError``.
    public func getStringValues() throws -> [StringValue] {
        guard valueType == .string else { throw AttributeError.wrongAttributeValueType }
        return try values { raw, day in
            StringValue(value: try Self.read(raw, day, as: \.stringValue), date: day.start(in: timeZone), day: day)
        }
    }

    /// Decimal and percentage values, newest first.
    ///
    /// - Throws: ``AttributeError``.
    public func getFloatValues() throws -> [FloatValue] {
        guard valueType == .float || valueType == .percentage else { throw AttributeError.wrongAttributeValueType }
        return try values { raw, day in
            FloatValue(value: try Self.read(raw, day, as: \.doubleValue), date: day.start(in: timeZone), day: day)
        }
    }

    private func values<T>(_ make: (ExistJSON, ExistDate) throws -> T) throws -> [T] {
        try (existAttribute.values ?? []).map { try make($0.value, $0.date) }
    }

    private static func read<T>(_ raw: ExistJSON, _ day: ExistDate, as reader: KeyPath<ExistJSON, T?>) throws -> T? {
        if raw.isNull { return nil }
        guard let value = raw[keyPath: reader] else { throw AttributeError.unreadableValue(date: day.description) }
        return value
    }
}
