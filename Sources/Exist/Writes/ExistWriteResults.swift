/// What one write did: every item that succeeded and every item that failed.
///
/// Exist answers 200 when every item succeeded and 202 when some failed; both are answers, not
/// errors. Writes of more items than the client's `writeBatchSize` (35 by default) go out in
/// several requests. When one of them fails
/// outright after an earlier one succeeded, the result keeps the earlier successes, lists that
/// request's items (and any not sent) in ``failed`` with the error's code, and holds the error in
/// ``interruption``.
public struct ExistWriteResult<Success: Sendable & Codable & Hashable>: Sendable, Codable, Hashable {
    /// The items that were written.
    public var success: [Success]
    /// The items that were not, each with Exist's `error_code` and `error`.
    public var failed: [ExistFailedItem]
    /// The error that stopped a write of several requests partway, if one did.
    public var interruption: ExistError?
    /// The HTTP status of each request sent (200 or 202).
    public var statuses: [Int]

    /// Creates a result.
    public init(
        success: [Success] = [], failed: [ExistFailedItem] = [], interruption: ExistError? = nil, statuses: [Int] = []
    ) {
        self.success = success
        self.failed = failed
        self.interruption = interruption
        self.statuses = statuses
    }

    /// Whether every item was written.
    public var isComplete: Bool { failed.isEmpty && interruption == nil }

    private enum CodingKeys: String, CodingKey { case success, failed }

    /// Decodes `{"success": […], "failed": […]}`; a missing list is empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        success = try container.decodeIfPresent([Success].self, forKey: .success) ?? []
        failed = try container.decodeIfPresent([ExistFailedItem].self, forKey: .failed) ?? []
        interruption = nil
        statuses = []
    }

    /// Encodes `{"success": […], "failed": […]}`, as the API writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(success, forKey: .success)
        try container.encode(failed, forKey: .failed)
    }

    /// Two results are equal when they list the same items and statuses and were stopped by
    /// errors with the same code.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.success == rhs.success && lhs.failed == rhs.failed && lhs.statuses == rhs.statuses
            && lhs.interruption?.code == rhs.interruption?.code
    }

    /// Hashes the items and statuses.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(success)
        hasher.combine(failed)
        hasher.combine(statuses)
        hasher.combine(interruption?.code)
    }
}

/// An item Exist did not write: the fields it echoed from the request, and why.
///
/// Every echoed field is optional (an item may lack `date` or `value`, or carry `template:
/// null`, and one documented response says `title` for `name`); only `error_code` and `error`
/// are always there.
public struct ExistFailedItem: Sendable, Hashable, Codable {
    /// Exist's code, such as `"validation"`, `"not_found"`, `"unauthorised"`, `"not_allowed"` or
    /// `"missing_field"`; or this client's for items it could not send: the ``ExistError/Code``
    /// of the error that stopped the write, or `"not_sent"`.
    public var errorCode: String
    /// Exist's explanation, such as "Value must be a float between 0 and 1".
    public var error: String
    /// The request fields Exist echoed back, as sent.
    public var fields: [String: ExistJSON]

    /// Creates a failed item.
    public init(errorCode: String, error: String, fields: [String: ExistJSON] = [:]) {
        self.errorCode = errorCode
        self.error = error
        self.fields = fields
    }

    /// The attribute's name: `name`, else `title`, else `template`.
    public var name: String? {
        fields["name"]?.stringValue ?? fields["title"]?.stringValue ?? fields["template"]?.stringValue
    }
    /// The day, when echoed.
    public var date: ExistDate? { fields["date"]?.stringValue.flatMap(ExistDate.init) }
    /// The value, when echoed.
    public var value: ExistJSON? { fields["value"] }

    /// Decodes a failed item, keeping every echoed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var fields: [String: ExistJSON] = [:]
        for key in container.allKeys where key.stringValue != "error_code" && key.stringValue != "error" {
            fields[key.stringValue] = try container.decode(ExistJSON.self, forKey: key)
        }
        self.fields = fields
        errorCode = try container.decode(String.self, forKey: AnyCodingKey("error_code"))
        error = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("error")) ?? ""
    }

    /// Encodes the item as Exist wrote it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in fields { try container.encode(value, forKey: AnyCodingKey(key)) }
        try container.encode(errorCode, forKey: AnyCodingKey("error_code"))
        try container.encode(error, forKey: AnyCodingKey("error"))
    }
}

/// A value Exist set: `{name, date, value}`.
public struct ExistUpdatedValue: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var name: String
    /// The day.
    public var date: ExistDate?
    /// The value now stored.
    public var value: ExistJSON

    private enum CodingKeys: String, CodingKey { case name, date, value }

    /// Decodes an updated value; a missing `value` is `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        date = try container.decodeIfPresent(ExistDate.self, forKey: .date)
        value = try container.decodeIfPresent(ExistJSON.self, forKey: .value) ?? .null
    }
}

/// An increment Exist applied: `{name, value, current}`, where `current` is the day's new total.
public struct ExistIncrementedValue: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var name: String
    /// The amount added.
    public var value: ExistJSON
    /// The day's total after the increment, when sent.
    public var current: ExistJSON?
    /// The day, when sent (Exist leaves it out when none was given).
    public var date: ExistDate?
}

/// An attribute whose ownership (or existence) changed: `{name, active}`, or the full attribute
/// when `success_objects` was asked for.
public struct ExistAttributeChange: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var name: String
    /// Whether it is now active, when sent (decoded from `true` or `"true"`).
    public var isActive: Bool?
    /// The full attribute, when asked for.
    public var attribute: ExistAttribute?

    private enum CodingKeys: String, CodingKey { case name, active, label, group }

    /// Decodes a short item or a full attribute.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        isActive = try container.decodeLenientBool(forKey: .active)
        attribute = container.contains(.group) && container.contains(.label) ? try ExistAttribute(from: decoder) : nil
    }

    /// Encodes the full attribute when there is one, else `{name, active}`.
    public func encode(to encoder: any Encoder) throws {
        if let attribute {
            try attribute.encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(isActive, forKey: .active)
    }
}
