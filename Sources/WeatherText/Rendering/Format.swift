import Foundation
import NeutralWeather

/// Numbers, measurements and times written for people, without `MeasurementFormatter`
/// (which Linux does not have).
///
/// A number and its unit are joined by a no-break space (U+00A0), so wrapping never parts them.
package struct Format: Sendable {
    let units: UnitPreference
    let timeZone: TimeZone

    /// What a value that cannot be shown becomes in a column: a dash.
    package static let unavailable = "–"

    /// `value` with at most `digits` decimals, trailing zeros dropped, and no `-0`; a dash for a
    /// value that is not finite or too large to carry digits (see `FigureText`).
    package static func number(_ value: Double, digits: Int = 0) -> String {
        FigureText.string(value, digits: digits) ?? unavailable
    }

    /// A temperature in the chosen units; a dash when there is none.
    func temperature(_ value: Measurement<UnitTemperature>?, withUnit: Bool = true) -> String {
        guard let value, let digits = FigureText.string(value.converted(to: units.temperature).value) else {
            return Self.unavailable
        }
        let symbol = units == .si ? "\u{00A0}K" : (units == .imperial ? "°F" : "°C")
        return digits + (withUnit ? symbol : (units == .si ? "" : "°"))
    }

    func speed(_ value: Measurement<UnitSpeed>) -> String {
        let symbol = units == .imperial ? "mph" : (units == .si ? "m/s" : "km/h")
        return measured(value.converted(to: units.windSpeed).value, digits: units == .si ? 1 : 0, symbol)
    }

    func rate(_ value: Measurement<UnitSpeed>) -> String {
        let symbol = units == .imperial ? "in/h" : "mm/h"
        return measured(value.converted(to: units.precipitationRate).value, digits: units == .imperial ? 2 : 1, symbol)
    }

    func distance(_ value: Measurement<UnitLength>) -> String {
        let symbol = units == .imperial ? "mi" : (units == .si ? "m" : "km")
        return measured(value.converted(to: units.distance).value, digits: units == .si ? 0 : 1, symbol)
    }

    func pressure(_ value: Measurement<UnitPressure>) -> String {
        let symbol = units == .imperial ? "inHg" : (units == .si ? "Pa" : "hPa")
        return measured(value.converted(to: units.pressure).value, digits: units == .imperial ? 2 : 0, symbol)
    }

    static func percent(_ fraction: Double) -> String { FigureText.percent(fraction) ?? unavailable }

    /// Digits and a symbol joined by a no-break space; a dash alone when there are no digits.
    private func measured(_ value: Double, digits: Int, _ symbol: String) -> String {
        FigureText.string(value, digits: digits).map { "\($0)\u{00A0}\(symbol)" } ?? Self.unavailable
    }

    /// A local date and time such as `2021-04-14 19:03`.
    func dateTime(_ date: Date) -> String { formatted(date, "yyyy-MM-dd HH:mm") }

    /// A local time of day such as `19:03`.
    func time(_ date: Date) -> String { formatted(date, "HH:mm") }

    /// A local month and day such as `04-14`.
    func monthDay(_ date: Date) -> String { formatted(date, "MM-dd") }

    /// The local weekday number, 1 (Sunday) to 7.
    func weekday(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.weekday, from: date)
    }

    /// The UTC offset, such as `UTC+08:00`.
    func offset(at date: Date) -> String {
        let seconds = timeZone.secondsFromGMT(for: date)
        let sign = seconds < 0 ? "-" : "+"
        return String(format: "UTC%@%02d:%02d", sign, abs(seconds) / 3600, abs(seconds) % 3600 / 60)
    }

    private func formatted(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
