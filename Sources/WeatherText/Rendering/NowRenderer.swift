import Foundation
import NeutralWeather
import TerminalKit
import WeatherVocabulary

/// Current conditions: the sky, temperature, wind, humidity, air quality, the provider's
/// sentence about the coming hours and active alerts on one line.
package enum NowRenderer {
    /// The header, the current conditions and, unless `withFooter` is false, the footer.
    package static func render(_ weather: Weather, _ context: RenderContext, withFooter: Bool = true) -> StyledText {
        var text = context.header(for: weather)
        text.blank()
        text.append(conditions(weather, context))
        if withFooter {
            text.blank()
            text.append(context.footer(for: weather))
        }
        return text
    }

    private static func conditions(_ weather: Weather, _ context: RenderContext) -> StyledText {
        var text = StyledText()
        let labels = context.labels
        let format = context.format(for: weather)
        guard let current = weather.current else {
            text.append(Line([Span("  —", .dim)]))
            return text
        }
        let glyph = current.condition.glyph(isDaylight: context.isDaylight(current.date, in: weather))
        var headline = Line([
            Span("  \(glyph)  ", .emphasis), Span(current.condition.localizedName(in: context.language), .emphasis),
            Span("  "),
            current.temperature.map { Span(format.temperature($0), ForecastRenderer.temperatureStyle($0)) }
                ?? Span("\(labels.temperature) \(labels.notAvailable)", .dim),
        ])
        if let apparent = current.apparentTemperature {
            headline = headline + Span("\(labels.comma)\(labels.feelsLike) \(format.temperature(apparent))", .dim)
        }
        text.append(headline, width: context.width, indent: 5)

        // A row for each value the provider gives; "not available" for one it gives but did not
        // send this time (or sent out of range), no row for one it never gives.
        var rows: [(String, String)] = []
        if current.wind != nil || weather.offers(.windSpeed) {
            rows.append(
                (
                    labels.wind,
                    current.wind.map { windText($0, format: format, language: context.language) } ?? labels.notAvailable
                ))
        }
        if current.humidity != nil || weather.offers(.humidity) {
            rows.append((labels.humidity, current.humidity.map(Format.percent) ?? labels.notAvailable))
        }
        if let row = airQualityRow(weather, context) { rows.append(row) }
        if current.visibility != nil || weather.offers(.visibility) {
            rows.append((labels.visibility, current.visibility.map(format.distance) ?? labels.notAvailable))
        }
        text.append(labelled(rows, width: context.width))
        if let summary = current.summary ?? weather.minuteForecast?.summary, !summary.isEmpty {
            for line in TextWidth.wrap(summary, width: context.width - 5) {
                text.append(Line([Span("     "), Span(line, .emphasis)]))
            }
        }
        if !weather.alerts.isEmpty {
            var line = Line([Span("  ⚠  ", .alert(severity: weather.alerts.map(\.severity.rawValue).max() ?? 0))])
            for (index, alert) in weather.alerts.enumerated() {
                if index > 0 { line = line + Span(" · ", .dim) }
                line = line + Span(alert.event, .alert(severity: alert.severity.rawValue))
            }
            text.append(line, width: context.width, indent: 5)
        }
        return text
    }

    /// Rows of a label and a value: the values in a column after the labels, wrapping under
    /// themselves; or, when that column would be narrower than 20, each value under its label.
    static func labelled(_ rows: [(String, String)], width: Int) -> StyledText {
        var text = StyledText()
        let labelWidth = rows.map { TextWidth.of($0.0) }.max() ?? 0
        let valueColumn = 5 + labelWidth + 2
        for (label, value) in rows {
            if width - valueColumn >= 20 {
                let line = Line([Span("     "), Span(TextWidth.pad(label, to: labelWidth + 2), .dim), Span(value)])
                text.append(line, width: width, indent: valueColumn)
            } else {
                text.append(Line([Span("     "), Span(label, .dim)]), width: width, indent: 5)
                text.append(Line([Span("       " + value)]), width: width, indent: 7)
            }
        }
        return text
    }

    /// "China AQI  67 · 良": the index the reader expects (or the one `--aqi` names) with the
    /// response's own description when it is in the display language, else its category's name.
    /// "Not available" when that index is missing but `--aqi` names it or the provider gives it
    /// (a value out of range is missing); another index the data has when the provider does not
    /// give the expected one; nothing when the data has none and the provider gives none.
    static func airQualityRow(_ weather: Weather, _ context: RenderContext) -> (String, String)? {
        let language = context.language
        guard let shown = AirQualityChoice.shown(weather, language: language, scale: context.airQualityScale) else {
            return nil
        }
        guard let quality = shown.quality else {
            return (shown.scale.localizedName(in: language), context.labels.notAvailable)
        }
        let meaning = quality.localizedDescription(in: language).map { " · \($0)" } ?? ""
        return (quality.scale.localizedName(in: language), Format.number(quality.index) + meaning)
    }

    /// "SSE 10 km/h · Force 2, light breeze" in the display language.
    static func windText(_ wind: WeatherWind, format: Format, language: DisplayLanguage) -> String {
        var parts: [String] = []
        let direction = wind.direction.flatMap { WindDirection($0) }
        let speed = format.speed(wind.speed)
        if let direction {
            parts.append(
                language == .english
                    ? "\(direction.abbreviation) \(speed)" : "\(direction.localized(in: language)) \(speed)")
        } else {
            parts.append(speed)
        }
        if let force = BeaufortForce(speed: wind.speed) { parts.append(force.localized(in: language)) }
        return parts.joined(separator: " · ")
    }
}
