import Foundation

extension CYDaily {
    /// A day's sunrise and sunset (`astro`).
    public struct Astronomy: Sendable, Hashable, Codable {
        /// The day (local midnight).
        public let date: CYContent.DatetimeServerType
        /// Sunrise and sunset times.
        public let value: AstronomyContent

        /// The moment of sunrise, or `nil` when the API gave no usable time.
        public var sunrise: Date? { value.sunrise.date(on: date) }
        /// The moment of sunset, or `nil` when the API gave no usable time.
        public var sunset: Date? { value.sunset.date(on: date) }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlatKey.self)
            date = try container.decodeDatetime(forKey: .date)
            value = AstronomyContent(
                sunrise: try container.decode(AstronomyTime.self, forKey: .sunrise),
                sunset: try container.decode(AstronomyTime.self, forKey: .sunset))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try container.encode(date, forKey: .date)
            try container.encode(value.sunrise, forKey: .sunrise)
            try container.encode(value.sunset, forKey: .sunset)
        }

        /// Sunrise and sunset as local times of day.
        public struct AstronomyContent: Sendable, Hashable, Codable {
            /// Sunrise.
            public let sunrise: AstronomyTime
            /// Sunset.
            public let sunset: AstronomyTime
        }

        /// A local time of day, written `{"time": "HH:mm"}`.
        public struct AstronomyTime: Sendable, Hashable, Codable {
            /// The time as the API wrote it, such as `"05:57"`.
            public let text: String
            /// Seconds from local midnight, or `nil` when ``text`` is not `HH:mm`.
            public let timeInterval: TimeInterval?

            /// Creates a time from `HH:mm` text.
            public init(text: String) {
                self.text = text
                self.timeInterval = Self.secondsFromMidnight(text)
            }

            /// The moment this time falls on `day`.
            public func date(on day: CYContent.DatetimeServerType) -> Date? {
                timeInterval.map { day.time.addingTimeInterval($0) }
            }

            private enum CodingKeys: String, CodingKey {
                case text = "time"
            }

            public init(from decoder: any Decoder) throws {
                self.init(text: try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text))
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(text, forKey: .text)
            }

            private static func secondsFromMidnight(_ text: String) -> TimeInterval? {
                let parts = text.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }),
                    let hour = Int(parts[0]), let minute = Int(parts[1]), (0...24).contains(hour),
                    (0..<60).contains(minute)
                else { return nil }
                return TimeInterval(hour * 3600 + minute * 60)
            }
        }
    }
}
