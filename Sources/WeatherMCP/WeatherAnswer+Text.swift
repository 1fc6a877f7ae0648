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

    private func temperature(_ value: Measurement<UnitTemperature>) -> String {
        "\(value.value.formatted(.number.precision(.fractionLength(0...1))))\(units.temperature.symbol)"
    }

    var currentText: String {
        guard let now = weather.current else { return "\(place.label): no current conditions in the answer. \(footer)" }
        var parts = ["\(temperature(now.temperature)), \(now.condition.localizedName(in: language))"]
        if let feels = now.apparentTemperature { parts.append("feels like \(temperature(feels))") }
        if let humidity = now.humidity { parts.append("humidity \((humidity * 100).rounded().formatted())%") }
        if let wind = now.wind {
            parts.append(
                "wind \(wind.speed.value.formatted(.number.precision(.fractionLength(0...1)))) \(units.windSpeed.symbol)"
            )
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
        guard !alerts.isEmpty else {
            let none =
                switch weather.alertAvailability {
                case .included: "no alerts in force"
                case .notOffered: "alerts are not available from \(weather.metadata.attribution.name)"
                case .notProvided, .notRequested: "alerts not known (\(weather.alertAvailability))"
                }
            return "\(place.label): \(none). \(footer)"
        }
        return (["\(place.label), \(alerts.count) alert(s):"] + alerts.map { "• \($0.title)" } + [footer])
            .joined(separator: "\n")
    }

    var airQualityText: String {
        let scales = [("China AQI", AirQualityScale.chinaHJ633), ("US AQI", .usEPA), ("European AQI", .european)]
        let indices = scales.compactMap { label, scale in
            weather.current?.airQualityIndices.first { $0.scale == scale }.map {
                "\(label) \($0.index.formatted(.number.precision(.fractionLength(0))))"
            }
        }
        let text = indices.isEmpty ? "no air-quality index in the answer" : indices.joined(separator: ", ")
        return "\(place.label): \(text). \(footer)"
    }
}
