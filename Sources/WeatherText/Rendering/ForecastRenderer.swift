import Foundation
import NeutralWeather
import TerminalKit

/// The hourly forecast (a temperature sparkline and a row every few hours) and the daily
/// forecast (a row per day with a high/low bar on a shared scale).
package enum ForecastRenderer {
    /// The next `hours` hours (a row every `step` hours) and the coming days.
    package static func render(
        _ weather: Weather, _ context: RenderContext, hours: Int = 24, every step: Int = 3
    ) -> StyledText {
        var text = context.header(for: weather)
        if !weather.hourlyForecast.isEmpty {
            text.blank()
            text.append(hourly(weather, context, hours: hours, every: step))
        }
        if !weather.dailyForecast.isEmpty {
            text.blank()
            text.append(daily(weather, context))
        }
        text.blank()
        text.append(context.footer(for: weather))
        return text
    }

    package static func hourly(_ weather: Weather, _ context: RenderContext, hours: Int, every step: Int) -> StyledText
    {
        let format = context.format(for: weather)
        let start = weather.hourlyForecast.first?.date ?? Date()
        let shown = weather.hourlyForecast.filter { $0.date.timeIntervalSince(start) < Double(hours) * 3600 }
        // The hours with a temperature, for the sparkline and the range.
        let charted = shown.compactMap(\.temperature)
        let temperatures = charted.map { $0.converted(to: context.units.temperature).value }
        var text = StyledText([Line([Span(context.labels.nextHours, .heading)])])
        if let low = temperatures.min(), let high = temperatures.max(),
            let highIndex = temperatures.firstIndex(of: high)
        {
            let range = "  \(Format.number(low))–\(format.temperature(charted[highIndex]))"
            let room = max(context.width - 2 - TextWidth.of(range), 1)
            let sparkline = Charts.sparkline(
                Charts.downsample(temperatures, by: (temperatures.count + room - 1) / room))
            text.append(Line([Span("  "), Span(sparkline, .sun), Span(range, .dim)]), width: context.width, indent: 2)
        }
        let rows = shown.filter { Int(($0.date.timeIntervalSince(start) / 3600).rounded()) % max(step, 1) == 0 }
        let names = rows.map { $0.condition.localizedName(in: context.language) }
        let nameWidth = names.map(TextWidth.of).max() ?? 0
        var lines: [(row: Line, wind: Span?)] = []
        for (hour, name) in zip(rows, names) {
            let row = Line([
                Span("  \(format.time(hour.date))  "),
                Span(hour.condition.glyph(isDaylight: context.isDaylight(hour.date, in: weather)) + " "),
                Span(TextWidth.pad(name, to: nameWidth + 1)),
                Span(TextWidth.pad(format.temperature(hour.temperature), to: 7), temperatureStyle(hour.temperature)),
                Span(
                    TextWidth.pad(
                        precipitationText(
                            chance: hour.precipitationChance, rate: hour.precipitationIntensity, format: format), to: 12
                    ), .rain),
            ])
            let wind = hour.wind.map {
                Span(
                    NowRenderer.windText($0, format: format, language: context.language).components(separatedBy: " · ")[
                        0], .dim)
            }
            lines.append((row, wind))
        }
        // The wind at the end of each row, or on a line of its own under the sky when a row would not fit.
        let fits = lines.allSatisfy { line in (line.wind.map { line.row + $0 } ?? line.row).width <= context.width }
        for (row, wind) in lines {
            if fits {
                text.append(wind.map { row + $0 } ?? row, width: context.width, indent: 9)
            } else {
                text.append(row.trimmingTrailingSpaces(), width: context.width, indent: 9)
                if let wind {
                    text.append(Line([Span(String(repeating: " ", count: 9)), wind]), width: context.width, indent: 9)
                }
            }
        }
        return text
    }

    package static func daily(_ weather: Weather, _ context: RenderContext) -> StyledText {
        let format = context.format(for: weather)
        let days = weather.dailyForecast
        let lows = days.map { $0.lowTemperature?.converted(to: context.units.temperature).value }
        let highs = days.map { $0.highTemperature?.converted(to: context.units.temperature).value }
        let names = days.map { $0.condition.localizedName(in: context.language) }
        let nameWidth = names.map(TextWidth.of).max() ?? 0
        let chances = days.map {
            precipitationText(chance: $0.precipitationChance, rate: $0.precipitationIntensity, format: format)
        }
        let layout = DailyLayout(
            width: context.width, nameWidth: nameWidth, chanceWidth: chances.map(TextWidth.of).max() ?? 0)
        var text = StyledText([Line([Span(context.labels.nextDays, .heading)])])
        for (index, day) in days.enumerated() {
            let label = index == 0 ? context.labels.today : context.labels.weekday(format.weekday(day.date))
            // A day without both temperatures has no bar, only its track.
            let bar =
                if let low = lows[index], let high = highs[index] {
                    Charts.range(
                        from: low, to: high, low: lows.compactMap { $0 }.min() ?? low,
                        high: highs.compactMap { $0 }.max() ?? high, width: layout.bar)
                } else {
                    String(repeating: "·", count: max(layout.bar, 0))
                }
            var date = Line([
                Span("  \(TextWidth.pad(label, to: 5)) \(format.monthDay(day.date))  "),
                Span(day.condition.glyph() + " "),
            ])
            var range = Line([
                Span(
                    TextWidth.padLeft(format.temperature(day.lowTemperature, withUnit: false), to: 4),
                    temperatureStyle(day.lowTemperature)),
                Span(" "), Span(bar, .sun), Span(" "),
                Span(
                    TextWidth.pad(format.temperature(day.highTemperature), to: 7), temperatureStyle(day.highTemperature)
                ),
                Span(chances[index], .rain),
            ])
            if layout.isStacked {
                date = date + Span(names[index])
                range = Line([Span(String(repeating: " ", count: DailyLayout.stackedIndent))]) + range
                text.append(date, width: context.width, indent: DailyLayout.stackedIndent)
                text.append(range, width: context.width, indent: DailyLayout.stackedIndent)
            } else {
                text.append(date + Span(TextWidth.pad(names[index], to: nameWidth + 1)) + range)
            }
            if let summary = day.summary, !summary.isEmpty {
                for line in TextWidth.wrap(summary, width: context.width - 4) {
                    text.append(Line([Span("    " + line, .dim)]))
                }
            }
        }
        return text
    }

    /// The colour of a temperature; none when there is no temperature.
    static func temperatureStyle(_ value: Measurement<UnitTemperature>?) -> TextStyle? {
        value.map { .temperature($0.converted(to: .celsius).value) }
    }

    /// "☂ 20%" when the chance is known, else "☂ 0.4 mm/h".
    static func precipitationText(chance: Double?, rate: Measurement<UnitSpeed>?, format: Format) -> String {
        if let chance { return "☂\u{00A0}\(Format.percent(chance))" }
        if let rate { return "☂\u{00A0}\(format.rate(rate))" }
        return ""
    }
}
