import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit

/// One alert from One Call 4.0's alert endpoint: its event, issuer, period and text in the
/// display language (or the first language given, naming the others).
package enum AlertDetailRenderer {
    package static func render(_ alert: OWMAlertDetail, _ context: RenderContext) -> StyledText {
        let labels = context.labels
        let format = Format(units: context.units, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        let event = alert.event.flatMap { $0.isEmpty ? nil : $0 } ?? labels.unnamedAlert
        var text = StyledText()
        text.append(Line([Span("⚠ \(event)", .alert(severity: 0))]), width: context.width, indent: 2)
        let period = [alert.startDate, alert.endDate].compactMap { $0 }.map(format.dateTime).joined(separator: " – ")
        let facts = [alert.senderName, period.isEmpty ? nil : "\(period)\u{00A0}UTC"].compactMap { $0 }
        for line in TextWidth.wrap(facts.joined(separator: " · "), width: context.width - 2) {
            text.append(Line([Span("  " + line, .dim)]))
        }
        let code = context.language == .english ? "en" : "zh"
        if let shown = alert.text(in: code) {
            for line in TextWidth.wrap(shown.description, width: context.width - 2) {
                text.append(Line([Span("  " + line)]))
            }
            let others = alert.texts.filter { $0 != shown }.compactMap(\.language)
            if !others.isEmpty {
                text.append(
                    Line([Span("  \(labels.alsoIn)\(others.joined(separator: ", "))", .dim)]), width: context.width,
                    indent: 4)
            }
        }
        text.blank()
        text.append(context.footer(for: .openWeatherMap))
        return text
    }
}
