import Foundation

/// A value a response held that the atmosphere does not allow, such as a temperature of 1e308 or
/// a humidity of 500 %: set aside, so the weather shows "not available" in its place.
public struct ImplausibleValue: Sendable, Hashable, CustomStringConvertible {
    /// Where the value was, such as `current.temperature` or `hourly[3].humidity`.
    public var path: String
    /// The quantity.
    public var field: WeatherField
    /// The value as the adapter read it from the response, in ``unit`` (Caiyun's radar
    /// intensities as the rates they stand for); it may be infinite or not a number.
    public var value: Double
    /// The symbol of the value's unit, such as `°F`; `%` for a fraction shown as a percentage
    /// (``value`` then holds the percentage); empty for an index.
    public var unit: String

    /// Creates a note.
    public init(path: String, field: WeatherField, value: Double, unit: String) {
        self.path = path
        self.field = field
        self.value = value
        self.unit = unit
    }

    /// The value as the note writes it: its digits below a million, else as Swift writes a
    /// `Double` (`1e+308 °F`, `120000000000.0`).
    public var valueText: String {
        let digits = abs(value) < 1e6 ? FigureText.string(value, digits: 3) : nil
        return (digits ?? "\(value)") + Self.spaced(unit)
    }

    /// The values the field allows, such as `-100…70 °C`.
    public var allowedText: String {
        let range = field.plausibleRange
        let scale = field.rangeUnit == "%" ? 100.0 : 1
        let lower = FigureText.string(range.lowerBound * scale) ?? "\(range.lowerBound)"
        let upper = FigureText.string(range.upperBound * scale) ?? "\(range.upperBound)"
        return "\(lower)…\(upper)\(Self.spaced(field.rangeUnit))"
    }

    /// "current.temperature 1e+308 °F is outside -100…70 °C".
    public var description: String { "\(path) \(valueText) is outside \(allowedText)" }

    /// The part of the weather the value belongs to (current conditions, the minutes, the hours
    /// or the days), read from ``path``.
    public var part: WeatherDataSet {
        if path.hasPrefix("current") { return .current }
        if path.hasPrefix("minutely") { return .minute }
        if path.hasPrefix("hourly") { return .hourly }
        if path.hasPrefix("daily") { return .daily }
        return []
    }

    private static func spaced(_ unit: String) -> String {
        unit.isEmpty || unit == "%" || unit == "°" ? unit : " \(unit)"
    }
}
