extension CYDaily {
    /// A daily number: average, highest and lowest.
    public typealias DailyContentDouble = AverageAndExtremumWithDate<Double>
    /// A day's sky condition.
    public typealias Phenomenon = ValueWithDate<CYContent.Phenomenon>
    /// A day's temperature.
    public typealias Temperature = DailyContentDouble
    /// A day's pressure.
    public typealias Pressure = DailyContentDouble
    /// A day's wind.
    public typealias Wind = AverageAndExtremumWithDate<CYContent.Wind>
    /// A day's cloud cover.
    public typealias Cloudrate = DailyContentDouble
    /// A day's humidity.
    public typealias Humidity = DailyContentDouble
    /// A day's short-wave radiation.
    public typealias DSWRF = DailyContentDouble
    /// A day's visibility.
    public typealias Visibility = DailyContentDouble
    /// A day's air-quality index.
    public typealias AQI = AverageAndExtremumWithDate<CYContent.AQI>
    /// A day's PM2.5.
    public typealias PM25 = DailyContentDouble
    /// The daily life indices, one array per index.
    public typealias LifeIndex = CYContent.LifeIndex<[IndexWithDescriptionWithDate]>

    /// A value for a day: `{"date": …, "value": …}`.
    public struct ValueWithDate<T: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The day (local midnight).
        public let date: CYContent.DatetimeServerType
        /// The value.
        public let value: T

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DateValueKey.self)
            date = try container.decodeDatetime(forKey: .date)
            value = try container.decodeValue(T.self, forKey: .value)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DateValueKey.self)
            try container.encode(date, forKey: .date)
            try container.encode(value, forKey: .value)
        }
    }

    /// A day's average, highest and lowest value, written beside the date: `{"date", "avg", "max", "min"}`.
    public struct AverageAndExtremumWithDate<T: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The day (local midnight).
        public let date: CYContent.DatetimeServerType
        /// The three values.
        public let value: CYContent.AverageAndExtremum<T>

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlatKey.self)
            date = try container.decodeDatetime(forKey: .date)
            value = try CYContent.AverageAndExtremum(fields: container)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try container.encode(date, forKey: .date)
            try value.encode(fields: &container)
        }
    }

    /// A day's life-index value, written beside the date: `{"date", "index", "desc"}`.
    public struct IndexWithDescriptionWithDate: Sendable, Hashable, Codable {
        /// The day (local midnight).
        public let date: CYContent.DatetimeServerType
        /// The index and its description.
        public let value: CYContent.IndexWithDescription

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlatKey.self)
            date = try container.decodeDatetime(forKey: .date)
            value = try CYContent.IndexWithDescription(fields: container)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try container.encode(date, forKey: .date)
            try value.encode(fields: &container)
        }
    }
}
