import Foundation

/// The colour of a warning on the European scale MeteoAlarm and MET Norway use: 1 green (no
/// particular awareness needed) to 4 red (extreme).
///
/// Read from the CAP parameter `awareness_level` (`"2; yellow; Moderate"`) by its number, from
/// MET Norway's `riskMatrixColor`, or from the colour word an event starts with (MeteoAlarm's
/// Atom: `"Yellow Wind warning"`), in any letter case.
public enum AwarenessLevel: Int, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// 1: no particular awareness of the weather is required.
    case green = 1
    /// 2: potentially dangerous; be attentive.
    case yellow = 2
    /// 3: dangerous; be prepared.
    case orange = 3
    /// 4: very dangerous; take action.
    case red = 4

    /// Reads `"2; yellow; Moderate"` by its number, or a bare number or colour word; `nil` for
    /// anything else.
    public init?(parameter text: String) {
        let first = text.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if let number = Int(first), let level = AwarenessLevel(rawValue: number) {
            self = level
        } else if let level = AwarenessLevel(colour: first) {
            self = level
        } else {
            return nil
        }
    }

    /// Reads a colour word in any letter case (`"Yellow"`, `"orange"`; `"amber"` counts as orange);
    /// `nil` for any other word.
    public init?(colour word: String) {
        // ASCII letters only, so the bytes decide (Foundation's trimming and case mapping cost
        // thousands of instructions a word, and a feed asks this of every entry).
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let bytes = word.utf8.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        guard (3...6).contains(bytes.count), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let lowered = String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        switch lowered {
        case "green": self = .green
        case "yellow": self = .yellow
        case "orange", "amber": self = .orange
        case "red": self = .red
        default: return nil
        }
    }

    /// The level named by the first word of an event such as `"Yellow Wind warning"`; `nil` when
    /// the event does not start with a colour.
    public init?(eventName: String) {
        // Only the first word is read: a feed of hundreds of entries asks this of each.
        let isSeparator: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
        let bytes = eventName.utf8.drop(while: isSeparator).prefix { !isSeparator($0) }
        guard (3...6).contains(bytes.count) else { return nil } // red … yellow, orange, amber
        self.init(colour: String(decoding: bytes, as: UTF8.self))
    }

    /// The colour's English name in lower case: `"green"`, `"yellow"`, `"orange"`, `"red"`.
    public var colourName: String {
        switch self {
        case .green: "green"
        case .yellow: "yellow"
        case .orange: "orange"
        case .red: "red"
        }
    }

    /// The colour's name.
    public var description: String { colourName }

    /// Whether `lhs` is a lower level than `rhs`.
    public static func < (lhs: AwarenessLevel, rhs: AwarenessLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
