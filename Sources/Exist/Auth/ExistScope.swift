/// An OAuth2 scope: reading or writing one group of attributes.
///
/// Missing scopes do not cause errors: lists simply leave out what the token cannot read. The v1
/// scopes (`read`, `write`, `append`) are not valid for API v2.
public struct ExistScope: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The scope's name, such as `"mood_read"`.
    public let rawValue: String

    /// Creates a scope from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Reading the attributes in `group`, such as `"activity"`.
    public static func read(_ group: String) -> ExistScope { ExistScope(rawValue: "\(group)_read") }
    /// Writing the attributes in `group`.
    public static func write(_ group: String) -> ExistScope { ExistScope(rawValue: "\(group)_write") }

    /// The groups scopes exist for.
    public static let groups = [
        "activity", "productivity", "mood", "sleep", "workouts", "events", "finance", "food", "health", "location",
        "media", "social", "weather", "symptoms", "medication", "custom", "manual",
    ]

    /// Every read scope.
    public static var allRead: [ExistScope] { groups.map(read) }
    /// Every write scope.
    public static var allWrite: [ExistScope] { groups.map(write) }

    /// The scope's name.
    public var description: String { rawValue }

    /// Splits a space-separated scope list, as token responses send it.
    static func parse(_ text: String) -> [ExistScope] {
        text.split(whereSeparator: { $0 == " " || $0 == "+" }).map { ExistScope(rawValue: String($0)) }
    }

    /// Decodes a scope name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the scope name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
