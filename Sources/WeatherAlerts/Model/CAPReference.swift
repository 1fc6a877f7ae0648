import Foundation

/// An earlier message that a message updates or cancels: CAP's `sender,identifier,sent` triple.
public struct CAPReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The earlier message's sender.
    public var sender: String?
    /// The earlier message's identifier: what a warning is matched by.
    public var identifier: String
    /// When the earlier message was sent, as written.
    public var sent: String?

    /// Creates a reference.
    public init(sender: String? = nil, identifier: String, sent: String? = nil) {
        self.sender = sender
        self.identifier = identifier
        self.sent = sent
    }

    /// Reads CAP's `references`: whitespace-separated `sender,identifier,sent` triples. A lone
    /// word without commas is taken as an identifier.
    public static func list(from text: String) -> [CAPReference] {
        text.split(whereSeparator: { $0.isWhitespace }).compactMap { triple in
            let parts = triple.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            switch parts.count {
            case 1: return parts[0].isEmpty ? nil : CAPReference(identifier: parts[0])
            case 2: return CAPReference(sender: parts[0], identifier: parts[1])
            default:
                return CAPReference(
                    sender: parts[0], identifier: parts[1], sent: parts[2...].joined(separator: ","))
            }
        }
    }

    /// `sender,identifier,sent`.
    public var description: String { [sender ?? "", identifier, sent ?? ""].joined(separator: ",") }
}
