import Foundation
import NeutralWeather

/// The tool's own facts about a response, which the API does not say: the place's name, and
/// the alerts with the official warnings joined and who was asked, when they were.
struct CLIMetadata: Encodable, Sendable, Hashable {
    /// The place's name and how closely it fits.
    struct Place: Encodable, Sendable, Hashable {
        var name: String
        var isApproximate: Bool

        private enum CodingKeys: String, CodingKey {
            case name
            case isApproximate = "is_approximate"
        }
    }

    /// One alert, the provider's or an official warning, as `weather mcp` gives it; times in
    /// ISO 8601 with the place's offset.
    struct Alert: Encodable, Sendable, Hashable {
        var id: String
        var event: String
        var title: String
        var details: String
        var severity: String
        var source: String?
        var region: String?
        var issued: String?
        var onset: String?
        var expires: String?
        var instruction: String?
        var link: String?

        init(_ alert: WeatherAlert, timeZone: TimeZone) {
            var style = Date.ISO8601FormatStyle(timeZone: timeZone)
            style = style.year().month().day().time(includingFractionalSeconds: false).timeZone(separator: .colon)
            let time = { (date: Date?) in date.map { $0.formatted(style) } }
            id = alert.id
            event = alert.event
            title = alert.title
            details = alert.details
            severity = "\(alert.severity)"
            source = alert.source
            region = alert.region
            issued = time(alert.issued)
            onset = time(alert.onset)
            expires = time(alert.expires)
            instruction = alert.instruction
            link = alert.link?.absoluteString
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in [
                (CodingKeys.id, id), (.event, event), (.title, title), (.details, details), (.severity, severity),
            ] {
                try container.encode(value, forKey: key)
            }
            for (key, value) in [
                (CodingKeys.source, source), (.region, region), (.issued, issued), (.onset, onset),
                (.expires, expires), (.instruction, instruction), (.link, link),
            ] {
                try container.encode(value, forKey: key) // null when absent, as the MCP tool writes it
            }
        }

        private enum CodingKeys: String, CodingKey {
            case id, event, title, details, severity, source, region, issued, onset, expires, instruction, link
        }
    }

    /// What the official warning services said, as `weather mcp`'s `official_warnings`.
    struct Coverage: Encodable, Sendable, Hashable {
        var covered: Bool
        var complete: Bool
        var servicesRead: [String]
        var servicesNotAnswering: [String]
        var attributions: [String]
        var approximateAreas: Bool

        init(_ coverage: WarningCoverage) {
            covered = coverage.isCovered
            complete = coverage.isComplete
            servicesRead = coverage.servicesRead
            servicesNotAnswering = coverage.servicesNotAnswering
            attributions = coverage.attributions
            approximateAreas = coverage.hasApproximateAreas
        }

        private enum CodingKeys: String, CodingKey {
            case covered, complete, attributions
            case servicesRead = "services_read"
            case servicesNotAnswering = "services_not_answering"
            case approximateAreas = "approximate_areas"
        }
    }

    var place: Place?
    var alerts: [Alert]?
    var alertAvailability: String?
    var officialWarnings: Coverage?

    init(place: Place?) { self.place = place }

    private enum CodingKeys: String, CodingKey {
        case place, alerts
        case alertAvailability = "alert_availability"
        case officialWarnings = "official_warnings"
    }
}
