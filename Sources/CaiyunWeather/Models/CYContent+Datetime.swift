import APICore
import Foundation

extension CYContent {
    /// A moment written as Unix seconds (`server_time`, `pubtimestamp`), integer or float.
    public struct Datetime1970Based: Sendable, Hashable, Codable {
        /// The moment.
        public let time: Date

        /// Wraps a date.
        public init(time: Date) { self.time = time }

        public init(from decoder: any Decoder) throws {
            time = Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
        }

        /// Encodes whole seconds as an integer and anything finer as a float.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            let seconds = time.timeIntervalSince1970
            if seconds == seconds.rounded(), abs(seconds) < 1e15 {
                try container.encode(Int64(seconds))
            } else {
                try container.encode(seconds)
            }
        }
    }

    /// A moment written the API's way, `2021-04-14T19:00+08:00` (no seconds), keeping its UTC offset.
    public struct DatetimeServerType: Sendable, Hashable, Codable {
        private let timestamp: ISO8601Timestamp

        /// The moment.
        public var time: Date { timestamp.date }
        /// The UTC offset the API wrote the moment in, in seconds.
        public var utcOffset: Int { timestamp.utcOffset }
        /// A fixed-offset time zone for the moment's local time (the place's time zone).
        public var timeZone: TimeZone { TimeZone(secondsFromGMT: timestamp.utcOffset) ?? TimeZone(secondsFromGMT: 0)! }

        /// Creates a value from a date and the UTC offset to write it in.
        public init(time: Date, utcOffset: Int) {
            timestamp = ISO8601Timestamp(date: time, utcOffset: utcOffset, includesSeconds: false)
        }

        /// Wraps a parsed timestamp.
        init(timestamp: ISO8601Timestamp) {
            self.timestamp = timestamp
        }

        /// Parses text such as `2021-04-14T19:00+08:00`; `nil` when it is not in that form.
        public init?(_ text: String) {
            guard let timestamp = ISO8601Text.parse(text) else { return nil }
            self.timestamp = timestamp
        }

        /// The text as the API writes it.
        public var text: String { ISO8601Text.format(timestamp) }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let timestamp = ISO8601Text.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(text)\" is not a datetime like 2021-04-14T19:00+08:00")
            }
            self.timestamp = timestamp
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}
