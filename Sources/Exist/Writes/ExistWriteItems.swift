/// One day's value to set (`attributes/update/`). Values are daily totals; a value that is set
/// cannot be set back to `null`.
public struct ExistValueUpdate: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var name: String
    /// The day, in the user's time zone.
    public var date: ExistDate
    /// The value, in the JSON type of the attribute's value type.
    public var value: ExistJSON

    /// Creates an update from a JSON value, such as `3158`, `0.57` or `"Great day"`.
    public init(name: String, date: ExistDate, value: ExistJSON) {
        self.name = name
        self.date = date
        self.value = value
    }

    /// Creates an update from a typed value (a duration is sent in minutes, a Boolean as 1 or 0).
    public init(name: String, date: ExistDate, typed value: ExistValue) {
        self.init(name: name, date: date, value: value.json)
    }
}

/// An amount to add to a day's value (`attributes/increment/`), for integer, decimal, duration
/// and percentage attributes.
///
/// Increments are not idempotent: the client never sends one twice, and reports
/// ``ExistError/Code/outcomeUnknown`` when it cannot tell whether the server applied it.
public struct ExistIncrement: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var name: String
    /// The amount to add (may be negative).
    public var value: ExistJSON
    /// The day; today in the user's time zone when `nil`.
    public var date: ExistDate?

    /// Creates an increment.
    public init(name: String, value: ExistJSON, date: ExistDate? = nil) {
        self.name = name
        self.value = value
        self.date = date
    }
}

/// An attribute to take ownership of (`attributes/acquire/`): by name, or by template, which
/// creates the attribute when the user lacks it.
public struct ExistAcquisition: Sendable, Hashable, Codable {
    /// The attribute's name, when acquiring by name.
    public var name: String?
    /// The template, when acquiring by template.
    public var template: String?
    /// Whether the attribute is entered by hand; `nil` leaves it as it is.
    public var manual: Bool?

    /// Acquires the attribute called `name`.
    public static func name(_ name: String, manual: Bool? = nil) -> ExistAcquisition {
        ExistAcquisition(name: name, template: nil, manual: manual)
    }

    /// Acquires (and if needed creates) the attribute made from `template`.
    public static func template(_ template: String, manual: Bool? = nil) -> ExistAcquisition {
        ExistAcquisition(name: nil, template: template, manual: manual)
    }
}

/// An attribute to create (`attributes/create/`): from a template, or a custom one from a label
/// (its name is the label made into a slug; read it from the result).
public struct ExistNewAttribute: Sendable, Hashable, Codable {
    /// The template, for a templated attribute.
    public var template: String?
    /// The label, for a custom attribute.
    public var label: String?
    /// The group, for a custom attribute (such as `"custom"` for tags).
    public var group: String?
    /// The value type, for a custom attribute (not ``ExistValueType/timeOfDayFromMidday``).
    public var valueType: ExistValueType?
    /// Whether it is entered by hand.
    public var manual: Bool?

    /// A templated attribute.
    public static func template(_ template: String, manual: Bool? = nil) -> ExistNewAttribute {
        ExistNewAttribute(template: template, label: nil, group: nil, valueType: nil, manual: manual)
    }

    /// A custom attribute.
    public static func custom(
        label: String, group: String, valueType: ExistValueType, manual: Bool = true
    ) -> ExistNewAttribute {
        ExistNewAttribute(template: nil, label: label, group: group, valueType: valueType, manual: manual)
    }

    /// A custom tag: a manual Boolean in the `custom` group.
    public static func tag(_ label: String) -> ExistNewAttribute {
        custom(label: label, group: "custom", valueType: .boolean)
    }

    private enum CodingKeys: String, CodingKey {
        case template, label, group, manual
        case valueType = "value_type"
    }
}

/// An attribute to release (`attributes/release/`).
struct ExistRelease: Codable, Sendable {
    let name: String
}
