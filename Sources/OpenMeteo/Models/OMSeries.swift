import APICore

/// A block of values over time: `hourly`, `daily` or `minutely_15`, which the API sends
/// column-wise, as a `time` array and one array per variable.
///
/// The columns are kept by name, so variables this library has no name for (a model suffix such
/// as `temperature_2m_icon_seamless`, an older spelling such as `weathercode`) are kept too.
/// Read a whole column with ``values(_:)``, or go through the times with ``steps``:
///
/// ```swift
/// if let hourly = weather.hourly {
///     for step in hourly.steps {
///         print(step.time, step[.temperature2m] ?? .nan, step.weatherCode?.description ?? "–")
///     }
/// }
/// ```
public struct OMSeries: Sendable, Hashable, Codable {
    /// The times, one per step.
    public let time: [OMTime]
    /// Every variable's column, by the name the API used.
    public let columns: [String: OMColumn]

    /// Creates a block.
    public init(time: [OMTime], columns: [String: OMColumn]) {
        self.time = time
        self.columns = columns
    }

    /// How many steps the block has (the length of ``time``).
    public var count: Int { time.count }

    /// The variables in the block, sorted by name.
    public var variables: [OMVariable] { columns.keys.sorted().map(OMVariable.init(rawValue:)) }

    /// The column of `variable`, or `nil` when the block does not have it.
    public subscript(variable: OMVariable) -> OMColumn? { columns[variable.rawValue] }

    /// The numbers of `variable`, one per step (``count`` of them whatever the column's length):
    /// `nil` where the API sent `null` and everywhere when the block does not have it.
    public func values(_ variable: OMVariable) -> [Double?] {
        guard let column = columns[variable.rawValue] else { return Array(repeating: nil, count: count) }
        if case .numbers(let numbers) = column, numbers.count == count { return numbers }
        return (0..<count).map { column.number(at: $0) }
    }

    /// The times in a column of times, such as ``OMVariable/sunrise``, one per step.
    public func times(_ variable: OMVariable) -> [OMTime?] {
        let column = columns[variable.rawValue]
        return (0..<count).map { column?.time(at: $0) }
    }

    /// The weather codes, one per step, from `weather_code` or the older `weathercode`.
    public func weatherCodes() -> [OMWeatherCode?] {
        let column = columns[OMVariable.weatherCode.rawValue] ?? columns[OMVariable.legacyWeatherCode.rawValue]
        return (0..<count).map { index in column?.number(at: index).flatMap(OMWeatherCode.init(value:)) }
    }

    /// Every step, in order.
    public var steps: [Step] { time.indices.map { Step(series: self, index: $0) } }

    /// One time of a block, with its values.
    public struct Step: Sendable {
        /// The block.
        let series: OMSeries
        /// The position in the block.
        public let index: Int

        /// The time.
        public var time: OMTime { series.time[index] }

        /// The number of `variable` at this time; `nil` for `null` or when the block lacks it.
        public subscript(variable: OMVariable) -> Double? { series.columns[variable.rawValue]?.number(at: index) }

        /// The text of `variable` at this time, such as a `sunrise` time.
        public func text(_ variable: OMVariable) -> String? { series.columns[variable.rawValue]?.text(at: index) }

        /// The weather code at this time, from `weather_code` or the older `weathercode`.
        public var weatherCode: OMWeatherCode? {
            (self[.weatherCode] ?? self[.legacyWeatherCode]).flatMap(OMWeatherCode.init(value:))
        }

        /// Whether it is daytime (`is_day` 1) or night (0); `nil` when the block lacks `is_day`.
        public var isDay: Bool? { self[.isDay].map { $0 != 0 } }
    }

    /// Reads `time` and every other member as a column.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: OMCodingKey.self)
        time = try container.decode([OMTime].self, forKey: OMCodingKey("time"))
        var columns: [String: OMColumn] = [:]
        for key in container.allKeys where key.stringValue != "time" {
            columns[key.stringValue] = try container.decode(OMColumn.self, forKey: key)
        }
        self.columns = columns
    }

    /// Writes `time` and the columns as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: OMCodingKey.self)
        try container.encode(time, forKey: OMCodingKey("time"))
        for (name, column) in columns.sorted(by: { $0.key < $1.key }) {
            try container.encode(column, forKey: OMCodingKey(name))
        }
    }
}

extension OMSeries: JSONValueDecodable {
    /// Reads the block straight from a scanned document.
    package init(json: JSONValue) throws(JSONDeclined) {
        var time: [OMTime]?
        var columns: [String: OMColumn] = [:]
        try json.forEachMember { name, value throws(JSONDeclined) in
            if name == "time" {
                guard time == nil else { return }
                time = try [OMTime](json: value)
            } else if columns[name] == nil {
                columns[name] = try OMColumn(json: value)
            }
        }
        guard let time else { throw JSONDeclined() }
        self.init(time: time, columns: columns)
    }
}
