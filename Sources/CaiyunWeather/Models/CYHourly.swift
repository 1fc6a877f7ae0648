import APICore

/// The hour-by-hour forecast, the `hourly` block.
///
/// Every array holds one entry per hour, starting with the current hour. Arrays can be shorter
/// than the requested steps (plans limit them).
///
/// An entry of a list that does not decode is left out and listed in ``skippedItems``; every
/// other entry keeps its own `datetime`, so lists can then differ in length; match them by time.
public struct CYHourly: Sendable, Hashable, Codable {
    /// The block's status, `"ok"`.
    public let responseStatus: String
    /// A sentence about the next 24 hours, in the request language.
    public let description: String
    /// Sky condition (`skycon`).
    public let phenomenon: [Phenomenon]
    /// Air temperature.
    public let temperature: [Temperature]
    /// Apparent temperature (v2.6).
    public let apparentTemperature: [Temperature]?
    /// Precipitation intensity, with its probability in v2.6.
    public let precipitation: [Precipitation]
    /// Cloud cover, 0–1.
    public let cloudrate: [Cloudrate]
    /// Relative humidity, 0–1.
    public let humidity: [Humidity]
    /// Air pressure, Pa.
    public let pressure: [Pressure]
    /// Wind speed and direction.
    public let wind: [Wind]
    /// Visibility.
    public let visibility: [Visibility]
    /// Downward short-wave radiation flux, W/m².
    public let dswrf: [DSWRF]
    /// Air-quality index and PM2.5, when the API has them for the place.
    public let airQuality: AirQuality?
    /// The items of the block's lists that did not decode and were left out, with paths inside
    /// the block (`temperature[3]`); empty for a well-formed block. Not part of the value: blocks
    /// that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }
    /// What was left out, kept apart from the value.
    let skipped: SkippedItemLog

    enum CodingKeys: String, CodingKey {
        case responseStatus = "status", description, phenomenon = "skycon", temperature
        case apparentTemperature = "apparent_temperature", precipitation, cloudrate, humidity, pressure, wind
        case visibility, dswrf, airQuality = "air_quality"
    }

    /// Hourly air quality.
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

    /// One hour's precipitation.
    public struct Precipitation: Sendable, Hashable, Codable {
        /// The start of the hour.
        public let datetime: CYContent.DatetimeServerType
        /// The intensity; see ``CYUnit/UnitSystem/hourlyPrecipitation`` for its unit.
        public let value: Double
        /// The chance of precipitation, 0–100 (v2.6).
        public let probability: Int?

        private enum CodingKeys: String, CodingKey {
            case datetime, value, probability
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            datetime = try container.decodeDatetime(forKey: .datetime)
            value = try container.decode(Double.self, forKey: .value)
            probability = try container.decodeWholeNumberIfPresent(forKey: .probability)
        }
    }
}

extension CYHourly {
    /// An hourly number.
    public typealias HourlyContentDouble = ValueWithDatetime<Double>
    /// An hour's sky condition.
    public typealias Phenomenon = ValueWithDatetime<CYContent.Phenomenon>
    /// An hour's temperature.
    public typealias Temperature = HourlyContentDouble
    /// An hour's cloud cover.
    public typealias Cloudrate = HourlyContentDouble
    /// An hour's humidity.
    public typealias Humidity = HourlyContentDouble
    /// An hour's pressure.
    public typealias Pressure = HourlyContentDouble
    /// An hour's wind.
    public typealias Wind = ValueWithDatetimeFlat<CYContent.Wind>
    /// An hour's visibility.
    public typealias Visibility = HourlyContentDouble
    /// An hour's short-wave radiation.
    public typealias DSWRF = HourlyContentDouble
    /// An hour's air-quality index.
    public typealias AQI = ValueWithDatetime<CYContent.AQI>
    /// An hour's PM2.5.
    public typealias PM25 = HourlyContentDouble

    /// A value at the start of an hour: `{"datetime": …, "value": …}`.
    public struct ValueWithDatetime<T: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The start of the hour.
        public let datetime: CYContent.DatetimeServerType
        /// The value.
        public let value: T

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DatetimeValueKey.self)
            datetime = try container.decodeDatetime(forKey: .datetime)
            value = try container.decodeValue(T.self, forKey: .value)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DatetimeValueKey.self)
            try container.encode(datetime, forKey: .datetime)
            try container.encode(value, forKey: .value)
        }
    }

    /// A value whose fields sit beside `datetime`, as wind does: `{"datetime": …, "speed": …, "direction": …}`.
    public struct ValueWithDatetimeFlat<T: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The start of the hour.
        public let datetime: CYContent.DatetimeServerType
        /// The value.
        public let value: T

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlatKey.self)
            datetime = try container.decodeDatetime(forKey: .datetime)
            value = try container.decodeFields(T.self, decoder: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try container.encode(datetime, forKey: .datetime)
            try container.encodeFields(value, encoder: encoder)
        }
    }
}
