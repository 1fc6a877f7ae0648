import Foundation
import Logging

extension GatewayLogHandler {
    /// `event` as one JSON object, its metadata `merged`; `nil` when it cannot be written.
    func jsonLine(_ event: LogEvent, _ merged: Logger.Metadata) -> String? {
        var object: [String: Any] = [
            "timestamp": Self.utcTimestamp(Date()), "level": event.level.rawValue, "label": label,
            "message": event.message.description, "source": event.source,
        ]
        if !merged.isEmpty { object["metadata"] = merged.mapValues(Self.plain) }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A metadata value as plain JSON: strings, arrays and objects.
    private static func plain(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let value): value.description
        case .array(let values): values.map(plain)
        case .dictionary(let values): values.mapValues(plain)
        }
    }

    /// `2026-11-25T15:20:01.123Z`.
    static func utcTimestamp(_ date: Date) -> String {
        date.formatted(
            Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!))
    }
}
