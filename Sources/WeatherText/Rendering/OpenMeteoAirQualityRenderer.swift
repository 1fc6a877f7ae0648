import Foundation
import NeutralWeather
import OpenMeteo
import TerminalKit
import WeatherVocabulary

/// Air quality from Open-Meteo: for now and for each of the first 24 hours, the European and
/// US indices with their categories, then every pollutant the answer has with its unit. A value
/// the answer sent as `null`, or one out of range (see `AirReadings`), shows as "–", never as 0.
package enum OpenMeteoAirQualityRenderer {
    /// The indices, on their scales.
    static let indices: [(OMVariable, AirQualityScale)] = [(.europeanAQI, .european), (.usAQI, .usEPA)]
    /// The pollutants first shown, in this order; others follow by name.
    static let pollutants: [(OMVariable, String)] = [
        (.pm2_5, "PM2.5"), (.pm10, "PM10"), (.ozone, "O₃"), (.nitrogenDioxide, "NO₂"), (.sulphurDioxide, "SO₂"),
        (.carbonMonoxide, "CO"),
    ]

    package static func render(_ air: OMWeather, _ context: RenderContext) -> StyledText {
        let labels = context.labels
        let zone = air.timeZone ?? TimeZone(secondsFromGMT: air.utcOffsetSeconds ?? 0) ?? .gmt
        let format = Format(units: context.units, timeZone: zone)
        var text = StyledText()
        text.append(
            Line([Span(context.placeLabel, .heading), Span(" · ", .dim), Span(labels.airQualityTitle, .dim)]),
            width: context.width, indent: 2)
        text.blank()
        var steps: [(time: OMTime, value: (OMVariable) -> Double?, names: [String], block: OMBlock)] = []
        if let current = air.current {
            steps.append((current.time, { current[$0] }, Array(current.values.keys), .current))
        }
        if let hourly = air.hourly {
            for step in hourly.steps.prefix(24) {
                steps.append((step.time, { step[$0] }, Array(hourly.columns.keys), .hourly))
            }
        }
        if steps.isEmpty { text.append(Line([Span("  \(labels.noAirSamples)", .dim)])) }
        for step in steps {
            let when =
                step.time.date(in: zone).map { "\(format.dateTime($0)) \(format.offset(at: $0))" } ?? "\(step.time)"
            var line = Line([Span("  \(when)  ", .dim)])
            for (variable, scale) in indices where step.names.contains(variable.rawValue) {
                let name = scale.localizedName(in: context.language)
                guard let index = AirReadings.index(step.value(variable), on: scale) else {
                    line = line + Span("\(name) \(StatusLine.missing)  ", .dim)
                    continue
                }
                let category = scale.category(for: index)
                let meaning = category.map { " · \($0.localizedName(in: context.language))" } ?? ""
                line =
                    line
                    + Span(
                        "\(name) \(Format.number(index))\(meaning)  ",
                        .alert(severity: max(0, (category?.level ?? 1) - 3)))
            }
            text.append(line, width: context.width, indent: 4)
            let cells = pollutantCells(step.names, value: step.value) { air.unit(of: $0, in: step.block) }
            if !cells.isEmpty {
                for wrapped in TextWidth.wrap(cells.joined(separator: " · "), width: context.width - 4) {
                    text.append(Line([Span("    " + wrapped)]))
                }
            }
        }
        text.blank()
        text.append(context.footer(for: .openMeteo))
        return text
    }

    /// "PM2.5 3.4 μg/m³" for every pollutant column, known ones first, "–" for a null.
    static func pollutantCells(
        _ names: [String], value: (OMVariable) -> Double?, unit: (OMVariable) -> String?
    ) -> [String] {
        let known = Set(pollutants.map(\.0.rawValue) + indices.map(\.0.rawValue) + ["time", "interval"])
        let others = names.filter { !known.contains($0) && !$0.hasPrefix("european_aqi") && !$0.hasPrefix("us_aqi") }
            .sorted().map { (OMVariable(rawValue: $0), $0) }
        return (pollutants.filter { names.contains($0.0.rawValue) } + others).map { variable, label in
            let shown =
                AirReadings.concentration(value(variable)).map { Format.number($0, digits: 1) } ?? StatusLine.missing
            let suffix = unit(variable).flatMap { $0.isEmpty ? nil : $0 }.map { "\u{00A0}\($0)" } ?? ""
            return "\(label)\u{00A0}\(shown)\(suffix)"
        }
    }
}
