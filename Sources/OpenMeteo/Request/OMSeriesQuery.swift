import Foundation

/// What a forecast, history or air-quality request asks for, checked and turned into query
/// items; also the source of the request's weight.
struct OMSeriesQuery: Sendable {
    var places: [OMCoordinate]
    /// The blocks in the API's order, each with its variables.
    var blocks: [(name: String, variables: [OMVariable])]
    var units: OMUnits?
    var timezone: String
    var timeFormat: OMTimeFormat
    var pastDays: Int?
    var forecastDays: Int?
    /// The API's defaults and limits for the day counts.
    var defaultForecastDays = 7
    var maximumForecastDays = 16
    var maximumPastDays = 92
    /// The first and last day, for the historical API.
    var dates: (start: OMDate, end: OMDate)?

    /// How many days of data the request covers.
    var dayCount: Int {
        if let dates, let start = dates.start.dayNumber, let end = dates.end.dayNumber {
            return max(1, end - start + 1)
        }
        return (pastDays ?? 0) + (forecastDays ?? defaultForecastDays)
    }

    /// The weight Open-Meteo gives the request.
    var weight: Double {
        let variables = blocks.reduce(0) { $0 + Set($1.variables).count }
        return OMWeight.calls(variables: variables, days: dayCount, places: places.count)
    }

    /// The query items, after checking every value.
    func queryItems() throws(OMError) -> [URLQueryItem] {
        var items = try OMCoordinate.queryItems(places)
        for (name, variables) in blocks where !variables.isEmpty {
            items.append(URLQueryItem(name: name, value: try Self.list(variables, block: name)))
        }
        if let dates {
            try Self.check(dates)
            items.append(URLQueryItem(name: "start_date", value: dates.start.description))
            items.append(URLQueryItem(name: "end_date", value: dates.end.description))
        }
        if let pastDays {
            try Self.check(pastDays, "past_days", in: 0...maximumPastDays)
            items.append(URLQueryItem(name: "past_days", value: String(pastDays)))
        }
        if let forecastDays {
            try Self.check(forecastDays, "forecast_days", in: 0...maximumForecastDays)
            items.append(URLQueryItem(name: "forecast_days", value: String(forecastDays)))
        }
        items += units?.queryItems ?? []
        let zone = timezone.trimmingCharacters(in: .whitespaces)
        guard Self.isToken(zone, alsoAllowing: "/+-,") else {
            throw OMError(.invalidParameter, "The time zone \"\(timezone)\" is not a zone name, \"auto\" or \"GMT\".")
        }
        items.append(URLQueryItem(name: "timezone", value: zone))
        if timeFormat != .iso8601 { items.append(URLQueryItem(name: "timeformat", value: timeFormat.rawValue)) }
        return items
    }

    /// Whether `text` is non-empty and only ASCII letters, digits, `_` and the characters of `extra`.
    static func isToken(_ text: String, alsoAllowing extra: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                        || extra.unicodeScalars.contains(scalar))
            }
    }

    /// Variable names as one comma list, each once, in the order given.
    private static func list(_ variables: [OMVariable], block: String) throws(OMError) -> String {
        var seen: Set<OMVariable> = []
        var names: [String] = []
        for variable in variables where seen.insert(variable).inserted {
            let name = variable.rawValue
            guard Self.isToken(name, alsoAllowing: "") else {
                throw OMError(.invalidParameter, "\"\(name)\" (in \(block)) is not a variable name.")
            }
            names.append(name)
        }
        return names.joined(separator: ",")
    }

    private static func check(_ value: Int, _ name: String, in range: ClosedRange<Int>) throws(OMError) {
        guard range.contains(value) else {
            throw OMError(
                .invalidParameter, "\(name) is \(value); the API allows \(range.lowerBound) to \(range.upperBound).")
        }
    }

    private static func check(_ dates: (start: OMDate, end: OMDate)) throws(OMError) {
        for day in [dates.start, dates.end] where !day.isValid {
            throw OMError(.invalidParameter, "\(day) is not a date.")
        }
        guard dates.start <= dates.end else {
            throw OMError(.invalidParameter, "The start date \(dates.start) is after the end date \(dates.end).")
        }
        guard dates.start >= OMSeriesQuery.firstArchiveDay else {
            throw OMError(
                .invalidParameter, "The historical API starts on \(OMSeriesQuery.firstArchiveDay), not \(dates.start).")
        }
    }

    /// The first day of the historical API's data (ERA5).
    static let firstArchiveDay = OMDate(year: 1940, month: 1, day: 1)
}
