import APICore
import Foundation

/// Reads the US National Weather Service's `/alerts/active` answer: a GeoJSON FeatureCollection
/// whose features' properties are CAP fields (`messageType`, `references` as objects, `ends`).
enum NWSReader {
    static func warnings(from data: Data, limits: CAPReader.Limits) throws -> [OfficialWarning] {
        let collection = try FastJSONDecoder().decode(Collection.self, from: data)
        try limits.checkEntries(collection.features.count, "alerts", in: "answer")
        return try collection.features.map { feature throws(WeatherAlertsError) in
            try warning(from: feature, limits: limits)
        }
    }

    private static func warning(
        from feature: Feature, limits: CAPReader.Limits
    ) throws(WeatherAlertsError)
        -> OfficialWarning
    {
        let properties = feature.properties
        var warning = OfficialWarning(
            id: properties.id ?? feature.id ?? "", service: .nws, event: properties.event ?? "")
        warning.eventCode = properties.eventCode?["NationalWeatherService"]?.first
        warning.headline = properties.headline
        warning.description = properties.description
        warning.instruction = properties.instruction
        warning.severity = properties.severity.map(CAPSeverity.init(rawValue:)) ?? .unknown
        warning.urgency = properties.urgency.map(CAPUrgency.init(rawValue:)) ?? .unknown
        warning.certainty = properties.certainty.map(CAPCertainty.init(rawValue:)) ?? .unknown
        warning.messageType = properties.messageType.map(CAPMessageType.init(rawValue:)) ?? .alert
        warning.status = properties.status.map(CAPStatus.init(rawValue:)) ?? .actual
        warning.responseTypes = properties.response.map { [CAPResponseType(rawValue: $0)] } ?? []
        warning.sent = CAPDate.parse(properties.sent)
        warning.effective = CAPDate.parse(properties.effective)
        warning.onset = CAPDate.parse(properties.onset)
        warning.expires = CAPDate.parse(properties.expires)
        warning.ends = CAPDate.parse(properties.ends)
        warning.sender = properties.sender
        warning.senderName = properties.senderName
        warning.areaDescription = properties.areaDesc
        warning.areaCodes = (properties.geocode ?? [:]).sorted { $0.key < $1.key }.flatMap { scheme, values in
            values.values.map { AreaCode(scheme: scheme, value: $0.value) }
        }
        warning.references = (properties.references ?? []).map {
            CAPReference(sender: $0.sender, identifier: $0.identifier ?? $0.atID ?? "", sent: $0.sent)
        }
        warning.web = properties.web.flatMap(URL.init(string:))
        warning.documentURL = (properties.atID ?? feature.id).flatMap(URL.init(string:))
        warning.language = properties.language ?? "en-US"
        warning.parameters = (properties.parameters ?? [:]).mapValues { $0.values.map(\.value) }
        warning.geometry = try WarningGeometry.geoJSON(feature.geometry, limit: limits.maximumPolygonPoints)
        return warning
    }

    private struct Collection: Decodable {
        let features: [Feature]
    }

    private struct Feature: Decodable {
        let id: String?
        let geometry: GeoJSONGeometry?
        let properties: Properties
    }

    private struct Properties: Decodable {
        let atID: String?
        let id: String?
        let areaDesc: String?
        let geocode: [String: LenientList<LenientText>]?
        let references: [Reference]?
        let sent: String?
        let effective: String?
        let onset: String?
        let expires: String?
        let ends: String?
        let status: String?
        let messageType: String?
        let severity: String?
        let certainty: String?
        let urgency: String?
        let event: String?
        let eventCode: [String: [String]]?
        let sender: String?
        let senderName: String?
        let headline: String?
        let description: String?
        let instruction: String?
        let response: String?
        let parameters: [String: LenientList<LenientText>]?
        let language: String?
        let web: String?

        private enum CodingKeys: String, CodingKey {
            case atID = "@id"
            case id, areaDesc, geocode, references, sent, effective, onset, expires, ends, status, messageType
            case severity, certainty, urgency, event, eventCode, sender, senderName, headline, description
            case instruction, response, parameters, language, web
        }
    }

    private struct Reference: Decodable {
        let atID: String?
        let identifier: String?
        let sender: String?
        let sent: String?

        private enum CodingKeys: String, CodingKey {
            case atID = "@id"
            case identifier, sender, sent
        }
    }
}
