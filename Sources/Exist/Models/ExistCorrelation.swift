/// How two attributes move together, with Exist's plain-English sentence for it.
///
/// Correlation is not causation: present these as "go together", as Exist does.
public struct ExistCorrelation: Sendable, Hashable, Codable {
    /// The day the correlation was worked out (batches are made on Sundays).
    public var date: ExistDate
    /// The days of data it covers.
    public var period: Int
    /// 0 when both happen on the same day; -1 when the second attribute moves on the days after.
    public var offset: Int
    /// The first attribute's name.
    public var attribute: String
    /// The second attribute's name.
    public var attribute2: String
    /// The correlation coefficient, from -1 to 1.
    public var value: Double
    /// The p-value (often tiny, such as 1.15e-26; kept as a `Double`, never a `Float`).
    public var p: Double
    /// The strength as a percentage.
    public var percentage: Double
    /// Confidence from 1 to 5 stars.
    public var stars: Int
    /// The sentence, such as "you spend more time asleep when you go to bed earlier."
    public var secondPerson: String
    /// The sentence in three parts.
    public var secondPersonElements: [String]
    /// The subset of the attribute's data it is about (such as one calendar), when any.
    public var attributeCategory: String?
    /// How strong, in words.
    public var strengthDescription: String
    /// How confident, in words.
    public var starsDescription: String
    /// Why the two may be linked, for well-understood pairs.
    public var description: String?
    /// How common the link is, for well-understood pairs.
    public var occurrence: String?
    /// The user's rating of the correlation, when there is one.
    public var rating: Rating?

    /// A user's rating of a correlation.
    public struct Rating: Sendable, Hashable, Codable {
        /// Whether the rating is positive.
        public var positive: Bool
        /// The rating's code (such as 50), when sent.
        public var ratingType: Int?
        /// The rating in words, such as "Useful".
        public var rating: String

        /// Creates a rating.
        public init(positive: Bool, ratingType: Int? = nil, rating: String) {
            self.positive = positive
            self.ratingType = ratingType
            self.rating = rating
        }

        private enum CodingKeys: String, CodingKey {
            case positive, rating
            case ratingType = "rating_type"
        }
    }

    /// Whether the attributes move in the same direction.
    public var isPositive: Bool { value > 0 }

    private enum CodingKeys: String, CodingKey {
        case date, period, offset, attribute, attribute2, value, p, percentage, stars, description, occurrence, rating
        case secondPerson = "second_person"
        case secondPersonElements = "second_person_elements"
        case attributeCategory = "attribute_category"
        case strengthDescription = "strength_description"
        case starsDescription = "stars_description"
    }

    /// Decodes a correlation; a missing `offset` (older responses) is 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(ExistDate.self, forKey: .date)
        period = try container.decodeWholeNumberIfPresent(forKey: .period) ?? 0
        offset = try container.decodeWholeNumberIfPresent(forKey: .offset) ?? 0
        attribute = try container.decode(String.self, forKey: .attribute)
        attribute2 = try container.decode(String.self, forKey: .attribute2)
        value = try container.decode(Double.self, forKey: .value)
        p = try container.decode(Double.self, forKey: .p)
        percentage = try container.decode(Double.self, forKey: .percentage)
        stars = try container.decodeWholeNumberIfPresent(forKey: .stars) ?? 0
        secondPerson = try container.decodeOptionalString(forKey: .secondPerson) ?? ""
        secondPersonElements = try container.decodeIfPresent([String].self, forKey: .secondPersonElements) ?? []
        attributeCategory = try container.decodeOptionalString(forKey: .attributeCategory)
        strengthDescription = try container.decodeOptionalString(forKey: .strengthDescription) ?? ""
        starsDescription = try container.decodeOptionalString(forKey: .starsDescription) ?? ""
        description = try container.decodeOptionalString(forKey: .description)
        occurrence = try container.decodeOptionalString(forKey: .occurrence)
        rating = try container.decodeIfPresent(Rating.self, forKey: .rating)
    }

    /// Encodes the correlation with the API's keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(period, forKey: .period)
        try container.encode(offset, forKey: .offset)
        try container.encode(attribute, forKey: .attribute)
        try container.encode(attribute2, forKey: .attribute2)
        try container.encode(value, forKey: .value)
        try container.encode(p, forKey: .p)
        try container.encode(percentage, forKey: .percentage)
        try container.encode(stars, forKey: .stars)
        try container.encode(secondPerson, forKey: .secondPerson)
        try container.encode(secondPersonElements, forKey: .secondPersonElements)
        try container.encodeOrNull(attributeCategory, forKey: .attributeCategory)
        try container.encode(strengthDescription, forKey: .strengthDescription)
        try container.encode(starsDescription, forKey: .starsDescription)
        try container.encodeOrNull(description, forKey: .description)
        try container.encodeOrNull(occurrence, forKey: .occurrence)
        try container.encodeOrNull(rating, forKey: .rating)
    }
}
