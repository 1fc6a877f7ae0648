import APICore

/// Conditions now (`current`), or the older `current_weather` block: a time, the look-back
/// `interval`, and one value per variable asked for.
///
/// ```swift
/// if let current = weather.current {
///     print(current.time, current[.temperature2m] ?? .nan, current.weatherCode?.description ?? "–")
/// }
/// ```
///
/// `current_weather` (`current_weather=true` in older requests) has fixed names of its own:
/// `temperature`, `windspeed`, `winddirection`, `weathercode`, `is_day`.
public struct OMCurrent: Sendable, Hashable, Codable {
    /// The time the values are for: a 15-minute slot (`18:15`) or an hour.
    public let time: OMTime
    /// The window the values cover, in seconds before ``time`` (900 for 15 minutes, 3600 for an
    /// hour); `nil` in older bodies.
    public let interval: Int?
    /// Every value but `time` and `interval`, by the name the API used.
    public let values: [String: OMJSONValue]

    /// Creates a block.
    public init(time: OMTime, interval: Int?, values: [String: OMJSONValue]) {
        self.time = time
        self.interval = interval
        self.values = values
    }

    /// The variables in the block, sorted by name.
    public var variables: [OMVariable] { values.keys.sorted().map(OMVariable.init(rawValue:)) }

    /// The number of `variable`; `nil` for `null` or when the block lacks it.
    public subscript(variable: OMVariable) -> Double? { values[variable.rawValue]?.number }

    /// The weather code, from `weather_code` or the older `weathercode`.
    public var weatherCode: OMWeatherCode? {
        (self[.weatherCode] ?? self[.legacyWeatherCode]).flatMap(OMWeatherCode.init(value:))
    }

    /// Whether it is daytime (`is_day` 1) or night (0); `nil` when the block lacks `is_day`.
    public var isDay: Bool? { self[.isDay].map { $0 != 0 } }

    /// Reads `time`, `interval` and every other member.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: OMCodingKey.self)
        time = try container.decode(OMTime.self, forKey: OMCodingKey("time"))
        interval = try container.decodeWholeNumberIfPresent(forKey: OMCodingKey("interval"))
        var values: [String: OMJSONValue] = [:]
        for key in container.allKeys where key.stringValue != "time" && key.stringValue != "interval" {
            values[key.stringValue] = try container.decode(OMJSONValue.self, forKey: key)
        }
        self.values = values
    }

    /// Writes the block as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: OMCodingKey.self)
        try container.encode(time, forKey: OMCodingKey("time"))
        try container.encodeIfPresent(interval, forKey: OMCodingKey("interval"))
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: OMCodingKey(name))
        }
    }
}

extension OMCurrent: JSONValueDecodable {
    /// Reads the block straight from a scanned document.
    package init(json: JSONValue) throws(JSONDeclined) {
        var time: OMTime?
        var interval: Int?
        var seen: Set<String> = []
        var values: [String: OMJSONValue] = [:]
        try json.forEachMember { name, value throws(JSONDeclined) in
            guard seen.insert(name).inserted else { return }
            switch name {
            case "time": time = try OMTime(json: value)
            case "interval": interval = try value.optionalWholeNumber()
            default: values[name] = try OMJSONValue(json: value)
            }
        }
        guard let time else { throw JSONDeclined() }
        self.init(time: time, interval: interval, values: values)
    }
}
