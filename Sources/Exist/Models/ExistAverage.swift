/// An attribute's typical value: medians over the last 60 days, overall and by weekday
/// (Exist calls them averages).
///
/// The docs name the attribute `attribute` in one place and `user_attribute` in another; both
/// decode, and encoding writes the key that was read.
public struct ExistAverage: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var attribute: String
    /// The day the averages were worked out.
    public var date: ExistDate
    /// The median over all days.
    public var overall: Double
    /// The median of Mondays.
    public var monday: Double
    /// The median of Tuesdays.
    public var tuesday: Double
    /// The median of Wednesdays.
    public var wednesday: Double
    /// The median of Thursdays.
    public var thursday: Double
    /// The median of Fridays.
    public var friday: Double
    /// The median of Saturdays.
    public var saturday: Double
    /// The median of Sundays.
    public var sunday: Double
    private var usesUserAttributeKey = false

    /// The seven weekday medians, Monday first.
    public var weekdays: [Double] { [monday, tuesday, wednesday, thursday, friday, saturday, sunday] }

    private enum CodingKeys: String, CodingKey {
        case attribute, date, overall, monday, tuesday, wednesday, thursday, friday, saturday, sunday
        case userAttribute = "user_attribute"
    }

    /// Decodes an average under either key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeOptionalString(forKey: .attribute) {
            attribute = name
        } else {
            attribute = try container.decode(String.self, forKey: .userAttribute)
            usesUserAttributeKey = true
        }
        date = try container.decode(ExistDate.self, forKey: .date)
        overall = try container.decode(Double.self, forKey: .overall)
        monday = try container.decode(Double.self, forKey: .monday)
        tuesday = try container.decode(Double.self, forKey: .tuesday)
        wednesday = try container.decode(Double.self, forKey: .wednesday)
        thursday = try container.decode(Double.self, forKey: .thursday)
        friday = try container.decode(Double.self, forKey: .friday)
        saturday = try container.decode(Double.self, forKey: .saturday)
        sunday = try container.decode(Double.self, forKey: .sunday)
    }

    /// Encodes the average with the key it was read with.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attribute, forKey: usesUserAttributeKey ? .userAttribute : .attribute)
        try container.encode(date, forKey: .date)
        for (key, value) in zip(
            [CodingKeys.overall, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday],
            [overall] + weekdays)
        {
            try container.encode(value, forKey: key)
        }
    }
}
