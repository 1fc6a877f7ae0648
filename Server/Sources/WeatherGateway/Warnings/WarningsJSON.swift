import Foundation
import WeatherAlerts

/// The body of `/warnings`: the official warnings in force at a point and what each service
/// covering it did, in snake_case with sorted keys. Text is as the services sent it; JSON
/// escaping keeps control characters inert.
struct WarningsJSON: Encodable {
    /// The point asked about (the centre of its cell when the gateway shares answers in cells).
    struct Point: Encodable {
        var latitude: Double
        var longitude: Double
        /// ISO 3166-1 alpha-2: the one asked for, else the nearest city's.
        var country: String
        /// The nearest city's label, whose area names match warnings given by area only.
        var place: String
    }

    /// One service covering the country.
    struct Service: Encodable {
        var id: String
        var name: String
        /// Whether it answered (fresh or from the cache); when not, warnings may be missing.
        var answered: Bool
        /// When its answer was fetched.
        var fetched_at: Date?
        /// The error code when it did not answer.
        var error: String?
        var attribution: String
        var licence: String
    }

    /// One warning, CAP-shaped.
    struct Warning: Encodable {
        var id: String
        var service: String
        var event: String
        var headline: String?
        var description: String?
        var instruction: String?
        /// CAP's word (`Extreme` … `Unknown`), or the service's own when it is not one of them.
        var severity: String
        var urgency: String
        var certainty: String
        /// `yellow`, `orange`, `red`… when the service gives an awareness level.
        var awareness_level: String?
        var awareness_type: String?
        var sent: Date?
        var onset: Date?
        var expires: Date?
        var ends: Date?
        var sender: String?
        var area: String?
        /// Whether the place was matched by the area's name or code rather than its outline.
        var area_approximate: Bool
        var link: URL?
        var language: String?
    }

    var point: Point
    /// Whether any service covers the country.
    var covered: Bool
    /// Whether every covering service answered: "none in force" is true only then.
    var complete: Bool
    var services: [Service]
    /// Most severe first.
    var warnings: [Warning]

    init(_ report: WarningReport, point: Point) {
        self.point = point
        covered = report.isCovered
        complete = report.isComplete
        services = report.outcomes.map { outcome in
            Service(
                id: outcome.service.id.rawValue, name: outcome.service.name, answered: outcome.didAnswer,
                fetched_at: outcome.fetchedAt, error: outcome.error?.code.rawValue,
                attribution: outcome.service.attribution, licence: outcome.service.licence)
        }
        warnings = report.warnings.map { warning in
            Warning(
                id: warning.id, service: warning.service.rawValue, event: warning.event, headline: warning.headline,
                description: warning.description, instruction: warning.instruction,
                severity: warning.severity.description, urgency: warning.urgency.description,
                certainty: warning.certainty.description,
                awareness_level: warning.awarenessLevel?.colourName.lowercased(),
                awareness_type: warning.awarenessType?.name, sent: warning.sent,
                onset: warning.onset ?? warning.effective,
                expires: warning.expires, ends: warning.ends, sender: warning.senderName ?? warning.sender,
                area: warning.areaDescription, area_approximate: warning.isAreaApproximate, link: warning.web,
                language: warning.language)
        }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
