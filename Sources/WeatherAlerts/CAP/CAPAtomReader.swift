import APICore
import Foundation

/// Reads an Atom feed of warnings: each entry's `cap:` elements (MeteoAlarm's legacy feeds, one
/// entry per language, area and geocode), a CAP `<alert>` inside an entry, or else the entry's
/// title and its link to the CAP document.
struct CAPAtomReader {
    let limits: CAPReader.Limits
    let service: WarningServiceID

    func warnings(from feed: XMLNode) throws(WeatherAlertsError) -> [OfficialWarning] {
        let entries = feed.children("entry")
        try limits.checkEntries(entries.count, "entries", in: "feed")
        var warnings: [OfficialWarning] = []
        warnings.reserveCapacity(entries.count)
        for entry in entries {
            if let alert = entry.child("alert") ?? entry.child("content")?.child("alert") {
                warnings += try CAPAlertReader(limits: limits, service: service).warnings(from: alert)
            } else {
                warnings.append(try read(entry))
            }
        }
        return warnings
    }

    private func read(_ entry: XMLNode) throws(WeatherAlertsError) -> OfficialWarning {
        let links = entry.children("link")
        let capLink = links.first { $0.attributes["type"]?.lowercased().contains("cap+xml") == true }
        let title = entry.value("title")
        var warning = OfficialWarning(
            id: entry.value("identifier") ?? entry.value("id") ?? "", service: service,
            event: entry.value("event") ?? title ?? "")
        warning.headline = title
        warning.sent = CAPDate.parse(entry.value("sent") ?? entry.value("published") ?? entry.value("updated"))
        warning.effective = CAPDate.parse(entry.value("effective"))
        warning.onset = CAPDate.parse(entry.value("onset"))
        warning.expires = CAPDate.parse(entry.value("expires"))
        warning.severity = entry.value("severity").map(CAPSeverity.init(rawValue:)) ?? .unknown
        warning.urgency = entry.value("urgency").map(CAPUrgency.init(rawValue:)) ?? .unknown
        warning.certainty = entry.value("certainty").map(CAPCertainty.init(rawValue:)) ?? .unknown
        warning.status = entry.value("status").map(CAPStatus.init(rawValue:)) ?? .actual
        warning.messageType =
            (entry.value("message_type") ?? entry.value("msgType")).map(CAPMessageType.init(rawValue:)) ?? .alert
        warning.references = entry.value("references").map(CAPReference.list(from:)) ?? []
        warning.areaDescription = entry.value("areaDesc")
        warning.areaCodes = CAPFields.areaCodes(entry.children("geocode"))
        warning.geometry = try CAPFields.geometry(
            polygons: entry.children("polygon"), circles: entry.children("circle"), limit: limits.maximumPolygonPoints)
        warning.documentURL = capLink?.attributes["href"].flatMap(URL.init(string:))
        let page = links.first { $0 !== capLink && ($0.attributes["rel"] ?? "alternate") == "alternate" }
        warning.web = page?.attributes["href"].flatMap(URL.init(string:))
        warning.language = links.lazy.compactMap { $0.attributes["hreflang"] }.first
        if let summary = entry.value("summary") { warning.description = summary }
        CAPFields.readAwareness(into: &warning)
        return warning
    }
}
