import Foundation

extension OWMOneCall {
    /// One day: an item of One Call 3.0's `daily` and of One Call 4.0's 1-day timeline.
    public struct Day: Sendable, Hashable, Codable {
        /// Noon of the day, Unix seconds.
        public let time: Int
        /// Sunrise, Unix seconds.
        public let sunrise: Int?
        /// Sunset, Unix seconds.
        public let sunset: Int?
        /// Moonrise, Unix seconds.
        public let moonrise: Int?
        /// Moonset, Unix seconds.
        public let moonset: Int?
        /// The moon's phase, 0–1.
        public let moonPhase: Double?
        /// A sentence about the day (3.0).
        public let summary: String?
        /// Temperatures through the day.
        public let temperature: Temperatures
        /// How the temperatures feel.
        public let feelsLike: FeltTemperatures?
        /// Pressure, hPa.
        public let pressure: Double?
        /// Relative humidity, %.
        public let humidity: Double?
        /// Dew point.
        public let dewPoint: Double?
        /// Wind speed.
        public let windSpeed: Double?
        /// The direction the wind comes from, degrees.
        public let windDegrees: Double?
        /// Gust speed.
        public let windGust: Double?
        /// The conditions.
        public let conditions: [OWMCondition]
        /// Cloud cover, %.
        public let clouds: Double?
        /// The chance of precipitation, 0–1.
        public let precipitationChance: Double?
        /// UV index.
        public let uvIndex: Double?
        /// Rain over the day, mm (a plain number, in 3.0 and 4.0 alike).
        public let rain: Double?
        /// Snow over the day, mm.
        public let snow: Double?
        /// Average visibility, metres (One Call 4.0 lists it; recorded days lack it).
        public let visibility: Double?
        /// The ids of the alerts in force that day (One Call 4.0, `alerts`).
        public let alertIDs: [String]?

        /// Noon of the day.
        public var date: Date { Date(unix: time) }

        private enum CodingKeys: String, CodingKey {
            case time = "dt", sunrise, sunset, moonrise, moonset, moonPhase = "moon_phase", summary, temperature =
                "temp"
            case feelsLike = "feels_like", pressure, humidity, dewPoint = "dew_point", windSpeed = "wind_speed"
            case windDegrees = "wind_deg", windGust = "wind_gust", conditions = "weather", clouds
            case precipitationChance = "pop", uvIndex = "uvi", rain, snow, visibility, alertIDs = "alerts"
        }

        /// Temperatures through a day.
        public struct Temperatures: Sendable, Hashable, Codable {
            /// The temperature in the day.
            public let day: Double
            /// The day's lowest temperature.
            public let min: Double
            /// The day's highest temperature.
            public let max: Double
            /// The temperature at night.
            public let night: Double?
            /// The temperature in the evening.
            public let eve: Double?
            /// The temperature in the morning.
            public let morn: Double?
        }

        /// How temperatures through a day feel.
        public struct FeltTemperatures: Sendable, Hashable, Codable {
            /// How warm or cold it feels in the day.
            public let day: Double?
            /// How warm or cold it feels at night.
            public let night: Double?
            /// How warm or cold it feels in the evening.
            public let eve: Double?
            /// How warm or cold it feels in the morning.
            public let morn: Double?
        }
    }
}
