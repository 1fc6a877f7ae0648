import APICore
import Foundation

/// Reads one CAP `<alert>`: a warning per `info` block (one per language), sharing the alert's
/// identifier, sender, times, status, message type and references.
struct CAPAlertReader {
    let limits: CAPReader.Limits
    let service: WarningServiceID

    func warnings(from alert: XMLNode) throws(WeatherAlertsError) -> [OfficialWarning] {
        let infos = alert.children("info")
        guard infos.count <= limits.maximumEntries else {
            throw WeatherAlertsError(
                .tooManyEntries, "A CAP alert has \(infos.count) info blocks, more than \(limits.maximumEntries).")
        }
        var base = OfficialWarning(id: alert.value("identifier") ?? "", service: service, event: "")
        base.sender = alert.value("sender")
        base.sent = CAPDate.parse(alert.value("sent"))
        base.status = alert.value("status").map(CAPStatus.init(rawValue:)) ?? .actual
        base.messageType = alert.value("msgType").map(CAPMessageType.init(rawValue:)) ?? .alert
        base.references = alert.value("references").map(CAPReference.list(from:)) ?? []
        guard !infos.isEmpty else { return [base] }
        var warnings: [OfficialWarning] = []
        for info in infos {
            warnings.append(try read(info, into: base))
        }
        return warnings
    }

    /// `base` completed with one `info` block.
    private func read(_ info: XMLNode, into base: OfficialWarning) throws(WeatherAlertsError) -> OfficialWarning {
        var warning = base
        warning.event = info.value("event") ?? ""
        warning.language = info.value("language")
        warning.eventCode = info.child("eventCode")?.value("value")
        warning.headline = info.value("headline")
        warning.description = info.value("description")
        warning.instruction = info.value("instruction")
        warning.severity = info.value("severity").map(CAPSeverity.init(rawValue:)) ?? .unknown
        warning.urgency = info.value("urgency").map(CAPUrgency.init(rawValue:)) ?? .unknown
        warning.certainty = info.value("certainty").map(CAPCertainty.init(rawValue:)) ?? .unknown
        warning.responseTypes = info.children("responseType").map { CAPResponseType(rawValue: $0.trimmedText) }
        warning.effective = CAPDate.parse(info.value("effective"))
        warning.onset = CAPDate.parse(info.value("onset"))
        warning.expires = CAPDate.parse(info.value("expires"))
        warning.senderName = info.value("senderName")
        warning.web = info.value("web").flatMap(URL.init(string:))
        warning.parameters = CAPFields.parameters(info.children("parameter"))
        CAPFields.readAwareness(into: &warning)
        let areas = info.children("area")
        let descriptions = areas.compactMap { $0.value("areaDesc") }
        warning.areaDescription = descriptions.isEmpty ? nil : CAPFields.joined(descriptions)
        warning.areaCodes = areas.flatMap { CAPFields.areaCodes($0.children("geocode")) }
        warning.geometry = try CAPFields.geometry(
            polygons: areas.flatMap { $0.children("polygon") }, circles: areas.flatMap { $0.children("circle") },
            limit: limits.maximumPolygonPoints)
        return warning
    }
}
