/// How likely the hazard is, as CAP 1.2 grades it.
public enum CAPCertainty: CAPEnumeration {
    /// It has happened or is happening.
    case observed
    /// More likely than not (over 50 %).
    case likely
    /// Possible but not likely (50 % or less).
    case possible
    /// Not expected.
    case unlikely
    /// CAP's own `Unknown`.
    case unknown
    /// A value CAP does not define, kept as written.
    case other(String)

    /// The values CAP defines.
    public static let defined: [CAPCertainty] = [.observed, .likely, .possible, .unlikely, .unknown]

    /// Creates a value from its text, ignoring letter case.
    public init(rawValue: String) { self = Self.reading(rawValue) }

    /// The text CAP writes, or the unrecognised text.
    public var rawValue: String {
        switch self {
        case .observed: "Observed"
        case .likely: "Likely"
        case .possible: "Possible"
        case .unlikely: "Unlikely"
        case .unknown: "Unknown"
        case .other(let text): text
        }
    }
}
