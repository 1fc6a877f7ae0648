/// Building blocks shared by the realtime, minutely, hourly, daily and alert models.
public enum CYContent {
    /// An air-quality index by standard: China's HJ 633-2012 and the US EPA's.
    public typealias AQI = CountryRelated<Double>
    /// Air-quality descriptions by standard, as text in the request language.
    public typealias Description = CountryRelated<String>

    /// A value given once for the Chinese standard (`chn`) and once for the US standard (`usa`).
    public struct CountryRelated<T: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The value by China's standard.
        public let chn: T
        /// The value by the US standard.
        public let usa: T

        /// Creates a pair.
        public init(chn: T, usa: T) {
            self.chn = chn
            self.usa = usa
        }

        private enum CodingKeys: String, CodingKey {
            case chn, usa
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            chn = try container.decodeValue(T.self, forKey: .chn)
            usa = try container.decodeValue(T.self, forKey: .usa)
        }
    }

    /// The average, highest and lowest value over a day (`avg`, `max`, `min`).
    public struct AverageAndExtremum<T: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The day's average.
        public let average: T
        /// The day's highest value.
        public let maximum: T
        /// The day's lowest value.
        public let minimum: T

        /// Creates the three values.
        public init(average: T, maximum: T, minimum: T) {
            self.average = average
            self.maximum = maximum
            self.minimum = minimum
        }

        public init(from decoder: any Decoder) throws {
            try self.init(fields: decoder.container(keyedBy: FlatKey.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try encode(fields: &container)
        }
    }

    /// Wind speed and the direction it blows from, in the response's unit system.
    public struct Wind: Sendable, Hashable, Codable {
        /// The speed (km/h in metric, mph in imperial, m/s in SI).
        public let speed: WindContent
        /// The direction the wind comes from, clockwise from north (degrees; radians in SI).
        public let direction: WindContent

        /// Creates a wind value, read in `unit`'s system (`nil`: the API's default, metric).
        public init(speed: Double, direction: Double, unit: CYUnit? = nil) {
            self.speed = WindContent(value: speed, role: .speed, unit: unit)
            self.direction = WindContent(value: direction, role: .direction, unit: unit)
        }

        public init(from decoder: any Decoder) throws {
            try self.init(fields: decoder.container(keyedBy: FlatKey.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try encode(fields: &container)
        }
    }
}

extension CYContent.AverageAndExtremum: CYFlatDecodable {
    init(fields container: KeyedDecodingContainer<FlatKey>) throws {
        average = try container.decodeValue(T.self, forKey: .avg)
        maximum = try container.decodeValue(T.self, forKey: .max)
        minimum = try container.decodeValue(T.self, forKey: .min)
    }

    func encode(fields container: inout KeyedEncodingContainer<FlatKey>) throws {
        try container.encode(maximum, forKey: .max)
        try container.encode(minimum, forKey: .min)
        try container.encode(average, forKey: .avg)
    }
}

extension CYContent.Wind: CYFlatDecodable {
    init(fields container: KeyedDecodingContainer<FlatKey>) throws {
        self.init(
            speed: try container.decode(Double.self, forKey: .speed),
            direction: try container.decode(Double.self, forKey: .direction),
            unit: CYUnit.responseUnit)
    }

    func encode(fields container: inout KeyedEncodingContainer<FlatKey>) throws {
        try container.encode(speed.value, forKey: .speed)
        try container.encode(direction.value, forKey: .direction)
    }
}
