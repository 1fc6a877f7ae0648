import APICore
import Foundation
import NeutralWeather
import TerminalKit
import WeatherVocabulary

/// What every renderer needs besides the weather: language, units, the place's label.
package struct RenderContext: Sendable {
    /// The language of labels, condition names and dates.
    package let language: DisplayLanguage
    /// The units values are shown in.
    package let units: UnitPreference
    /// The place as the first line names it.
    package let placeLabel: String
    /// Whether the weather is the bundled example rather than live data.
    package let isExample: Bool
    /// The air-quality index asked for with `--aqi`; `nil` picks by language and place.
    package var airQualityScale: AirQualityScale?
    /// The columns the view may use (see `TerminalColumns`).
    package var width = TerminalColumns.standard

    /// Creates a context.
    package init(
        language: DisplayLanguage, units: UnitPreference, placeLabel: String, isExample: Bool,
        airQualityScale: AirQualityScale? = nil, width: Int = TerminalColumns.standard
    ) {
        self.language = language
        self.units = units
        self.placeLabel = placeLabel
        self.isExample = isExample
        self.airQualityScale = airQualityScale
        self.width = width
    }

    var labels: Labels { Labels(language: language) }

    func format(for weather: Weather) -> Format { Format(units: units, timeZone: weather.location.timeZone) }

    /// The first line: the place, and whether the data is an example, from the cache or stale.
    func header(for weather: Weather) -> StyledText {
        let format = format(for: weather)
        let time = "\(format.dateTime(weather.metadata.date)) \(format.offset(at: weather.metadata.date))"
        var line = Line([Span(placeLabel, .heading), Span(" · ", .dim)])
        if isExample {
            line = line + Span("\(labels.example) · \(time)", .warning)
        } else {
            line = line + Span("\(labels.updated) \(time)", .dim)
            if weather.metadata.staleReason != nil {
                line = line + Span(" (\(labels.asOf(format.time(weather.metadata.date))))", .warning)
            } else if weather.metadata.source.isCached {
                line = line + Span(" (\(labels.fromCache))", .dim)
            }
        }
        var text = StyledText()
        text.append(line, width: width, indent: 2)
        if isExample { text.append(Line([Span(labels.exampleHint, .dim)]), width: width, indent: 0) }
        if let reason = weather.metadata.staleReason {
            text.append(Line([Span("⚠ \(labels.stale): \(reason)", .warning)]), width: width, indent: 2)
        }
        return text
    }

    /// The provider's attribution line.
    package func footer(for weather: Weather) -> Line {
        footer(for: weather.metadata.attribution)
    }

    /// The attribution line of `attribution`.
    package func footer(for attribution: WeatherAttribution) -> Line {
        Line([Span("\(attribution.text) · \(attribution.url.host ?? "")", .dim)])
    }

    /// Whether `date` falls in daylight, judged by the day's sunrise and sunset when known.
    func isDaylight(_ date: Date, in weather: Weather) -> Bool {
        if let day = weather.dailyForecast.last(where: { $0.date <= date }), let sunrise = day.sunrise,
            let sunset = day.sunset
        {
            return date >= sunrise && date < sunset
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.location.timeZone
        return (6..<18).contains(calendar.component(.hour, from: date))
    }
}
