import Exist
import Foundation

/// Exist's values written for people, without `MeasurementFormatter` (which Linux lacks).
enum ExistFormat {
    /// A typed value: `1,533`, `5.45 km`, `7h 35m`, `01:00`, `61%`, `yes`, `7/9`, or `–` for no data.
    static func value(_ value: ExistValue?, unit: Dimension? = nil) -> String {
        guard let value else { return "–" }
        switch value {
        case .integer(let number): return grouped(number) + unitSuffix(unit)
        case .decimal(let number): return self.number(number, digits: 2) + unitSuffix(unit)
        case .string(let text): return clean(text)
        case .duration(let duration): return minutes(Int(duration.components.seconds / 60))
        case .timeOfDay(let time): return time.description + (time.dayOffset > 0 ? " (+1 day)" : "")
        case .percentage(let fraction): return number(fraction * 100, digits: 1) + "%"
        case .boolean(let flag): return flag ? "yes" : "no"
        case .scale(let level): return "\(level)/9"
        case .other(let raw): return clean(raw.description)
        }
    }

    /// Minutes as hours and minutes: `7h 35m`, `45m`, `-10m`, joined by a no-break space.
    static func minutes(_ total: Int) -> String {
        let sign = total < 0 ? "-" : ""
        let magnitude = total.magnitude
        return magnitude >= 60 ? "\(sign)\(magnitude / 60)h\u{00A0}\(magnitude % 60)m" : "\(sign)\(magnitude)m"
    }

    /// `value` with at most `digits` decimals, trailing zeros dropped, and no `-0`.
    static func number(_ value: Double, digits: Int = 0) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// An integer with thousands separators: `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// Text from the API on one line, with control characters (escape sequences included)
    /// replaced, so nothing it holds can move the cursor or recolour the terminal.
    static func clean(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                        ? " " : scalar
                })
        ).trimmingCharacters(in: .whitespaces)
    }

    private static func unitSuffix(_ unit: Dimension?) -> String {
        unit.map { "\u{00A0}\($0.symbol)" } ?? ""
    }
}
