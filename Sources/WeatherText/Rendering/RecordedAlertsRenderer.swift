import Foundation
import NeutralWeather
import TerminalKit

/// A recorded warnings body for `weather show`: what the file is, each message it holds in full,
/// whether or not it is still in force, and the credit of the services whose warnings show.
package enum RecordedAlertsRenderer {
    /// The view of a recording.
    ///
    /// - Parameters:
    ///   - alerts: The file's messages, each once, most severe first.
    ///   - messageCount: How many messages the file holds, copies and cancellations included.
    ///   - kind: The body's kind in words, such as "National Weather Service GeoJSON".
    ///   - credits: The credit of each service whose warnings show.
    ///   - context: The language, units and width; its place label names the file.
    package static func render(
        _ alerts: [WeatherAlert], messageCount: Int, kind: String, credits: [String], _ context: RenderContext
    ) -> StyledText {
        var text = StyledText()
        text.append(
            Line([Span(context.placeLabel, .heading), Span(" · \(kind)", .dim)]), width: context.width, indent: 2)
        let summary = context.labels.recordedWarnings(alerts.count, of: messageCount)
        text.append(Line([Span(summary, .dim)]), width: context.width, indent: 0)
        text.blank()
        guard !alerts.isEmpty else {
            text.append(Line([Span("  \(context.labels.noRecordedWarnings)", .dim)]), width: context.width, indent: 2)
            return text
        }
        text.append(AlertsRenderer.blocks(alerts, context, timeZone: TimeZone(identifier: "UTC") ?? .current))
        if !credits.isEmpty { text.blank() }
        for credit in credits {
            text.append(Line([Span("  " + credit, .dim)]), width: context.width, indent: 2)
        }
        return text
    }
}
