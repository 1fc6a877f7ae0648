import Foundation
import NeutralWeather
import TerminalKit
import WeatherAlerts
import WeatherRuntime
import WeatherText

/// A recorded warnings body for `weather show`: NWS or MET Norway GeoJSON, MeteoAlarm's JSON,
/// CAP 1.2 XML (an alert alone, Atom or RSS), or the Hong Kong Observatory's summary.
///
/// A file is a record, so every message in it shows, whether or not it is still in force, each
/// once (per-language and per-area copies and re-issues merged), except those another message in
/// the file updates or cancels, and cancellations, tests and all-clears, which are no warnings.
struct SavedWarnings {
    /// The body's format.
    let format: WarningFormat
    /// The body as read.
    let data: Data
    /// Every message the body holds, unfiltered.
    let messages: [OfficialWarning]
    /// The messages to show, each once, most severe first.
    let warnings: [OfficialWarning]

    /// The body's format, when it looks like a warnings body.
    static func format(of data: Data) -> WarningFormat? { WarningFormat.detect(data) }

    /// Reads `data` as `format`; the reader's error for a body that is not one.
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - format: Its format.
    ///   - language: The display language, for choosing among a message's copies.
    init(_ data: Data, format: WarningFormat, language: DisplayLanguage) throws(WeatherAlertsError) {
        self.format = format
        self.data = data
        messages = try WarningReader().warnings(from: data, format: format, language: language.rawValue)
        warnings = WarningSelection(now: .distantPast, language: language.rawValue).select(messages)
    }

    /// The body's kind in words, for the view's first line.
    var kind: String {
        switch format {
        case .cap:
            let service = Set(messages.map(\.service)).compactMap(WarningService.named).first
            return service.map { "CAP 1.2 (\($0.name))" } ?? "CAP 1.2"
        case .nwsGeoJSON: return "National Weather Service GeoJSON"
        case .metAlertsGeoJSON: return "MET Norway MetAlerts GeoJSON"
        case .meteoAlarmJSON: return "MeteoAlarm JSON"
        case .hongKongWarningSummary: return "Hong Kong Observatory warning summary"
        }
    }

    /// The warnings as the neutral model's alerts, each named by its issuer or service.
    var alerts: [WeatherAlert] {
        warnings.map { WeatherAlert(official: $0, service: WarningService.named($0.service)) }
    }

    /// The credit of each service whose warnings show, in the order they first show.
    var credits: [String] {
        var credits: [String] = []
        for warning in warnings {
            guard let credit = WarningService.named(warning.service)?.attribution, !credits.contains(credit) else {
                continue
            }
            credits.append(credit)
        }
        return credits
    }

    /// What `--json` prints: a JSON body unchanged, every member and value as the service sent it;
    /// for XML, every message read, as `{"warnings": [...]}` with ISO 8601 times.
    func json() throws -> Data {
        if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{") {
            return data
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(["warnings": messages])
    }

    /// The view: the file, each warning in full, the services' credits.
    func render(_ context: RenderContext) -> StyledText {
        RecordedAlertsRenderer.render(alerts, messageCount: messages.count, kind: kind, credits: credits, context)
    }
}
