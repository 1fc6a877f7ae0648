import Foundation
import NeutralWeather

extension ForecastPage {
    /// The alerts section: each alert with who issued it, where, when, what to do and a link to
    /// the issuing service; then the services that did not answer and the credits their
    /// warnings ask for. With no alert it says why, and says "none in force" only when a source
    /// that covers the place answered.
    var alerts: String {
        let notes = coverageNotes
        guard !weather.alerts.isEmpty else {
            let paragraphs = ([emptyText].compactMap(\.self) + notes).map { "<p>\(HTML.escape($0))</p>" }
            return """
                <section id="alerts"><h2>\(HTML.escape(labels.alerts))</h2>
                \(paragraphs.joined(separator: "\n"))
                </section>
                """
        }
        let articles = weather.alerts.map(article)
        let footnotes = notes.map { #"<p class="dim">\#(HTML.escape($0))</p>"# }
        return """
            <section id="alerts"><h2>\(HTML.escape(labels.alerts))</h2>
            \((articles + footnotes).joined(separator: "\n"))
            </section>
            """
    }

    /// Why there is no alert to show; `nil` when a covering service did not answer (it is named).
    private var emptyText: String? {
        if let coverage = weather.warningCoverage, coverage.isCovered || weather.alertAvailability != .included {
            if !coverage.isCovered {
                return labels.noWarningService(for: place.label, known: coverage.servicesKnown)
            }
            // "None in force" only when every covering service answered; one that did not is named.
            return coverage.isComplete ? labels.noAlerts : nil
        }
        return switch weather.alertAvailability {
        case .included: labels.noAlerts
        case .notOffered: labels.alertsNotOffered
        case .notProvided, .notRequested: labels.alertsUnknown
        }
    }

    /// The warning services that did not answer, and the credits of those whose warnings show.
    private var coverageNotes: [String] {
        guard let coverage = weather.warningCoverage else { return [] }
        return coverage.servicesNotAnswering.map(labels.serviceDidNotAnswer) + coverage.attributions
    }

    /// One alert as an article; a link only when it is a web address.
    private func article(_ alert: WeatherAlert) -> String {
        let format = format
        var facts: [String] = [alert.source, alert.region].compactMap { $0 }
        if let onset = alert.onset, onset > weather.metadata.date {
            facts.append("\(labels.from) \(format.dateTime(onset))")
        } else if let issued = alert.issued {
            facts.append("\(labels.issued) \(format.dateTime(issued))")
        }
        if let expires = alert.expires { facts.append("\(labels.expires) \(format.dateTime(expires))") }
        var body = alert.details.split(whereSeparator: \.isNewline).map { "<p>\(HTML.escape($0))</p>" }
        if let instruction = alert.instruction?.trimmingCharacters(in: .whitespacesAndNewlines), !instruction.isEmpty {
            body.append(
                #"<p class="instruction"><strong>\#(HTML.escape(labels.instruction)):</strong> \#(HTML.escape(instruction))</p>"#
            )
        }
        if let link = alert.link, ["http", "https"].contains(link.scheme?.lowercased() ?? "") {
            let name = alert.source ?? link.host ?? ""
            body.append(
                #"<p><a href="\#(HTML.escape(link.absoluteString))" rel="noopener noreferrer nofollow">\#(HTML.escape("\(labels.moreFrom) \(name)"))</a></p>"#
            )
        }
        return """
            <article class="alert severity-\(alert.severity.rawValue)"><h3>\(HTML.escape(alert.title.isEmpty ? alert.event : alert.title))</h3>
            <p class="dim">\(HTML.escape(facts.joined(separator: " · ")))</p>
            \(body.joined())</article>
            """
    }
}
