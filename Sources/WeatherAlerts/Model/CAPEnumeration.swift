import Foundation

/// A CAP 1.2 enumeration (severity, urgency, certainty, message type, status, response type):
/// read from the text a service writes, in any letter case, keeping a value CAP does not define
/// rather than losing it.
///
/// Every conforming type is `Codable` as its text, so a stored warning reads back unchanged.
public protocol CAPEnumeration: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible
where RawValue == String {
    /// The values CAP 1.2 defines, in its order.
    static var defined: [Self] { get }

    /// A value CAP does not define, kept as written.
    static func other(_ text: String) -> Self

    /// Creates a value from its text; never fails: text CAP does not define becomes ``other(_:)``.
    init(rawValue: String)
}

extension CAPEnumeration {
    /// Reads `text` ignoring letter case and surrounding spaces.
    package static func reading(_ text: String) -> Self {
        if let exact = defined.first(where: { $0.rawValue == text }) { return exact }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = trimmed.lowercased()
        return defined.first { $0.rawValue.lowercased() == lowered } ?? other(trimmed)
    }

    /// The text CAP writes for the value, or the unrecognised text as it was written.
    public var description: String { rawValue }

    /// Decodes the value from its text.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
