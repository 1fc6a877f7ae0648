import APICore
import Foundation

/// Something a user tracks day by day, such as `steps`, `mood` or a custom tag, with its values
/// when the request asked for them.
///
/// Real responses differ from the docs, and decoding accepts both: `template` is `null` for
/// custom attributes, `service` is `null` once released (or `""`), `active` may be the string
/// `"true"`, `available_services` may be empty or absent, and values are sparse (days without
/// data are missing, not `null`). A value that does not decode is left out of ``values`` and
/// listed in ``skippedItems``.
public struct ExistAttribute: Sendable, Hashable, Codable, Identifiable {
    /// The attribute's name, unique per user, such as `"steps"` or `"coffee"`.
    public var name: String
    /// The label for people, such as `"Steps"`.
    public var label: String
    /// The template it was made from, `nil` for custom attributes.
    public var template: String?
    /// Its group.
    public var group: ExistAttributeGroup
    /// The service that owns it, `nil` when none does (released or inactive).
    public var service: ExistService?
    /// Whether it is active.
    public var isActive: Bool
    /// The sort order within its group: lower comes first.
    public var priority: Int
    /// Whether people enter it by hand in Exist's apps.
    public var isManual: Bool
    /// How its values are written.
    public var valueType: ExistValueType
    /// The server's words for ``valueType`` (display only; switch on ``valueType``).
    public var valueTypeDescription: String
    /// Services that can provide it, when the response lists them.
    public var availableServices: [ExistService]?
    /// An undocumented field, so far only seen as `null`; kept as sent.
    public var subgroup: ExistJSON?
    /// Values, newest first, when the request asked for them (days without data may be missing).
    public var values: [ExistDatedValue]?
    /// What was left out of ``values``, kept apart from the value.
    var skipped = SkippedItemLog()

    /// The values that did not decode and were left out (`values[3]`); empty for a well-formed
    /// attribute. Not part of the value: attributes that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }

    /// The name, which identifies an attribute for one user.
    public var id: String { name }

    /// Creates an attribute.
    public init(
        name: String, label: String, template: String? = nil, group: ExistAttributeGroup, service: ExistService? = nil,
        isActive: Bool = true, priority: Int = 1, isManual: Bool = false, valueType: ExistValueType,
        valueTypeDescription: String = "", availableServices: [ExistService]? = nil, values: [ExistDatedValue]? = nil
    ) {
        self.name = name
        self.label = label
        self.template = template
        self.group = group
        self.service = service
        self.isActive = isActive
        self.priority = priority
        self.isManual = isManual
        self.valueType = valueType
        self.valueTypeDescription = valueTypeDescription
        self.availableServices = availableServices
        self.values = values
    }

    /// The values read by ``valueType``, newest first (empty when the response had none).
    public var typedValues: [ExistTypedValue] {
        (values ?? []).map { ExistTypedValue(date: $0.date, value: ExistValue($0.value, type: valueType)) }
    }

    /// The value on `date`, or `nil` when that day has no data or was not fetched.
    public func value(on date: ExistDate) -> ExistValue? {
        values?.first { $0.date == date }.flatMap { ExistValue($0.value, type: valueType) }
    }

    /// The unit of a templated attribute's numbers (such as kilometres for `steps_distance`),
    /// from Exist's list of templates; `nil` when Exist documents none.
    public var unit: Dimension? { ExistTemplateUnits.unit(for: template ?? name) }

    private enum CodingKeys: String, CodingKey {
        case name, label, template, group, service, active, priority, manual, values, subgroup
        case valueType = "value_type"
        case valueTypeDescription = "value_type_description"
        case availableServices = "available_services"
    }

    /// Decodes an attribute leniently (see the type's notes).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        label = try container.decodeOptionalString(forKey: .label) ?? name
        template = try container.decodeOptionalString(forKey: .template)
        group = try container.decode(ExistAttributeGroup.self, forKey: .group)
        if container.contains(.service), let raw = try? container.decode(ExistJSON.self, forKey: .service),
            case .object = raw
        {
            service = try container.decode(ExistService.self, forKey: .service)
        } else {
            service = nil
        }
        isActive = try container.decodeLenientBool(forKey: .active) ?? true
        priority = try container.decodeWholeNumberIfPresent(forKey: .priority) ?? Int.max
        isManual = try container.decodeLenientBool(forKey: .manual) ?? false
        valueType = try container.decode(ExistValueType.self, forKey: .valueType)
        valueTypeDescription =
            try container.decodeOptionalString(forKey: .valueTypeDescription) ?? valueType.description
        availableServices = try container.decodeIfPresent([ExistService].self, forKey: .availableServices)
        subgroup = container.contains(.subgroup) ? try container.decode(ExistJSON.self, forKey: .subgroup) : nil
        var skipped: [SkippedItem] = []
        values = try container.decodeKeepingElements(ExistDatedValue.self, forKey: .values, skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }

    /// Encodes the attribute with the API's keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(label, forKey: .label)
        try container.encodeOrNull(template, forKey: .template)
        try container.encode(group, forKey: .group)
        try container.encodeOrNull(service, forKey: .service)
        try container.encode(isActive, forKey: .active)
        try container.encode(priority, forKey: .priority)
        try container.encode(isManual, forKey: .manual)
        try container.encode(valueType, forKey: .valueType)
        try container.encode(valueTypeDescription, forKey: .valueTypeDescription)
        try container.encodeIfPresent(availableServices, forKey: .availableServices)
        try container.encodeIfPresent(subgroup, forKey: .subgroup)
        try container.encodeIfPresent(values, forKey: .values)
    }
}

/// One day's value as the API sends it: the value's JSON type follows the attribute's type.
public struct ExistDatedValue: Sendable, Hashable, Codable {
    /// The day, in the user's time zone.
    public var date: ExistDate
    /// The value as sent; `null` when the day has no data.
    public var value: ExistJSON

    /// Creates a value.
    public init(date: ExistDate, value: ExistJSON) {
        self.date = date
        self.value = value
    }

    private enum CodingKeys: String, CodingKey { case date, value }

    /// Decodes a value; a missing `value` is `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(ExistDate.self, forKey: .date)
        value = try container.decodeIfPresent(ExistJSON.self, forKey: .value) ?? .null
    }

    /// The value read as `type`.
    public func typed(as type: ExistValueType) -> ExistTypedValue {
        ExistTypedValue(date: date, value: ExistValue(value, type: type))
    }
}

/// An attribute template: one of the attributes Exist understands, which any user can add.
public struct ExistAttributeTemplate: Sendable, Hashable, Codable, Identifiable {
    /// The template's name, such as `"steps"`.
    public var name: String
    /// The label for people.
    public var label: String
    /// Its group.
    public var group: ExistAttributeGroup
    /// The sort order within its group.
    public var priority: Int
    /// How its values are written.
    public var valueType: ExistValueType
    /// The server's words for ``valueType``.
    public var valueTypeDescription: String

    /// The name.
    public var id: String { name }

    /// The unit of the template's numbers, when Exist documents one.
    public var unit: Dimension? { ExistTemplateUnits.unit(for: name) }

    private enum CodingKeys: String, CodingKey {
        case name, label, group, priority
        case valueType = "value_type"
        case valueTypeDescription = "value_type_description"
    }
}
