import APICore

/// The day-by-day forecast, the `daily` block.
///
/// Every array holds one entry per day, starting today (local time). Arrays can be shorter than
/// the requested steps: trial plans get 3 days.
///
/// An entry of a list that does not decode is left out and listed in ``skippedItems``; every
/// other entry keeps its own `date`, so lists can then differ in length; match them by date.
public struct CYDaily: Sendable, Hashable, Codable {
    /// The block's status, `"ok"`.
    public let responseStatus: String
    /// Sunrise and sunset (`astro`).
    public let astronomy: [Astronomy]
    /// The day's sky condition (`skycon`).
    public let phenomenon: [Phenomenon]
    /// The sky condition from 08:00 to 20:00 (`skycon_08h_20h`).
    public let phenomenonDaytime: [Phenomenon]?
    /// The sky condition from 20:00 to 08:00 the next day (`skycon_20h_32h`).
    public let phenomenonNighttime: [Phenomenon]?
    /// Air temperature.
    public let temperature: [Temperature]
    /// Air temperature from 08:00 to 20:00 (v2.6).
    public let temperatureDaytime: [Temperature]?
    /// Air temperature from 20:00 to 08:00 the next day (v2.6).
    public let temperatureNighttime: [Temperature]?
    /// Precipitation intensity, with its probability in v2.6.
    public let precipitation: [Precipitation]
    /// Precipitation from 08:00 to 20:00 (v2.6).
    public let precipitationDaytime: [Precipitation]?
    /// Precipitation from 20:00 to 08:00 the next day (v2.6).
    public let precipitationNighttime: [Precipitation]?
    /// Air pressure, Pa.
    public let pressure: [Pressure]
    /// Wind speed and direction.
    public let wind: [Wind]
    /// Wind from 08:00 to 20:00 (v2.6).
    public let windDaytime: [Wind]?
    /// Wind from 20:00 to 08:00 the next day (v2.6).
    public let windNighttime: [Wind]?
    /// Cloud cover, 0–1.
    public let cloudrate: [Cloudrate]
    /// Relative humidity, 0–1.
    public let humidity: [Humidity]
    /// Downward short-wave radiation flux, W/m².
    public let dswrf: [DSWRF]
    /// Visibility.
    public let visibility: [Visibility]
    /// Air-quality index and PM2.5, when the API has them for the place.
    public let airQuality: AirQuality?
    /// Ultraviolet, car-washing, dressing, comfort and cold-risk indices.
    public let lifeIndex: LifeIndex
    /// The items of the block's lists that did not decode and were left out, with paths inside
    /// the block (`skycon[2]`); empty for a well-formed block. Not part of the value: blocks
    /// that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }
    /// What was left out, kept apart from the value.
    let skipped: SkippedItemLog

    enum CodingKeys: String, CodingKey {
        case responseStatus = "status", astronomy = "astro", phenomenon = "skycon"
        case phenomenonDaytime = "skycon_08h_20h", phenomenonNighttime = "skycon_20h_32h"
        case temperature, temperatureDaytime = "temperature_08h_20h", temperatureNighttime = "temperature_20h_32h"
        case precipitation, precipitationDaytime = "precipitation_08h_20h", precipitationNighttime =
            "precipitation_20h_32h"
        case pressure, wind, windDaytime = "wind_08h_20h", windNighttime = "wind_20h_32h"
        case cloudrate, humidity, dswrf, visibility, airQuality = "air_quality", lifeIndex = "life_index"
    }

    /// Daily air quality.
    public struct AirQuality: Sendable, Hashable, Codable {
        /// The air-quality index by each standard.
        public let aqi: [AQI]
        /// PM2.5, μg/m³.
        public let pm25: [PM25]
        /// The entries that did not decode and were left out (`aqi[2]`); not part of the value.
        public var skippedItems: [SkippedItem] { skipped.items }
        /// What was left out, kept apart from the value.
        let skipped: SkippedItemLog

        enum CodingKeys: String, CodingKey { case aqi, pm25 }
    }

    /// One day's precipitation: average, highest and lowest intensity, and its probability in v2.6.
    public struct Precipitation: Sendable, Hashable, Codable {
        /// The day (local midnight).
        public let date: CYContent.DatetimeServerType
        /// The intensity over the day; see ``CYUnit/UnitSystem/dailyPrecipitation`` for its unit.
        public let value: CYContent.AverageAndExtremum<Double>
        /// The chance of precipitation, 0–100 (v2.6).
        public let probability: Int?

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlatKey.self)
            date = try container.decodeDatetime(forKey: .date)
            value = try CYContent.AverageAndExtremum(fields: container)
            probability = try container.decodeWholeNumberIfPresent(forKey: .probability)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try container.encode(date, forKey: .date)
            try value.encode(fields: &container)
            try container.encodeIfPresent(probability, forKey: .probability)
        }
    }
}
