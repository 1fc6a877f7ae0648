import Exist
import Foundation

/// Exist's values written for people, without `MeasurementFormatter` (which Linux lacks): the
/// same words on the command line and in `exist mcp`'s text.
package enum ValueText {
    /// A typed value: `1,533`, `5.45 km`, `7h 35m`, `01:00`, `61%`, `yes`, `7/9`, or `–` for no
    /// data; text as it is.
    package static func value(_ value: ExistValue?, unit: Dimension? = nil) -> String {
        guard let value else { return "–" }
        switch value {
        case .integer(let number): return grouped(number) + unitSuffix(unit)
        case .decimal(let number): return self.number(number, digits: 2) + unitSuffix(unit)
        case .string(let text): return text
        case .duration(let duration): return minutes(Int(duration.components.seconds / 60))
        case .timeOfDay(let time): return time.description + (time.dayOffset > 0 ? " (+1 day)" : "")
        case .percentage(let fraction): return number(fraction * 100, digits: 1) + "%"
        case .boolean(let flag): return flag ? "yes" : "no"
        case .scale(let level): return "\(level)/9"
        case .other(let raw): return raw.description
        }
    }

    /// A value as sent to Exist: `yes` or `no` for a yes/no attribute (a tag), as every view
    /// shows tags; any other as sent.
    package static func sent(_ json: ExistJSON, type: ExistValueType?) -> String {
        guard type == .boolean, let typed = ExistValue(json, type: .boolean) else { return json.description }
        return value(typed)
    }

    /// Minutes as hours and minutes: `7h 35m`, `45m`, `-10m`, joined by a no-break space.
    package static func minutes(_ total: Int) -> String {
        let sign = total < 0 ? "-" : ""
        let magnitude = total.magnitude
        return magnitude >= 60 ? "\(sign)\(magnitude / 60)h\u{00A0}\(magnitude % 60)m" : "\(sign)\(magnitude)m"
    }

    /// `value` with at most `digits` decimals, trailing zeros dropped, and no `-0`.
    package static func number(_ value: Double, digits: Int = 0) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// An integer with thousands separators: `12,345`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    private static func unitSuffix(_ unit: Dimension?) -> String {
        unit.map { "\u{00A0}\($0.symbol)" } ?? ""
    }
}
