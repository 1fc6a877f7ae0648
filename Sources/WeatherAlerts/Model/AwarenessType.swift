import Foundation

/// The kind of hazard on MeteoAlarm's awareness scale, as the CAP parameter `awareness_type`
/// gives it (`"9; avalanches"`, MET Norway's `"1; Wind"`): its number and its name as written.
///
/// The number is what counts (names vary in case and spelling between services); ``kind`` names
/// the numbers MeteoAlarm defines.
public struct AwarenessType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The number, such as 9 for avalanches; `nil` when the text had none.
    public var code: Int?
    /// The name as written, such as `"avalanches"`.
    public var name: String

    /// Creates a type.
    public init(code: Int?, name: String) {
        self.code = code
        self.name = name
    }

    /// Reads `"9; avalanches"`; `nil` for empty text.
    public init?(parameter text: String) {
        let parts = text.split(separator: ";", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, !first.isEmpty else { return nil }
        if let number = Int(first) {
            self.init(code: number, name: parts.count > 1 ? parts[1] : "")
        } else {
            self.init(code: nil, name: text.trimmingCharacters(in: .whitespaces))
        }
    }

    /// The hazard the number stands for, when MeteoAlarm defines it.
    public var kind: AwarenessKind? { code.flatMap(AwarenessKind.init(rawValue:)) }

    /// `"9; avalanches"`, as CAP writes it.
    public var description: String { code.map { "\($0); \(name)" } ?? name }
}
