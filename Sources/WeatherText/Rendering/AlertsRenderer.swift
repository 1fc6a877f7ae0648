import Foundation
import NeutralWeather
import TerminalKit

/// Every alert in full: name, headline, issuer, time and text, wrapped to the terminal width.
package enum AlertsRenderer {
    package static func render(_ weather: Weather, _ context: RenderContext) -> StyledText {
        var text = context.header(for: weather)
        text.blank()
        guard !weather.alerts.isEmpty else {
            if let coverage = weather.warningCoverage, coverage.isCovered || weather.alertAvailability != .included {
                text.append(officialNotes(coverage, weather, context, noneInForce: true))
                text.blank()
                text.append(context.footer(for: weather))
                return text
            }
            switch weather.alertAvailability {
            case .included:
                text.append(Line([Span("  \(context.labels.noAlerts)", .good)]), width: context.width, indent: 2)
            case .notRequested:
                text.append(
                    Line([Span("  \(context.labels.alertsNotRequested)", .dim)]), width: context.width, indent: 2)
            case .notProvided:
                text.append(
                    Line([Span("  \(context.labels.alertsNotProvided)", .dim)]), width: context.width, indent: 2)
            case .notOffered:
                text.append(
                    Line([Span("  \(context.labels.alertsNotOffered)", .dim)]), width: context.width, indent: 2)
            }
            text.blank()
            text.append(context.footer(for: weather))
            return text
        }
        text.append(blocks(weather.alerts, context, timeZone: weather.location.timeZone))
        if let coverage = weather.warningCoverage {
            text.blank()
            text.append(officialNotes(coverage, weather, context, noneInForce: false))
        }
        text.blank()
        text.append(context.footer(for: weather))
        return text
    }

    /// Each alert in full, one block after another: the event, the headline, its period, issue
    /// time, issuer and area, the text, the instruction and the link, times in `timeZone`.
    package static func blocks(_ alerts: [WeatherAlert], _ context: RenderContext, timeZone: TimeZone) -> StyledText {
        var text = StyledText()
        let format = Format(units: context.units, timeZone: timeZone)
        for (index, alert) in alerts.enumerated() {
            if index > 0 { text.blank() }
            text.append(
                Line([Span("⚠ \(alert.event)", .alert(severity: alert.severity.rawValue))]), width: context.width,
                indent: 2)
            for line in TextWidth.wrap(alert.title, width: context.width - 2) {
                text.append(Line([Span("  "), Span(line, .emphasis)]))
            }
            let period: String? =
                switch (alert.onset, alert.expires) {
                case (let onset?, let end?): context.labels.period(format.dateTime(onset), format.dateTime(end))
                case (nil, let end?): context.labels.until(format.dateTime(end))
                default: nil
                }
            let facts = [
                period, alert.issued.map { "\(context.labels.issued) \(format.dateTime($0))" }, alert.source,
                alert.region,
            ].compactMap { $0 }
            for line in TextWidth.wrap(facts.joined(separator: " · "), width: context.width - 2) {
                text.append(Line([Span("  " + line, .dim)]))
            }
            for line in TextWidth.wrap(alert.details, width: context.width - 2) {
                text.append(Line([Span("  " + line)]))
            }
            for line in TextWidth.wrap(alert.instruction ?? "", width: context.width - 2) {
                text.append(Line([Span("  " + line, .emphasis)]))
            }
            if let link = alert.link {
                text.append(Line([Span("  " + link.absoluteString, .dim)]), width: context.width, indent: 2)
            }
        }
        return text
    }

    /// What the official warning services said beside the alerts: none in force (only when every
    /// covering service answered), none covering the place, each service that did not answer,
    /// and the credit of each service whose warnings show.
    static func officialNotes(
        _ coverage: WarningCoverage, _ weather: Weather, _ context: RenderContext, noneInForce: Bool
    ) -> StyledText {
        var text = StyledText()
        let indent = 2
        if !coverage.isCovered {
            // A provider with alerts of its own (Caiyun in China) covers the place itself.
            guard weather.alertAvailability != .included else { return text }
            text.append(
                Line([
                    Span(
                        "  " + context.labels.noWarningService(for: context.placeLabel, known: coverage.servicesKnown),
                        .dim)
                ]),
                width: context.width, indent: indent)
        } else if noneInForce, coverage.isComplete {
            text.append(Line([Span("  \(context.labels.noAlerts)", .good)]), width: context.width, indent: indent)
        }
        for service in coverage.servicesNotAnswering {
            text.append(
                Line([Span("  " + context.labels.serviceDidNotAnswer(service), .warning)]), width: context.width,
                indent: indent)
        }
        for credit in coverage.attributions {
            text.append(Line([Span("  " + credit, .dim)]), width: context.width, indent: indent)
        }
        return text
    }
}
