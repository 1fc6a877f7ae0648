import Foundation
import NeutralWeather

/// Numbers, units and local times as the pages show them.
struct PageFormat: Sendable {
    let calendar: Calendar
    let labels: PageLabels

    init(timeZone: TimeZone, labels: PageLabels) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.labels = labels
    }

    // Every figure goes through `FigureText`, the one number formatter of every front door: a
    // value it cannot carry becomes "not available", never digits the response did not hold.

    /// "21°C"; "not available" when there is no temperature.
    func temperature(_ value: Measurement<UnitTemperature>?) -> String {
        value.flatMap { value in FigureText.string(value.value).map { "\($0)\(value.unit.symbol)" } }
            ?? labels.notAvailable
    }

    func speed(_ value: Measurement<UnitSpeed>) -> String {
        FigureText.string(value.value).map { "\($0) \(value.unit.symbol)" } ?? labels.notAvailable
    }

    func distance(_ value: Measurement<UnitLength>) -> String {
        FigureText.string(value.value, digits: abs(value.value) < 10 ? 1 : 0).map { "\($0) \(value.unit.symbol)" }
            ?? labels.notAvailable
    }

    func percent(_ fraction: Double) -> String { FigureText.percent(fraction) ?? labels.notAvailable }

    /// "14:05" in the place's time.
    func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// "Mon 3/11" (or "周一 3/11") in the place's time; "Today" for `today`'s date.
    func day(_ date: Date, today: Date) -> String {
        if calendar.isDate(date, inSameDayAs: today) { return labels.today }
        let parts = calendar.dateComponents([.weekday, .month, .day], from: date)
        let weekday = labels.language.shortWeekdayName(parts.weekday ?? 1)
        return "\(weekday) \(parts.month ?? 0)/\(parts.day ?? 0)"
    }

    /// "2026-11-25 14:05" in the place's time.
    func dateTime(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + time(date)
    }

    /// "SSE 10 km/h · Force 2, light breeze", in the page's language.
    func wind(_ wind: WeatherWind) -> String {
        var parts: [String] = []
        let speed = speed(wind.speed)
        if let direction = wind.direction.flatMap({ WindDirection($0) }) {
            parts.append(
                labels.language == .english
                    ? "\(direction.abbreviation) \(speed)" : "\(direction.localized(in: labels.language)) \(speed)")
        } else {
            parts.append(speed)
        }
        if let force = BeaufortForce(speed: wind.speed) { parts.append(force.localized(in: labels.language)) }
        return parts.joined(separator: " · ")
    }
}
