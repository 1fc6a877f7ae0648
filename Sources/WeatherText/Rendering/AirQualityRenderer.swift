import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit

/// Air quality from OpenWeatherMap: the 1–5 index and the pollutants, per sample.
package enum AirQualityRenderer {
    package static func render(_ air: OWMAirPollution, _ context: RenderContext) -> StyledText {
        let labels = context.labels
        let format = Format(units: context.units, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        var text = StyledText()
        text.append(
            Line([Span(context.placeLabel, .heading), Span(" · ", .dim), Span(labels.airQualityTitle, .dim)]),
            width: context.width, indent: 2)
        text.blank()
        if air.list.isEmpty { text.append(Line([Span("  \(labels.noAirSamples)", .dim)])) }
        let scale = AirQualityScale.openWeatherMap
        for sample in air.list {
            let index = AirReadings.index(Double(sample.main.aqi), on: scale)
            let category = index.flatMap(scale.category(for:))
            let meaning = category.map { " · \($0.localizedName(in: context.language))" } ?? ""
            let shown = index.map { "\(Format.number($0))/5\(meaning)" } ?? labels.notAvailable
            text.append(
                Line([
                    Span(
                        "  \(format.dateTime(Date(timeIntervalSince1970: TimeInterval(sample.time))))\u{00A0}UTC  ",
                        .dim),
                    Span(
                        "\(scale.localizedName(in: context.language)) \(shown)",
                        .alert(severity: (category?.level ?? 0) > 3 ? (category?.level ?? 1) - 1 : 0)),
                ]), width: context.width, indent: 4)
            let components = sample.components
            let values: [(String, Double?)] = [
                ("PM2.5", components.pm2_5), ("PM10", components.pm10), ("O₃", components.o3), ("NO₂", components.no2),
                ("SO₂", components.so2), ("CO", components.co), ("NO", components.no), ("NH₃", components.nh3),
            ]
            let cells = values.compactMap { name, value in
                value.map {
                    "\(name)\u{00A0}\(AirReadings.concentration($0).map { Format.number($0, digits: 1) } ?? labels.notAvailable)"
                }
            }
            if !cells.isEmpty {
                for line in TextWidth.wrap(cells.joined(separator: " · ") + "\u{00A0}μg/m³", width: context.width - 4) {
                    text.append(Line([Span("    " + line)]))
                }
            }
        }
        text.blank()
        text.append(context.footer(for: .openWeatherMap))
        return text
    }
}
