import APICore
import Foundation

/// The shape of a service's answer, which decides the reader.
public enum WarningFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// CAP 1.2 XML: an `<alert>` alone, or an Atom or RSS feed of them (MeteoAlarm, MET Norway
    /// 1.1, any national CAP feed), read by ``CAPReader``.
    case cap
    /// The NWS API's GeoJSON FeatureCollection of alerts.
    case nwsGeoJSON
    /// MET Norway's MetAlerts 2.0 GeoJSON.
    case metAlertsGeoJSON
    /// MeteoAlarm's JSON API: CAP alerts as JSON.
    case meteoAlarmJSON
    /// The Hong Kong Observatory's warning summary (`warnsum`).
    case hongKongWarningSummary

    /// The format of a recorded body, told from its first bytes and members: XML is CAP; JSON is
    /// NWS's when it has `features` and a `title` or `@context`, MET Norway's when it has
    /// `features` and `lastChange` or `lang`, MeteoAlarm's when it has `warnings`, and otherwise
    /// HKO's (an object of warning families, `{}` when none); `nil` for anything else.
    public static func detect(_ data: Data) -> WarningFormat? {
        guard let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else {
            return nil
        }
        if first == UInt8(ascii: "<") { return .cap }
        guard first == UInt8(ascii: "{"), let keys = try? FastJSONDecoder().decode(TopLevelKeys.self, from: data)
        else { return nil }
        if keys.names.contains("features") {
            return keys.names.contains("lastChange") || keys.names.contains("lang") ? .metAlertsGeoJSON : .nwsGeoJSON
        }
        if keys.names.contains("warnings") { return .meteoAlarmJSON }
        return keys.names.allSatisfy { $0.first == "W" } ? .hongKongWarningSummary : nil
    }

    /// The member names of a JSON object.
    private struct TopLevelKeys: Decodable {
        let names: Set<String>

        private struct Key: CodingKey {
            let stringValue: String
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            names = Set(try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue))
        }
    }
}
