import APICore
import Foundation

/// Reads an RSS feed of warnings (MET Norway's MetAlerts 1.1): each item's `cap:` elements when
/// it carries them, else its title, description, date and link to the CAP document.
struct CAPRSSReader {
    let limits: CAPReader.Limits
    let service: WarningServiceID

    func warnings(from rss: XMLNode) throws(WeatherAlertsError) -> [OfficialWarning] {
        let channel = rss.child("channel") ?? rss
        let items = channel.children("item") + rss.children("item")
        try limits.checkEntries(items.count, "items", in: "feed")
        let language = channel.value("language")
        var warnings: [OfficialWarning] = []
        for item in items {
            if let alert = item.child("alert") {
                warnings += try CAPAlertReader(limits: limits, service: service).warnings(from: alert)
                continue
            }
            let title = item.value("title")
            let link = item.value("link").flatMap(URL.init(string:))
            var warning = OfficialWarning(
                id: item.value("identifier") ?? item.value("guid") ?? link?.absoluteString ?? "", service: service,
                event: item.value("event") ?? title ?? "")
            warning.headline = title
            warning.description = item.value("description")
            warning.sent = CAPDate.parse(item.value("sent") ?? item.value("pubDate"))
            warning.onset = CAPDate.parse(item.value("onset"))
            warning.effective = CAPDate.parse(item.value("effective"))
            warning.expires = CAPDate.parse(item.value("expires"))
            warning.severity = item.value("severity").map(CAPSeverity.init(rawValue:)) ?? .unknown
            warning.urgency = item.value("urgency").map(CAPUrgency.init(rawValue:)) ?? .unknown
            warning.certainty = item.value("certainty").map(CAPCertainty.init(rawValue:)) ?? .unknown
            warning.messageType =
                (item.value("msgType") ?? item.value("message_type")).map(CAPMessageType.init(rawValue:)) ?? .alert
            warning.status = item.value("status").map(CAPStatus.init(rawValue:)) ?? .actual
            warning.areaDescription = item.value("areaDesc")
            warning.areaCodes = CAPFields.areaCodes(item.children("geocode"))
            warning.geometry = try CAPFields.geometry(
                polygons: item.children("polygon"), circles: item.children("circle"),
                limit: limits.maximumPolygonPoints)
            warning.documentURL = link
            warning.language = language
            CAPFields.readAwareness(into: &warning)
            warnings.append(warning)
        }
        return warnings
    }
}
