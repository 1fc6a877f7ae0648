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
        switch word.trimmingCharacters(in: .whitespaces).lowercased() {
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
        guard let word = eventName.split(whereSeparator: { $0 == " " || $0 == "-" }).first else { return nil }
        self.init(colour: String(word))
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
