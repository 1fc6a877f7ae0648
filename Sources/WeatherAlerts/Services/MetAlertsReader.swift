import APICore
import Foundation

/// Reads MET Norway's MetAlerts 2.0 GeoJSON (`current.json`): a FeatureCollection whose features
/// carry CAP fields under MET's names (`type` for the message type, `title` for the headline,
/// `when.interval` for onset and expiry, `awareness_level` as `"2; yellow; Moderate"`).
enum MetAlertsReader {
    static func warnings(from data: Data, limits: CAPReader.Limits) throws -> [OfficialWarning] {
        let collection = try FastJSONDecoder().decode(Collection.self, from: data)
        try limits.checkEntries(collection.features.count, "alerts", in: "answer")
        return try collection.features.map { feature throws(WeatherAlertsError) in
            try warning(from: feature, language: collection.lang, limits: limits)
        }
    }

    private static func warning(
        from feature: Feature, language: String?, limits: CAPReader.Limits
    ) throws(WeatherAlertsError) -> OfficialWarning {
        let properties = feature.properties
        var warning = OfficialWarning(
            id: properties.id ?? "", service: .metNorway,
            event: properties.eventAwarenessName ?? properties.event ?? "")
        warning.eventCode = properties.event
        warning.headline = properties.title
        warning.description = properties.description
        warning.instruction = properties.instruction
        warning.severity = properties.severity.map(CAPSeverity.init(rawValue:)) ?? .unknown
        warning.certainty = properties.certainty.map(CAPCertainty.init(rawValue:)) ?? .unknown
        warning.messageType = properties.type.map(CAPMessageType.init(rawValue:)) ?? .alert
        warning.status = properties.status.map(CAPStatus.init(rawValue:)) ?? .actual
        let interval = feature.when?.interval ?? []
        warning.onset = CAPDate.parse(interval.first.flatMap { $0 })
        warning.expires = CAPDate.parse(interval.count > 1 ? interval[1] : nil)
        warning.ends = CAPDate.parse(properties.eventEndingTime)
        warning.sent = sentTime(fromIdentifier: warning.id)
        warning.senderName = "MET Norway"
        warning.areaDescription = properties.area
        warning.web = properties.web.flatMap(URL.init(string:))
        warning.documentURL = properties.resources?.first { $0.mimeType?.contains("xml") == true }?.uri.flatMap(
            URL.init(string:))
        warning.language = language
        var parameters: [String: [String]] = [:]
        for (name, value) in properties.textFields { parameters[name] = [value] }
        parameters["county"] = properties.county?.values.map(\.value)
        parameters["municipality"] = properties.municipality?.values.map(\.value)
        warning.parameters = parameters.filter { !$0.value.isEmpty }
        warning.awarenessLevel =
            properties.awarenessLevel.flatMap(AwarenessLevel.init(parameter:))
            ?? properties.riskMatrixColor.flatMap(AwarenessLevel.init(colour:))
        warning.awarenessType = properties.awarenessType.flatMap(AwarenessType.init(parameter:))
        warning.geometry = try WarningGeometry.geoJSON(feature.geometry, limit: limits.maximumPolygonPoints)
        return warning
    }

    /// The time in MET's identifiers (`2.49.0.1.578.0.20250604171130.040`: sent 2025-06-04 17:11:30 UTC).
    static func sentTime(fromIdentifier identifier: String) -> Date? {
        guard let stamp = identifier.split(separator: ".").first(where: { $0.count == 14 && $0.allSatisfy(\.isNumber) })
        else { return nil }
        let digits = Array(stamp)
        let text =
            "\(String(digits[0..<4]))-\(String(digits[4..<6]))-\(String(digits[6..<8]))T"
            + "\(String(digits[8..<10])):\(String(digits[10..<12])):\(String(digits[12..<14]))Z"
        return CAPDate.parse(text)
    }

    private struct Collection: Decodable {
        let features: [Feature]
        let lang: String?
    }

    private struct Feature: Decodable {
        let geometry: GeoJSONGeometry?
        let properties: Properties
        let when: When?
    }

    private struct When: Decodable {
        let interval: [String?]
    }
}
