import APICore
import Foundation

/// A datetime as Exist writes it (`2022-05-16T16:01:37.587301+10:00`), kept as the text it was
/// sent as, with the instant it names.
///
/// Exist's datetimes carry an offset and often microseconds, which `ISO8601DateFormatter` with
/// default options rejects; this reads both.
public struct ExistTimestamp: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The text as the API sent it.
    public let text: String
    /// The instant, or `nil` when the text is not an ISO 8601 datetime with an offset.
    public let date: Date?

    /// Reads `text`.
    public init(_ text: String) {
        self.text = text
        date = Self.parse(text)
    }

    /// The text.
    public var description: String { text }

    /// Decodes the text.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the text unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// `yyyy-MM-ddTHH:mm[:ss[.ffffff]](Z|±HH:mm)` as an instant.
    static func parse(_ text: String) -> Date? {
        guard let dot = text.firstIndex(of: "."), text.distance(from: text.startIndex, to: dot) == 19 else {
            return ISO8601Text.parse(text)?.date
        }
        let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let fraction = Double("0." + digits) else { return nil }
        let rest = text[text.index(after: dot)...].dropFirst(digits.count)
        guard let whole = ISO8601Text.parse(String(text[..<dot]) + rest) else { return nil }
        return whole.date.addingTimeInterval(fraction)
    }
}
