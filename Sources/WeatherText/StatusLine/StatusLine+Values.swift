import Foundation
import NeutralWeather
import TerminalKit
import WeatherVocabulary

extension StatusLine {
    /// The value of one code, styled; ``missing`` when the data does not have it.
    func span(for code: StatusCode, _ weather: Weather, _ context: RenderContext) -> Span {
        let format = context.format(for: weather)
        let current = weather.current
        let missing = Span(Self.missing, .dim)
        switch code {
        case .place:
            let label = Self.oneLine(context.placeLabel)
            return label.isEmpty ? missing : Span(label, .heading)
        case .conditionSymbol:
            guard let current else { return missing }
            let glyph = current.condition.glyph(isDaylight: context.isDaylight(current.date, in: weather))
            return Span(glyph, current.condition.isPrecipitation ? .rain : current.condition == .clear ? .sun : nil)
        case .conditionName:
            return current.map { Span($0.condition.localizedName(in: language)) } ?? missing
        case .temperature:
            return current?.temperature.map { temperature($0, format) } ?? missing
        case .feelsLike:
            return current?.apparentTemperature.map { temperature($0, format) } ?? missing
        case .wind:
            return current?.wind.map { Span((Self.arrow($0.direction) ?? "") + format.speed($0.speed)) } ?? missing
        case .humidity:
            return current?.humidity.map { Span(Format.percent($0)) } ?? missing
        case .precipitation:
            return current?.precipitationIntensity.map { Span(format.rate($0)) } ?? missing
        case .pressure:
            return current?.pressure.map { Span(format.pressure($0)) } ?? missing
        case .uvIndex:
            return current?.uvIndex.map { Span(Format.number($0, digits: 1)) } ?? missing
        case .airQuality:
            guard let quality = AirQualityChoice.shown(weather, language: language, scale: airQualityScale)?.quality
            else { return missing }
            return Span(Format.number(quality.index), Self.style(quality.category))
        case .moonPhase:
            return Span(MoonPhase(date: weather.metadata.date).symbol)
        case .nowcast:
            let sentence = [weather.minuteForecast?.summary, current?.summary].compactMap { $0 }.map(Self.oneLine)
                .first { !$0.isEmpty }
            return sentence.map { Span($0) } ?? missing
        case .time:
            return Span(format.time(weather.metadata.date))
        }
    }

    /// The highest level among the alerts in force; "none" only when someone who covers the place
    /// answered with none: the provider's data carries alerts, or every official service covering
    /// the place answered. `nil` when nobody can say.
    func warningLevel(_ weather: Weather, _ context: RenderContext) -> Span? {
        if let highest = weather.alerts.map(\.severity).max() {
            return Span(context.labels.severity(highest), .alert(severity: highest.rawValue))
        }
        let coverage = weather.warningCoverage
        let providerSaysNone = weather.alertAvailability == .included && coverage?.servicesNotAnswering.isEmpty != false
        guard providerSaysNone || coverage?.isComplete == true else { return nil }
        return Span(context.labels.noWarnings, .good)
    }

    private func temperature(_ value: Measurement<UnitTemperature>, _ format: Format) -> Span {
        Span(format.temperature(value), .temperature(value.converted(to: .celsius).value))
    }

    /// Green for the cleanest category, yellow for the next, then the alert colours.
    private static func style(_ category: AirQualityCategory?) -> TextStyle? {
        switch category?.level {
        case nil: nil
        case 1: .good
        case 2: .warning
        case let level?: .alert(severity: min(4, level))
        }
    }

    /// An arrow pointing where wind from `direction` blows: `↓` for a north wind.
    static func arrow(_ direction: Measurement<UnitAngle>?) -> String? {
        guard let degrees = direction?.converted(to: .degrees).value, degrees.isFinite else { return nil }
        let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return arrows[Int((normalized + 22.5) / 45) % 8]
    }
}
