import Foundation
import NeutralWeather
import TerminalKit
import WeatherVocabulary

/// The next hour or two of precipitation: a bar per two minutes by precipitation level, the
/// chance for each half hour, and the peak.
package enum MinutelyRenderer {
    package static func render(_ weather: Weather, _ context: RenderContext) -> StyledText {
        var text = context.header(for: weather)
        text.blank()
        let labels = context.labels
        guard let minutes = weather.minuteForecast, !minutes.intensities.isEmpty else {
            let reason =
                weather.minuteForecast == nil && weather.minuteForecastAvailability == .notRequested
                ? labels.minutelyNotRequested : labels.noMinutely
            text.append(Line([Span("  \(reason)", .dim)]), width: context.width, indent: 2)
            text.blank()
            text.append(context.footer(for: weather))
            return text
        }
        // Caiyun forecasts 120 minutes; OpenWeatherMap 60 (or 61, with the current minute).
        var title = Line([Span(minutes.intensities.count >= 90 ? labels.nextTwoHours : labels.nextHour, .heading)])
        if let summary = minutes.summary, !summary.isEmpty { title = title + Span(" · ") + Span(summary, .emphasis) }
        text.append(title, width: context.width, indent: 2)

        let rates = minutes.intensities.map { $0.converted(to: .millimetersPerHour).value }
        let minutesPerColumn = minutesPerColumn(count: rates.count, width: context.width)
        let columns = Charts.downsample(rates, by: minutesPerColumn)
        let thresholds = minutes.intensityThresholds
        let levels = columns.map { thresholds.intensity(forMillimetersPerHour: $0) }
        text.append(Line([Span("  │"), Span(Charts.precipitation(levels), .rain), Span("│")]))
        text.append(
            Line([Span("  " + axis(columns: columns.count, minutesPerColumn: minutesPerColumn, labels: labels), .dim)]))
        if minutes.stepMinutes > 1 {
            let note = minutes.isInterpolated ? labels.quarterHoursInterpolated : labels.quarterHours
            text.append(Line([Span("  \(note)", .dim)]), width: context.width, indent: 2)
        }
        if !minutes.halfHourChances.isEmpty {
            let chances = minutes.halfHourChances.map(Format.percent).joined(separator: " · ")
            text.append(
                Line([Span("  \(labels.chanceByHalfHour)", .dim), Span(chances, .rain)]), width: context.width,
                indent: 4)
        }
        let format = context.format(for: weather)
        if let peak = rates.indices.max(by: { rates[$0] < rates[$1] }),
            thresholds.intensity(forMillimetersPerHour: rates[peak]) > .none
        {
            let level = thresholds.intensity(forMillimetersPerHour: rates[peak]).localized(in: context.language)
            text.append(
                Line([
                    Span("  \(labels.peak)", .dim),
                    Span(
                        "\(level) · \(format.rate(minutes.intensities[peak])) · +\(peak)\u{00A0}\(labels.minutes)",
                        .rain),
                ]), width: context.width, indent: 4)
        } else {
            text.append(Line([Span("  \(labels.noPrecipitation)", .good)]), width: context.width, indent: 2)
        }
        text.blank()
        text.append(context.footer(for: weather))
        return text
    }

    /// How many minutes each column of the chart shows: two at 80 columns, one when a column
    /// per minute fits, and more when the chart and its borders would not fit in `width`.
    static func minutesPerColumn(count: Int, width: Int) -> Int {
        let room = width - 4
        if count <= room, width > TerminalColumns.standard { return 1 }
        return (2...).first { (count + $0 - 1) / $0 <= room } ?? 2
    }

    /// "now   30   60   90   120 min" placed under the chart's columns (after its left border).
    static func axis(columns: Int, minutesPerColumn: Int, labels: Labels) -> String {
        var axis = ""
        for minute in stride(from: 0, through: columns * minutesPerColumn, by: 30) {
            let label = minute == 0 ? labels.now : String(minute)
            let width = TextWidth.of(label)
            let column = minute / minutesPerColumn + 1
            let start = minute == 0 ? 0 : column - (column > columns ? width - 1 : width / 2)
            let gap = max(start - TextWidth.of(axis), axis.isEmpty ? 0 : 1)
            axis += String(repeating: " ", count: gap) + label
        }
        return axis + " \(labels.minutes)"
    }
}
