import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Writes each log event as one line of text, as swift-log's `StreamLogHandler` lays it out
/// (`2026-11-25T20:29:46+0000 info weather-gateway: key=value [source] message`), an event's
/// error included as `error.message` and `error.type`, with these differences:
///
/// - Metadata is formatted when an event is written, never when it is set. Hummingbird gives
///   every request's logger its request id; the stream handler formats all metadata on each
///   such change, which cost the gateway's memory route about 5% of its time.
/// - Control characters in messages and metadata (text that may come from an API or a client)
///   are written as `\u{1B}` escapes, and a backslash as `\\`, so a line stays one line, cannot
///   drive a terminal, and reads back unambiguously.
/// - Metadata providers are not consulted: the gateway sets none.
public struct TextLogHandler: LogHandler {
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
    public static func standardError(label: String) -> TextLogHandler {
        TextLogHandler(label: label) { line in FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// The handler's metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` as a line.
    public func log(event: LogEvent) {
        let pairs = event.metadata(over: metadata).sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        write(
            Self.escaped(
                "\(Self.timestamp()) \(event.level)\(label.isEmpty ? "" : " ")\(label):\(pairs) [\(event.source)] "
                    + event.message.description) + "\n")
    }

    /// `text` with each control character written as a `\u{…}` escape and each backslash doubled.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || $0 == "\\" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else if scalar == "\\" {
                result += "\\\\"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Local time, as `2026-11-25T20:29:46+0000`.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension LogEvent {
    /// The metadata to write for this event: `base` (a handler's own), then the event's, then
    /// its error as `error.message` and `error.type`, as swift-log's stream handler adds them.
    func metadata(over base: Logger.Metadata) -> Logger.Metadata {
        var merged = metadata.map { base.merging($0) { $1 } } ?? base
        if let error {
            merged["error.message"] = "\(error)"
            merged["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        return merged
    }
}
