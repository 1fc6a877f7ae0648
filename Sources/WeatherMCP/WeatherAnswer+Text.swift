import APICore
import Foundation
import MCP
import NeutralWeather
import WeatherRuntime
import WeatherVocabulary

extension WeatherAnswer {
    var nowcastContent: Value {
        guard let minutes = weather.minuteForecast else { return .null }
        return [
            "summary": minutes.summary.map(Value.string) ?? .null, "start": time(minutes.start),
            "minutes": .array(minutes.intensities.map { .double($0.value) }),
            "halfHourChances": .array(minutes.halfHourChances.map(Value.double)),
        ]
    }

    var nowcastAvailability: String { "\(weather.minuteForecastAvailability)" }

    /// "— Caiyun Weather, 2026-11-25T15:00:00+08:00 (from cache)".
    var footer: String {
        let metadata = weather.metadata
        let when = time(metadata.date).stringValue ?? ""
        let cached = metadata.source.isCached && metadata.staleReason == nil ? " (from cache)" : ""
        let stale =
            metadata.staleReason.map { " The service did not answer; this is the data as of \(when): \($0)" } ?? ""
        return "— \(metadata.attribution.text), \(when)\(cached).\(stale)"
    }

    /// "21.5°C", or "temperature not available" when there is none (or none that can be shown).
    private func temperature(_ value: Measurement<UnitTemperature>?) -> String {
        value.flatMap { FigureText.string($0.value, digits: 1) }.map { "\($0)\(units.temperature.symbol)" }
            ?? "temperature not available"
    }

    /// The conditions, with a part for each field the provider gives: "not available" for one it
    /// gives and did not send (or sent out of range), nothing for one it never gives.
    var currentText: String {
        guard let now = weather.current else { return "\(place.label): no current conditions in the answer. \(footer)" }
        var parts = ["\(temperature(now.temperature)), \(now.condition.localizedName(in: language))"]
        if now.apparentTemperature != nil || weather.offers(.apparentTemperature) {
            parts.append(
                now.apparentTemperature.map { "feels like \(temperature($0))" } ?? "feels like not available")
        }
        if now.humidity != nil || weather.offers(.humidity) {
            parts.append("humidity \(now.humidity.flatMap(FigureText.percent) ?? "not available")")
        }
        if now.wind != nil || weather.offers(.windSpeed) {
            let speed = now.wind.flatMap { FigureText.string($0.speed.value, digits: 1) }
            parts.append("wind \(speed.map { "\($0) \(units.windSpeed.symbol)" } ?? "not available")")
        }
        return "\(place.label): \(parts.joined(separator: ", ")). \(footer)"
    }

    var nowcastText: String {
        guard let minutes = weather.minuteForecast else {
            return "\(place.label): no minute-by-minute precipitation (\(nowcastAvailability)). \(footer)"
        }
        return
            "\(place.label): \(minutes.summary ?? "precipitation for the next \(minutes.intensities.count) minutes."). \(footer)"
    }

    func hoursText(_ hours: [HourWeather]) -> String {
        let lines = hours.map { hour in
            "\(time(hour.date).stringValue ?? "") \(temperature(hour.temperature)) \(hour.condition.localizedName(in: language))"
        }
        return (["\(place.label), \(hours.count) hours:"] + lines + [footer]).joined(separator: "\n")
    }

    func daysText(_ days: [DayWeather]) -> String {
        let lines = days.map { day in
            let date = String((time(day.date).stringValue ?? "").prefix(10))
            return
                "\(date) \(temperature(day.lowTemperature))–\(temperature(day.highTemperature)) \(day.condition.localizedName(in: language))"
        }
        return (["\(place.label), \(days.count) days:"] + lines + [footer]).joined(separator: "\n")
    }

    var alertsText: String {
        let alerts = weather.alerts
        let coverage = weather.warningCoverage
        let notes =
            (coverage?.servicesNotAnswering.map { "\($0) did not answer; warnings may be missing." } ?? [])
            + (coverage?.attributions ?? [])
        guard !alerts.isEmpty else {
            let none: String
            if let coverage, coverage.isCovered || weather.alertAvailability != .included {
                none =
                    !coverage.isCovered
                    ? "no official warning service this tool reads covers it (it reads \(coverage.servicesKnown.joined(separator: ", ")))"
                    : coverage.isComplete ? "no alerts in force" : "no warning received"
            } else {
                none =
                    switch weather.alertAvailability {
                    case .included: "no alerts in force"
                    case .notOffered: "alerts are not available from \(weather.metadata.attribution.name)"
                    case .notProvided, .notRequested: "alerts not known (\(weather.alertAvailability))"
                    }
            }
            return (["\(place.label): \(none)."] + notes + [footer]).joined(separator: "\n")
        }
        return (["\(place.label), \(alerts.count) alert(s):"] + alerts.map { "• \($0.title)" } + notes + [footer])
            .joined(separator: "\n")
    }

    var airQualityText: String {
        let scales = [("China AQI", AirQualityScale.chinaHJ633), ("US AQI", .usEPA), ("European AQI", .european)]
        let indices = scales.compactMap { label, scale -> String? in
            guard let current = weather.current else { return nil }
            if let index = current.airQuality(on: scale), let digits = FigureText.string(index.index) {
                return "\(label) \(digits)"
            }
            return weather.offers(.airQuality(scale)) ? "\(label) not available" : nil
        }
        let text = indices.isEmpty ? "no air-quality index in the answer" : indices.joined(separator: ", ")
        return "\(place.label): \(text). \(footer)"
    }
}
