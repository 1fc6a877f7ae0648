import APICore
import Foundation

/// Reads MeteoAlarm's JSON API (`/api/v1/warnings/feeds-<country>`): `{"warnings": [{"alert":
/// {CAP alert as JSON}, "uuid": …}]}`, one warning per alert and `info` (language).
enum MeteoAlarmJSONReader {
    static func warnings(from data: Data, limits: CAPReader.Limits) throws -> [OfficialWarning] {
        let body = try FastJSONDecoder().decode(Body.self, from: data)
        try limits.checkEntries(body.warnings.count, "warnings", in: "answer")
        var warnings: [OfficialWarning] = []
        for item in body.warnings {
            let alert = item.alert
            var base = OfficialWarning(id: alert.identifier ?? item.uuid ?? "", service: .meteoAlarm, event: "")
            base.sender = alert.sender
            base.sent = CAPDate.parse(alert.sent)
            base.status = alert.status.map(CAPStatus.init(rawValue:)) ?? .actual
            base.messageType = alert.msgType.map(CAPMessageType.init(rawValue:)) ?? .alert
            base.references = alert.references.map { CAPReference.list(from: $0.value) } ?? []
            guard let infos = alert.info, !infos.isEmpty else {
                warnings.append(base)
                continue
            }
            for info in infos {
                warnings.append(try read(info, into: base, limits: limits))
            }
        }
        return warnings
    }

    private static func read(
        _ info: Info, into base: OfficialWarning, limits: CAPReader.Limits
    ) throws(WeatherAlertsError) -> OfficialWarning {
        var warning = base
        warning.event = info.event ?? ""
        warning.language = info.language
        warning.headline = info.headline
        warning.description = info.description
        warning.instruction = info.instruction
        warning.severity = info.severity.map(CAPSeverity.init(rawValue:)) ?? .unknown
        warning.urgency = info.urgency.map(CAPUrgency.init(rawValue:)) ?? .unknown
        warning.certainty = info.certainty.map(CAPCertainty.init(rawValue:)) ?? .unknown
        warning.responseTypes = info.responseType?.values.map { CAPResponseType(rawValue: $0) } ?? []
        warning.effective = CAPDate.parse(info.effective)
        warning.onset = CAPDate.parse(info.onset)
        warning.expires = CAPDate.parse(info.expires)
        warning.senderName = info.senderName
        warning.web = info.web.flatMap(URL.init(string:))
        var parameters: [String: [String]] = [:]
        for parameter in info.parameter ?? [] {
            guard let name = parameter.valueName else { continue }
            parameters[name, default: []].append(parameter.value?.value ?? "")
        }
        warning.parameters = parameters
        CAPFields.readAwareness(into: &warning)
        let areas = info.area ?? []
        let descriptions = areas.compactMap(\.areaDesc)
        warning.areaDescription = descriptions.isEmpty ? nil : CAPFields.joined(descriptions)
        warning.areaCodes = areas.flatMap { area in
            (area.geocode ?? []).compactMap { code in
                guard let scheme = code.valueName, let value = code.value?.value else { return nil }
                return AreaCode(scheme: scheme, value: value)
            }
        }
        var geometry = WarningGeometry()
        for text in areas.flatMap({ $0.polygon?.values ?? [] }) {
            geometry.polygons.append(try WarningGeometry.capPolygon(text, limit: limits.maximumPolygonPoints))
        }
        for text in areas.flatMap({ $0.circle?.values ?? [] }) {
            geometry.circles.append(try WarningGeometry.capCircle(text))
        }
        warning.geometry = geometry.isEmpty ? nil : geometry
        return warning
    }

    private struct Body: Decodable {
        let warnings: [Item]
    }

    private struct Item: Decodable {
        let alert: Alert
        let uuid: String?
    }

    private struct Alert: Decodable {
        let identifier: String?
        let sender: String?
        let sent: String?
        let status: String?
        let msgType: String?
        let references: LenientText?
        let info: [Info]?
    }

    private struct Info: Decodable {
        let language: String?
        let event: String?
        let responseType: LenientList<String>?
        let urgency: String?
        let severity: String?
        let certainty: String?
        let effective: String?
        let onset: String?
        let expires: String?
        let senderName: String?
        let headline: String?
        let description: String?
        let instruction: String?
        let web: String?
        let parameter: [Parameter]?
        let area: [Area]?
    }

    private struct Parameter: Decodable {
        let valueName: String?
        let value: LenientText?
    }

    private struct Area: Decodable {
        let areaDesc: String?
        let geocode: [Parameter]?
        let polygon: LenientList<String>?
        let circle: LenientList<String>?
    }
}
