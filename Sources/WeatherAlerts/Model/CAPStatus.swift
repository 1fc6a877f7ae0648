/// Who a CAP message is for: only `Actual` messages are shown to the public.
public enum CAPStatus: CAPEnumeration {
    /// Actionable by all targeted recipients.
    case actual
    /// For an exercise.
    case exercise
    /// For the system's operators.
    case system
    /// A technical test, to be ignored.
    case test
    /// A draft, not actionable.
    case draft
    /// A value CAP does not define, kept as written.
    case other(String)

    /// The values CAP defines.
    public static let defined: [CAPStatus] = [.actual, .exercise, .system, .test, .draft]

    /// Creates a value from its text, ignoring letter case.
    public init(rawValue: String) { self = Self.reading(rawValue) }

    /// The text CAP writes, or the unrecognised text.
    public var rawValue: String {
        switch self {
        case .actual: "Actual"
        case .exercise: "Exercise"
        case .system: "System"
        case .test: "Test"
        case .draft: "Draft"
        case .other(let text): text
        }
    }
}
