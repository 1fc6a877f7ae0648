import Foundation
import NeutralWeather
import TerminalKit

/// The hourly forecast (a temperature sparkline and a row every few hours) and the daily
/// forecast (a row per day with a high/low bar on a shared scale).
enum ForecastRenderer {
    /// The next `hours` hours (a row every `step` hours) and the coming days.
    static func render(_ weather: Weather, _ context: RenderContext, hours: Int = 24, every step: Int = 3) -> StyledText
    {
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

    static func hourly(_ weather: Weather, _ context: RenderContext, hours: Int, every step: Int) -> StyledText {
        let format = context.format(for: weather)
        let start = weather.hourlyForecast.first?.date ?? Date()
        let shown = weather.hourlyForecast.filter { $0.date.timeIntervalSince(start) < Double(hours) * 3600 }
        let temperatures = shown.map { $0.temperature.converted(to: context.units.temperature).value }
        var text = StyledText([Line([Span(context.labels.nextHours, .heading)])])
        if let low = temperatures.min(), let high = temperatures.max() {
            text.append(
                Line([
                    Span("  "), Span(Charts.sparkline(temperatures), .sun),
                    Span(
                        "  \(Format.number(low))–\(format.temperature(shown[temperatures.firstIndex(of: high)!].temperature))",
                        .dim),
                ]))
        }
        let rows = shown.filter { Int(($0.date.timeIntervalSince(start) / 3600).rounded()) % max(step, 1) == 0 }
        let names = rows.map { $0.condition.localizedName(in: context.language) }
        let nameWidth = names.map(TextWidth.of).max() ?? 0
        for (hour, name) in zip(rows, names) {
            var line = Line([
                Span("  \(format.time(hour.date))  "),
                Span(hour.condition.glyph(isDaylight: context.isDaylight(hour.date, in: weather)) + " "),
                Span(TextWidth.pad(name, to: nameWidth + 1)),
                Span(
                    TextWidth.pad(format.temperature(hour.temperature), to: 7),
                    .temperature(hour.temperature.converted(to: .celsius).value)),
            ])
            line =
                line
                + Span(
                    TextWidth.pad(
                        precipitationText(
                            chance: hour.precipitationChance, rate: hour.precipitationIntensity, format: format), to: 12
                    ), .rain)
            if let wind = hour.wind {
                line =
                    line
                    + Span(
                        NowRenderer.windText(wind, format: format, language: context.language).components(
                            separatedBy: " · ")[0], .dim)
            }
            text.append(line)
        }
        return text
    }

    static func daily(_ weather: Weather, _ context: RenderContext) -> StyledText {
        let format = context.format(for: weather)
        let days = weather.dailyForecast
        let lows = days.map { $0.lowTemperature.converted(to: context.units.temperature).value }
        let highs = days.map { $0.highTemperature.converted(to: context.units.temperature).value }
        let scaleLow = lows.min() ?? 0
        let scaleHigh = highs.max() ?? 0
        let names = days.map { $0.condition.localizedName(in: context.language) }
        let nameWidth = names.map(TextWidth.of).max() ?? 0
        var text = StyledText([Line([Span(context.labels.nextDays, .heading)])])
        for (index, day) in days.enumerated() {
            let label = index == 0 ? context.labels.today : context.labels.weekday(format.weekday(day.date))
            let low = format.temperature(day.lowTemperature, withUnit: false)
            let high = format.temperature(day.highTemperature)
            text.append(
                Line([
                    Span("  \(TextWidth.pad(label, to: 5)) \(format.monthDay(day.date))  "),
                    Span(day.condition.glyph() + " "),
                    Span(TextWidth.pad(names[index], to: nameWidth + 1)),
                    Span(TextWidth.padLeft(low, to: 4), .temperature(lows[index])), Span(" "),
                    Span(
                        Charts.range(from: lows[index], to: highs[index], low: scaleLow, high: scaleHigh, width: 16),
                        .sun), Span(" "),
                    Span(TextWidth.pad(high, to: 7), .temperature(highs[index])),
                    Span(
                        precipitationText(
                            chance: day.precipitationChance, rate: day.precipitationIntensity, format: format), .rain),
                ]))
            if let summary = day.summary, !summary.isEmpty {
                for line in TextWidth.wrap(summary, width: context.width - 4) {
                    text.append(Line([Span("    " + line, .dim)]))
                }
            }
        }
        return text
    }

    /// "☂ 20%" when the chance is known, else "☂ 0.4 mm/h".
    static func precipitationText(chance: Double?, rate: Measurement<UnitSpeed>?, format: Format) -> String {
        if let chance { return "☂ \(Format.percent(chance))" }
        if let rate { return "☂ \(format.rate(rate))" }
        return ""
    }
}
