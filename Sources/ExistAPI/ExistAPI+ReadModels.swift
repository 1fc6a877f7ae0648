import Exist
import Foundation

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
