/// The group an attribute belongs to, such as Activity or Mood; apps list attributes by group,
/// in ascending ``priority``.
public struct ExistAttributeGroup: Sendable, Hashable, Codable {
    /// The group's name, such as `"activity"`.
    public var name: String
    /// The label for people, such as `"Activity"`; absent in some older responses.
    public var label: String?
    /// The sort order: lower comes first.
    public var priority: Int

    /// Creates a group.
    public init(name: String, label: String?, priority: Int) {
        self.name = name
        self.label = label
        self.priority = priority
    }

    private enum CodingKeys: String, CodingKey { case name, label, priority }

    /// Decodes a group; a missing priority sorts last.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        label = try container.decodeOptionalString(forKey: .label)
        priority = try container.decodeWholeNumberIfPresent(forKey: .priority) ?? Int.max
    }

    /// Encodes the group with the API's keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encode(priority, forKey: .priority)
    }
}

/// A service that writes an attribute's data, such as Google Fit, or this client.
public struct ExistService: Sendable, Hashable, Codable {
    /// The service's name, such as `"googlefit"`.
    public var name: String
    /// The label for people, such as `"Google Fit"`.
    public var label: String

    /// Creates a service.
    public init(name: String, label: String) {
        self.name = name
        self.label = label
    }
}
