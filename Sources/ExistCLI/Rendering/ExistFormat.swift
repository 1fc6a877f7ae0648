import Exist
import ExistRuntime
import Foundation

/// Exist's values written for people (the runtime's ``ValueText``), and text from the API made
/// safe for the terminal.
enum ExistFormat {
    /// A typed value: `1,533`, `5.45 km`, `7h 35m`, `01:00`, `61%`, `yes`, `7/9`, or `–` for no
    /// data; text with its control characters replaced.
    static func value(_ value: ExistValue?, unit: Dimension? = nil) -> String {
        if case .string(let text)? = value { return clean(text) }
        return clean(ValueText.value(value, unit: unit))
    }

    /// Minutes as hours and minutes: `7h 35m`, `45m`, `-10m`, joined by a no-break space.
    static func minutes(_ total: Int) -> String { ValueText.minutes(total) }

    /// `value` with at most `digits` decimals, trailing zeros dropped, and no `-0`.
    static func number(_ value: Double, digits: Int = 0) -> String { ValueText.number(value, digits: digits) }

    /// An integer with thousands separators: `12,345`.
    static func grouped(_ value: Int) -> String { ValueText.grouped(value) }

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
}
