import Foundation
import Logging

/// Writes each log event as one line, as text or as JSON (``Format``); `weather-gateway
/// --log-format` picks which.
///
/// Both formats differ from swift-log's `StreamLogHandler` in two ways that matter to a server:
/// metadata is formatted when a line is written, never when it is set (Hummingbird gives every
/// request's logger its request id, and the stream handler formats all metadata on each such
/// change, about 5% of the gateway's memory route), and text that may come from an API or a
/// client cannot break a line or drive a terminal. An event's error is written as
/// `error.message` and `error.type`. Metadata providers are not consulted: the gateway sets none.
public struct GatewayLogHandler: LogHandler {
    /// How lines are laid out.
    public enum Format: String, Sendable, CaseIterable {
        /// `StreamLogHandler`'s layout: `2026-11-25T20:29:46+0000 info weather-gateway: key=value
        /// [source] message`, with control characters written as `\u{1B}` escapes and a
        /// backslash as `\\`.
        case text
        /// One JSON object per line, for log collectors: `timestamp` (ISO 8601, UTC,
        /// milliseconds), `level`, `label`, `message`, `source` and, when there is any,
        /// `metadata`, with keys sorted so equal events print equal lines.
        case json
    }

    /// Metadata added to every event of this handler.
    public var metadata: Logger.Metadata = [:]
    /// The least severe level written.
    public var logLevel: Logger.Level = .info

    /// The layout of each line.
    public let format: Format
    let label: String
    private let write: @Sendable (String) -> Void

    /// Creates a handler for `label` that gives each line (with its newline) to `write`.
    public init(format: Format, label: String, write: @escaping @Sendable (String) -> Void) {
        self.format = format
        self.label = label
        self.write = write
    }

    /// A handler writing to standard error.
    public static func standardError(format: Format, label: String) -> GatewayLogHandler {
        GatewayLogHandler(format: format, label: label) { line in FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// The handler's metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` as a line.
    public func log(event: LogEvent) {
        var merged = event.metadata.map { metadata.merging($0) { $1 } } ?? metadata
        if let error = event.error {
            merged["error.message"] = "\(error)"
            merged["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        let line =
            switch format {
            case .text: textLine(event, merged)
            case .json: jsonLine(event, merged)
            }
        if let line { write(line + "\n") }
    }
}
