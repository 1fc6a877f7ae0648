/// How soon people should act, as CAP 1.2 grades it.
public enum CAPUrgency: CAPEnumeration {
    /// Act now.
    case immediate
    /// Act soon, within the next hour.
    case expected
    /// Act in the near future.
    case future
    /// No longer needed (cancellations carry it).
    case past
    /// CAP's own `Unknown`.
    case unknown
    /// A value CAP does not define, kept as written.
    case other(String)

    /// The values CAP defines.
    public static let defined: [CAPUrgency] = [.immediate, .expected, .future, .past, .unknown]

    /// Creates a value from its text, ignoring letter case.
    public init(rawValue: String) { self = Self.reading(rawValue) }

    /// The text CAP writes, or the unrecognised text.
    public var rawValue: String {
        switch self {
        case .immediate: "Immediate"
        case .expected: "Expected"
        case .future: "Future"
        case .past: "Past"
        case .unknown: "Unknown"
        case .other(let text): text
        }
    }
}
