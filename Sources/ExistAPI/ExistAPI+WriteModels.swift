import Exist
import Foundation

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
