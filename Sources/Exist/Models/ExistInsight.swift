/// Something notable Exist found in the user's data, such as "Last night's sleep was surprisingly
/// long", in HTML and plain text.
public struct ExistInsight: Sendable, Hashable, Codable {
    /// When it was made.
    public var created: ExistTimestamp
    /// The day it is about, when it is about one day.
    public var targetDate: ExistDate?
    /// What kind of insight it is and which attribute it concerns.
    public var type: InsightType
    /// The insight as HTML (with `\r\n` line breaks and entities).
    public var html: String
    /// The insight as plain text.
    public var text: String

    /// What kind of insight it is.
    public struct InsightType: Sendable, Hashable, Codable {
        /// The kind's name, such as `"dow_sleep"`.
        public var name: String
        /// The period it covers in days.
        public var period: Int
        /// How urgent: 1 is today, 2 a day, 3 a week, 4 a month.
        public var priority: Int
        /// The attribute it concerns.
        public var attribute: InsightAttribute
    }

    /// The attribute an insight concerns.
    public struct InsightAttribute: Sendable, Hashable, Codable {
        /// The attribute's name.
        public var name: String
        /// Its label.
        public var label: String
        /// Its group.
        public var group: ExistAttributeGroup
        /// Its sort order.
        public var priority: Int
        /// How its values are written, when the response says.
        public var valueType: ExistValueType?
        /// The server's words for the value type.
        public var valueTypeDescription: String?

        private enum CodingKeys: String, CodingKey {
            case name, label, group, priority
            case valueType = "value_type"
            case valueTypeDescription = "value_type_description"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case created, type, html, text
        case targetDate = "target_date"
    }

    /// Decodes an insight.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        created = try container.decode(ExistTimestamp.self, forKey: .created)
        targetDate = try container.decodeIfPresent(ExistDate.self, forKey: .targetDate)
        type = try container.decode(InsightType.self, forKey: .type)
        html = try container.decodeOptionalString(forKey: .html) ?? ""
        text = try container.decodeOptionalString(forKey: .text) ?? ""
    }

    /// Encodes the insight with the API's keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(created, forKey: .created)
        try container.encodeOrNull(targetDate, forKey: .targetDate)
        try container.encode(type, forKey: .type)
        try container.encode(html, forKey: .html)
        try container.encode(text, forKey: .text)
    }
}
