import Foundation

/// Recorded bodies with one value changed to an absurd number, and the figures a text shows, for
/// the property that a front door never prints a number the response did not support.
public enum AbsurdValues {
    /// Numbers no weather value can be: ±1e308, ±2^63, ±1e20 and ±1.2e11.
    public static let table: [Double] = [
        1e308, -1e308, 9_223_372_036_854_775_808, -9_223_372_036_854_775_808, 1e20, -1e20, 1.2e11, -1.2e11,
    ]

    /// Keys of the clock, the place, identifiers and codes: not weather values, so not changed.
    public static let notWeatherValues: Set<String> = [
        "server_time", "tzshift", "dt", "sunrise", "sunset", "timezone", "timezone_offset", "utc_offset_seconds",
        "latitude", "longitude", "lat", "lon", "location", "generationtime_ms", "elevation", "id", "cod", "type",
        "time", "datetime", "date", "start", "end", "publish_time", "adcode", "adcodes", "primary", "population",
        "interval", "cnt", "message", "weather_code", "is_day", "timestamp", "from", "to",
    ]

    /// The paths (keys, and array positions as numbers) of every number in `json` but those under
    /// ``notWeatherValues``.
    public static func numberPaths(in json: Any, at path: [String] = []) -> [[String]] {
        if let object = json as? [String: Any] {
            return object.keys.sorted().filter { !notWeatherValues.contains($0) }.flatMap {
                numberPaths(in: object[$0]!, at: path + [$0])
            }
        }
        if let array = json as? [Any] {
            return array.indices.flatMap { numberPaths(in: array[$0], at: path + ["\($0)"]) }
        }
        if json is NSNumber { return [path] }
        return []
    }

    /// `json` with the number at `path` replaced by `value`.
    public static func replacing(_ path: ArraySlice<String>, in json: Any, with value: Double) -> Any {
        guard let key = path.first else { return value }
        if var object = json as? [String: Any], let child = object[key] {
            object[key] = replacing(path.dropFirst(), in: child, with: value)
            return object
        }
        if var array = json as? [Any], let index = Int(key), array.indices.contains(index) {
            array[index] = replacing(path.dropFirst(), in: array[index], with: value)
            return array
        }
        return json
    }

    /// A figure in a text: its digits and the unit written after it, if any.
    public struct Figure: Hashable, CustomStringConvertible {
        /// The digits as written, with a leading minus sign.
        public var text: String
        /// The value.
        public var value: Double
        /// The unit after it (`°C`, `%`, `km/h`…), or empty.
        public var unit: String
        /// How many digits stand before the decimal point.
        public var integerDigits: Int { text.drop { $0 == "-" }.prefix { $0.isNumber }.count }

        public var description: String { "\(text)\(unit)" }
    }

    /// The figures of `text` (dates and times count as figures too, with no unit).
    public static func figures(in text: String) -> [Figure] {
        let plain = text.replacingOccurrences(of: "\u{00A0}", with: " ")
        let pattern = #/(?:^|[^\d.])(-?\d+(?:\.\d+)?)(?: ?(°C|°F|%|km/h|mph|m/s|mm/h|in/h|hPa|inHg|km|mi\b|K\b))?/#
        return plain.matches(of: pattern).compactMap { match in
            let digits = String(match.output.1)
            guard let value = Double(digits) else { return nil }
            return Figure(text: digits, value: value, unit: match.output.2.map(String.init) ?? "")
        }
    }

    /// The values a unit's figures can take: what the atmosphere allows, in that unit.
    public static let plausibleByUnit: [String: ClosedRange<Double>] = [
        "°C": -100...90, "°F": -148...194, "K": 173...364, "%": 0...100, "km/h": 0...540, "mph": 0...336,
        "m/s": 0...150, "mm/h": 0...2000, "in/h": 0...79, "hPa": 250...1100, "inHg": 7...33, "km": 0...1000,
        "mi": 0...622,
    ]

    /// The figures of `text` a response cannot support: a figure outside its unit's range, or one
    /// of seven or more digits before the point that `original` (the text of the unchanged body)
    /// does not hold.
    public static func impossibleFigures(in text: String, original: String = "") -> [Figure] {
        let known = Set(figures(in: original).map(\.text))
        return figures(in: text).filter { figure in
            if let range = plausibleByUnit[figure.unit], !range.contains(figure.value) { return true }
            return figure.integerDigits >= 7 && !known.contains(figure.text)
        }
    }
}
