import APICore
import Foundation

/// Reads the Hong Kong Observatory's warning summary (`weather.php?dataType=warnsum`): an object
/// keyed by warning family (`WHOT`, `WFIRE`, `WTCSGNL` …), each with its name, subtype code,
/// colour or description (`type`), action (`ISSUE`, `EXTEND`, `CANCEL` …) and times. The
/// warnings cover the whole territory.
enum HKOReader {
    static func warnings(from data: Data, language: String?) throws -> [OfficialWarning] {
        let families = try FastJSONDecoder().decode([String: Entry].self, from: data)
        let language = language.map { ["tc": "zh-Hant", "sc": "zh-Hans"][$0] ?? $0 }
        return families.sorted { $0.key < $1.key }.map { family, entry in
            var warning = OfficialWarning(
                id: "\(entry.code ?? family)@\(entry.issueTime ?? "")", service: .hongKongObservatory,
                event: entry.name ?? family)
            warning.eventCode = entry.code ?? family
            warning.headline = [entry.name, entry.type].compactMap { $0 }.joined(separator: " · ")
            warning.messageType = message(entry.actionCode)
            warning.effective = CAPDate.parse(entry.issueTime)
            warning.onset = warning.effective
            warning.sent = CAPDate.parse(entry.updateTime) ?? warning.effective
            warning.expires = CAPDate.parse(entry.expireTime)
            warning.senderName = "Hong Kong Observatory"
            warning.areaDescription = "Hong Kong"
            warning.language = language
            warning.awarenessLevel = level(code: entry.code ?? family)
            warning.parameters = [
                "actionCode": entry.actionCode.map { [$0] } ?? [], "type": entry.type.map { [$0] } ?? [],
            ]
            .filter { !$0.value.isEmpty }
            return warning
        }
    }

    /// `CANCEL` is a cancellation; `ISSUE` a new warning; `REISSUE`, `EXTEND` and `UPDATE` updates.
    private static func message(_ action: String?) -> CAPMessageType {
        switch action?.uppercased() {
        case "CANCEL": .cancel
        case "REISSUE", "EXTEND", "UPDATE": .update
        default: .alert
        }
    }

    /// The colour of the warnings that have one: fire danger (yellow, red) and rainstorm (amber,
    /// red, black).
    private static func level(code: String) -> AwarenessLevel? {
        switch code.uppercased() {
        case "WFIREY": .yellow
        case "WFIRER": .red
        case "WRAINA": .yellow
        case "WRAINR": .orange
        case "WRAINB": .red
        default: nil
        }
    }

    private struct Entry: Decodable {
        let name: String?
        let code: String?
        let type: String?
        let actionCode: String?
        let issueTime: String?
        let expireTime: String?
        let updateTime: String?
    }
}
