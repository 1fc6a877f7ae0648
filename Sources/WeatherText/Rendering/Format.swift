import Foundation
import NeutralWeather

/// Numbers, measurements and times written for people, without `MeasurementFormatter`
/// (which Linux does not have).
///
/// A number and its unit are joined by a no-break space (U+00A0), so wrapping never parts them.
package struct Format: Sendable {
    let units: UnitPreference
    let timeZone: TimeZone

    /// `value` with at most `digits` decimals, trailing zeros dropped, and no `-0`.
    package static func number(_ value: Double, digits: Int = 0) -> String {
        let scale = pow(10, Double(digits))
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        var text = String(format: "%.\(digits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    func temperature(_ value: Measurement<UnitTemperature>, withUnit: Bool = true) -> String {
        let converted = value.converted(to: units.temperature)
        let symbol = units == .si ? "\u{00A0}K" : (units == .imperial ? "°F" : "°C")
        return Self.number(converted.value) + (withUnit ? symbol : (units == .si ? "" : "°"))
    }

    func speed(_ value: Measurement<UnitSpeed>) -> String {
        let converted = value.converted(to: units.windSpeed)
        let symbol = units == .imperial ? "mph" : (units == .si ? "m/s" : "km/h")
        return "\(Self.number(converted.value, digits: units == .si ? 1 : 0))\u{00A0}\(symbol)"
    }

    func rate(_ value: Measurement<UnitSpeed>) -> String {
        let converted = value.converted(to: units.precipitationRate)
        let symbol = units == .imperial ? "in/h" : "mm/h"
        return "\(Self.number(converted.value, digits: units == .imperial ? 2 : 1))\u{00A0}\(symbol)"
    }

    func distance(_ value: Measurement<UnitLength>) -> String {
        let converted = value.converted(to: units.distance)
        let symbol = units == .imperial ? "mi" : (units == .si ? "m" : "km")
        return "\(Self.number(converted.value, digits: units == .si ? 0 : 1))\u{00A0}\(symbol)"
    }

    func pressure(_ value: Measurement<UnitPressure>) -> String {
        let converted = value.converted(to: units.pressure)
        let symbol = units == .imperial ? "inHg" : (units == .si ? "Pa" : "hPa")
        return "\(Self.number(converted.value, digits: units == .imperial ? 2 : 0))\u{00A0}\(symbol)"
    }

    static func percent(_ fraction: Double) -> String { "\(number(fraction * 100))%" }

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
