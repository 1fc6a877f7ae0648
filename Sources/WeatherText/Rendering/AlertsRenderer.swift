import Foundation
import NeutralWeather
import TerminalKit

/// Every alert in full: name, headline, issuer, time and text, wrapped to the terminal width.
package enum AlertsRenderer {
    package static func render(_ weather: Weather, _ context: RenderContext) -> StyledText {
        var text = context.header(for: weather)
        text.blank()
        guard !weather.alerts.isEmpty else {
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
        let format = context.format(for: weather)
        for (index, alert) in weather.alerts.enumerated() {
            if index > 0 { text.blank() }
            text.append(
                Line([Span("⚠ \(alert.event)", .alert(severity: alert.severity.rawValue))]), width: context.width,
                indent: 2)
            for line in TextWidth.wrap(alert.title, width: context.width - 2) {
                text.append(Line([Span("  "), Span(line, .emphasis)]))
            }
            let facts = [
                alert.issued.map { "\(context.labels.issued) \(format.dateTime($0))" }, alert.source, alert.region,
            ].compactMap { $0 }
            for line in TextWidth.wrap(facts.joined(separator: " · "), width: context.width - 2) {
                text.append(Line([Span("  " + line, .dim)]))
            }
            for line in TextWidth.wrap(alert.details, width: context.width - 2) {
                text.append(Line([Span("  " + line)]))
            }
        }
        text.blank()
        text.append(context.footer(for: weather))
        return text
    }
}
