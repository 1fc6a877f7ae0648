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

/// A page of insights, under the original name.
public struct InsightResponse: Sendable, Hashable {
    /// How many insights there are in all.
    public let count: Int
    /// The next page's address.
    public var next: String?
    /// The previous page's address.
    public var previous: String?
    /// This page's insights.
    public let results: [Insight]
}

/// An insight, under the original name.
public struct Insight: Sendable, Hashable {
    /// When it was made.
    public let created: Date
    /// The start of the day it is about, in the user's time zone.
    public let targetDate: Date?
    /// What kind of insight it is.
    public let type: InsightType
    /// The insight as HTML.
    public let html: String
    /// The insight as text.
    public let text: String
}

/// What kind of insight it is, under the original name.
public struct InsightType: Sendable, Hashable {
    /// The kind's name.
    public let name: String
    /// The period in days.
    public let period: Int
    /// 1 today, 2 a day, 3 a week, 4 a month.
    public let priority: Int
    /// The attribute it concerns.
    public let attribute: InsightAttribute
}

/// The attribute an insight concerns, under the original name.
public struct InsightAttribute: Sendable, Hashable {
    /// The attribute's name.
    public let name: String
    /// Its label.
    public let label: String
    /// Its group.
    public let group: AttributeGroup
    /// Its sort order.
    public let priority: Int
}

/// An attribute's averages (medians), under the original name; numbers are `Double`.
public struct Average: Sendable, Hashable {
    /// The attribute's name.
    public let attribute: String
    /// The start of the day they were worked out, in the user's time zone.
    public let date: Date
    /// The median over all days.
    public let overall: Double
    /// Mondays.
    public let monday: Double
    /// Tuesdays.
    public let tuesday: Double
    /// Wednesdays.
    public let wednesday: Double
    /// Thursdays.
    public let thursday: Double
    /// Fridays.
    public let friday: Double
    /// Saturdays.
    public let saturday: Double
    /// Sundays.
    public let sunday: Double
}

/// A correlation, under the original name; `p` is a `Double`, so 1.15e-26 is not rounded to 0.
public struct Correlation: Sendable, Hashable {
    /// The start of the day it was worked out, in the user's time zone.
    public let date: Date
    /// The days of data it covers.
    public let period: Int
    /// The first attribute.
    public let attribute: String
    /// The second attribute.
    public let attribute2: String
    /// The coefficient, -1 to 1.
    public let value: Double
    /// The p-value.
    public let p: Double
    /// The strength as a percentage.
    public let percentage: Double
    /// 1 to 5 stars.
    public let stars: Int
    /// The sentence.
    public let secondPerson: String
    /// The sentence in parts.
    public let secondPersonElements: [String]
    /// How strong, in words.
    public let strengthDescription: String
    /// How confident, in words.
    public let starsDescription: String
    /// Why the two may be linked.
    public let description: String?
    /// How common the link is.
    public let occurrence: String?
    /// The user's rating.
    public let rating: CorrelationRating?
}

/// A user's rating of a correlation, under the original name.
public struct CorrelationRating: Sendable, Hashable {
    /// Whether it is positive.
    public let positive: Bool
    /// The rating in words.
    public let rating: String
}

/// The user, under the original name. API v2 has no `id`, `bio`, `url` or `imperial_units`:
/// those are `nil`, and ``imperialUnits`` is whether any imperial flag is set.
public struct User: Sendable, Hashable {
    /// Always `nil` on API v2.
    public let id: Int?
    /// The username.
    public let username: String
    /// The first name.
    public let firstName: String
    /// The last name.
    public let lastName: String
    /// Always `nil` on API v2.
    public let bio: String?
    /// Always `nil` on API v2.
    public let url: String?
    /// The avatar's address.
    public let avatar: String
    /// The IANA time zone.
    public let timezone: String
    /// Whether any quantity is shown in imperial units.
    public let imperialUnits: Bool
    /// Distances in miles.
    public let imperialDistance: Bool
    /// Weights in pounds.
    public let imperialWeight: Bool
    /// Energy in calories.
    public let imperialEnergy: Bool
    /// Liquids in fluid ounces.
    public let imperialLiquid: Bool
    /// Temperatures in Fahrenheit.
    public let imperialTemperature: Bool
    /// Whether the account is on a trial.
    public let trial: Bool
    /// Whether payment is overdue.
    public let delinquent: Bool
}

/// The answer to `acquire` or `release`, under the original names.
public struct AttributeResponse: Sendable, Hashable {
    /// The attributes that changed.
    public var success: [SuccessfulAttribute]?
    /// The attributes that did not.
    public var failed: [FailedAttribute]?
}

/// An attribute acquired or released.
public struct SuccessfulAttribute: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Whether it is active, when sent (`true` and `"true"` both read as `true`).
    public var active: Bool?
}

/// An attribute not acquired or released.
public struct FailedAttribute: Sendable, Hashable {
    /// Its name, when echoed (from `name`, `title` or `template`).
    public var name: String?
    /// Exist's code, such as `"not_allowed"`.
    public var errorCode: String
    /// Exist's explanation.
    public var error: String
}

/// The answer to `update`, under the original names.
public struct AttributeUpdateResponse: Sendable, Hashable {
    /// The values written.
    public var success: [SuccessfullyUpdatedAttribute]?
    /// The values not written.
    public var failed: [FailedToUpdateAttribute]?
}

/// A value written.
public struct SuccessfullyUpdatedAttribute: Sendable, Hashable {
    /// The attribute's name.
    public var name: String
    /// The start of the value's day in the user's time zone.
    public var date: Date
    /// The value as JSON text (`3158`, `1.2`, `"text"`), exactly as sent back.
    public var value: String?
}

/// A value not written.
public struct FailedToUpdateAttribute: Sendable, Hashable {
    /// The attribute's name, when echoed.
    public var name: String?
    /// The start of the value's day, when echoed.
    public var date: Date?
    /// The value as JSON text, when echoed.
    public var value: String?
    /// Exist's code, such as `"validation"`.
    public var errorCode: String
    /// Exist's explanation.
    public var error: String
}

/// A value to write with ``ExistAPI/update(attributes:)``.
public protocol AttributeUpdate: Sendable {
    /// The attribute's name.
    var name: String { get }
    /// A moment in the value's day; the day is taken in the user's time zone.
    var date: Date { get }
    /// The value as JSON.
    var jsonValue: ExistJSON { get }
}

/// A whole-number value to write.
public struct IntAttributeUpdate: AttributeUpdate, Hashable {
    /// The attribute's name.
    public var name: String
    /// A moment in the value's day.
    public var date: Date
    /// The value.
    public var value: Int

    /// Creates an update.
    public init(name: String, date: Date, value: Int) {
        self.name = name
        self.date = date
        self.value = value
    }

    /// The value as JSON.
    public var jsonValue: ExistJSON { .integer(value) }
}

/// A decimal value to write (a `Double`, not the original's `Float`).
public struct FloatAttributeUpdate: AttributeUpdate, Hashable {
    /// The attribute's name.
    public var name: String
    /// A moment in the value's day.
    public var date: Date
    /// The value.
    public var value: Double

    /// Creates an update.
    public init(name: String, date: Date, value: Double) {
        self.name = name
        self.date = date
        self.value = value
    }

    /// The value as JSON.
    public var jsonValue: ExistJSON { .number(value) }
}

/// A text value to write.
public struct StringAttributeUpdate: AttributeUpdate, Hashable {
    /// The attribute's name.
    public var name: String
    /// A moment in the value's day.
    public var date: Date
    /// The value.
    public var value: String

    /// Creates an update.
    public init(name: String, date: Date, value: String) {
        self.name = name
        self.date = date
        self.value = value
    }

    /// The value as JSON.
    public var jsonValue: ExistJSON { .string(value) }
}
