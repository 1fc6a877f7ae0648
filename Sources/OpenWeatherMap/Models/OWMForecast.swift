import APICore
import Foundation

/// The 5-day forecast in 3-hour steps (`/data/2.5/forecast`).
///
/// A step that does not decode is left out and listed in ``skippedItems``; the other steps keep
/// their own times.
public struct OWMForecast: Sendable, Hashable, Codable {
    /// The status code, `"200"` (a string here).
    public let cod: OWMCode?
    /// Internal.
    public let message: Double?
    /// How many steps were returned.
    public let count: Int?
    /// The steps.
    public let list: [Step]
    /// The place.
    public let city: City?
    private let skipped: SkippedItemLog

    /// The steps that did not decode and were left out (`list[3]`, say); empty for a well-formed
    /// response. Not part of the value: two forecasts that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }

    private enum CodingKeys: String, CodingKey {
        case cod, message, count = "cnt", list, city
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try container.decodeIfPresent(OWMCode.self, forKey: .cod)
        message = try container.decodeIfPresent(Double.self, forKey: .message)
        count = try container.decodeIfPresent(Int.self, forKey: .count)
        var skipped: [SkippedItem] = []
        list = try container.decodeKeepingElements(Step.self, requiredKey: .list, skipped: &skipped)
        city = try container.decodeIfPresent(City.self, forKey: .city)
        self.skipped = SkippedItemLog(skipped)
    }

    /// One 3-hour step.
    public struct Step: Sendable, Hashable, Codable {
        /// The step's time, Unix seconds.
        public let time: Int
        /// Temperatures, pressure and humidity.
        public let main: OWMMainValues
        /// The conditions.
        public let conditions: [OWMCondition]
        /// Cloud cover.
        public let clouds: OWMClouds?
        /// Wind.
        public let wind: OWMWind?
        /// Visibility, metres.
        public let visibility: Double?
        /// The chance of precipitation, 0–1.
        public let precipitationChance: Double?
        /// Rain in the 3 hours.
        public let rain: OWMPrecipitation?
        /// Snow in the 3 hours.
        public let snow: OWMPrecipitation?
        /// `pod`: day or night.
        public let sys: OWMSystem?
        /// The time as `yyyy-MM-dd HH:mm:ss` UTC.
        public let timeText: String?

        /// The step's time.
        public var date: Date { Date(unix: time) }

        private enum CodingKeys: String, CodingKey {
            case time = "dt", main, conditions = "weather", clouds, wind, visibility, precipitationChance = "pop", rain,
                snow, sys
            case timeText = "dt_txt"
        }
    }

    /// The place of a forecast.
    public struct City: Sendable, Hashable, Codable {
        /// The city id (0 for remote points).
        public let id: Int?
        /// The name; may be empty.
        public let name: String?
        /// The coordinate.
        public let coordinate: OWMCoordinate?
        /// The country code; may be empty.
        public let country: String?
        /// The population.
        public let population: Int?
        /// The offset from UTC, seconds.
        public let timezone: Int?
        /// Sunrise, Unix seconds.
        public let sunrise: Int?
        /// Sunset, Unix seconds.
        public let sunset: Int?
        /// `sys`, in older responses: the population again.
        public let sys: CitySystem?

        private enum CodingKeys: String, CodingKey {
            case id, name, coordinate = "coord", country, population, timezone, sunrise, sunset, sys
        }
    }

    /// The `city.sys` object of older forecast responses.
    public struct CitySystem: Sendable, Hashable, Codable {
        /// The population.
        public let population: Int?
    }
}
