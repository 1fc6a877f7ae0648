import Foundation
import Logging

/// Writes each log event as one line of JSON, for log collectors: `timestamp` (ISO 8601, UTC,
/// milliseconds), `level`, `label`, `message`, `source` and, when there is any, `metadata` (an
/// event's error as `error.message` and `error.type`), with keys sorted so equal events print
/// equal lines.
public struct JSONLogHandler: LogHandler {
    /// Metadata added to every event of this handler.
    public var metadata: Logger.Metadata = [:]
    /// The least severe level written.
    public var logLevel: Logger.Level = .info

    private let label: String
    private let write: @Sendable (String) -> Void

    /// Creates a handler for `label` that gives each line (with its newline) to `write`.
    public init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.write = write
    }

    /// A handler writing to standard error.
    public static func standardError(label: String) -> JSONLogHandler {
        JSONLogHandler(label: label) { line in FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// The handler's metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` as a line of JSON.
    public func log(event: LogEvent) {
        var object: [String: Any] = [
            "timestamp": Self.timestamp(Date()), "level": event.level.rawValue, "label": label,
            "message": event.message.description, "source": event.source,
        ]
        let merged = event.metadata(over: metadata)
        if !merged.isEmpty { object["metadata"] = merged.mapValues(Self.plain) }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        write(String(decoding: data, as: UTF8.self) + "\n")
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
    static func timestamp(_ date: Date) -> String {
        date.formatted(
            Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!))
    }
}
