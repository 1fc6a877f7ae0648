import APICore
import Foundation

/// What CAP alerts, Atom entries and RSS items share: parameters, awareness, area codes and shapes.
enum CAPFields {
    /// CAP `parameter`s (`valueName` + `value`) by name, repeats kept in order.
    static func parameters(_ nodes: [XMLNode]) -> [String: [String]] {
        var parameters: [String: [String]] = [:]
        for node in nodes {
            guard let name = node.value("valueName") else { continue }
            parameters[name, default: []].append(node.value("value") ?? "")
        }
        return parameters
    }

    /// Sets the awareness level and type from the parameters (`awareness_level`,
    /// `awareness_type`, `riskMatrixColor`, any letter case), else the level from the colour word
    /// the event starts with.
    static func readAwareness(into warning: inout OfficialWarning) {
        guard !warning.parameters.isEmpty else {
            warning.awarenessLevel = AwarenessLevel(eventName: warning.event)
            return
        }
        let parameters = Dictionary(
            warning.parameters.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        warning.awarenessLevel =
            parameters["awareness_level"]?.first.flatMap(AwarenessLevel.init(parameter:))
            ?? parameters["riskmatrixcolor"]?.first.flatMap(AwarenessLevel.init(colour:))
            ?? AwarenessLevel(eventName: warning.event)
        warning.awarenessType = parameters["awareness_type"]?.first.flatMap(AwarenessType.init(parameter:))
    }

    /// CAP `geocode`s as codes.
    static func areaCodes(_ nodes: [XMLNode]) -> [AreaCode] {
        nodes.compactMap { node in
            guard let scheme = node.value("valueName"), let value = node.value("value") else { return nil }
            return AreaCode(scheme: scheme, value: value)
        }
    }

    /// CAP `polygon`s and `circle`s as one geometry; `nil` when there are none.
    static func geometry(
        polygons: [XMLNode], circles: [XMLNode], limit: Int
    ) throws(WeatherAlertsError) -> WarningGeometry? {
        var geometry = WarningGeometry()
        for polygon in polygons where polygon.text.utf8.contains(where: { $0 > 0x20 }) {
            geometry.polygons.append(try WarningGeometry.capPolygon(polygon.text, limit: limit))
            guard geometry.pointCount <= limit else {
                throw WeatherAlertsError(
                    .polygonTooLarge,
                    "The polygons have \(geometry.pointCount) points, more than the limit of \(limit).")
            }
        }
        for circle in circles where !circle.trimmedText.isEmpty {
            geometry.circles.append(try WarningGeometry.capCircle(circle.trimmedText))
        }
        return geometry.isEmpty ? nil : geometry
    }

    /// Area names joined with `"; "`, each once, in order.
    static func joined(_ names: [String]) -> String {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }.joined(separator: "; ")
    }
}
