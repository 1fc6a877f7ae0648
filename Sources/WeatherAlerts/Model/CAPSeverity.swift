/// How severe a warning is, as CAP 1.2 grades it: the first key warnings are ordered by.
public enum CAPSeverity: CAPEnumeration, Comparable {
    /// Extraordinary threat to life or property.
    case extreme
    /// Significant threat to life or property.
    case severe
    /// Possible threat to life or property.
    case moderate
    /// Minimal to no known threat to life or property.
    case minor
    /// CAP's own `Unknown`: the service does not say (NWS air quality alerts, for one).
    case unknown
    /// A value CAP does not define, kept as written.
    case other(String)

    /// The values CAP defines, most severe first.
    public static let defined: [CAPSeverity] = [.extreme, .severe, .moderate, .minor, .unknown]

    /// Creates a value from its text, ignoring letter case.
    public init(rawValue: String) { self = Self.reading(rawValue) }

    /// The text CAP writes: `Extreme`, `Severe`, `Moderate`, `Minor`, `Unknown`, or the unrecognised text.
    public var rawValue: String {
        switch self {
        case .extreme: "Extreme"
        case .severe: "Severe"
        case .moderate: "Moderate"
        case .minor: "Minor"
        case .unknown: "Unknown"
        case .other(let text): text
        }
    }

    /// The rank used for ordering: 4 for extreme down to 1 for minor, 0 otherwise.
    public var rank: Int {
        switch self {
        case .extreme: 4
        case .severe: 3
        case .moderate: 2
        case .minor: 1
        case .unknown, .other: 0
        }
    }

    /// Whether `lhs` is less severe than `rhs`.
    public static func < (lhs: CAPSeverity, rhs: CAPSeverity) -> Bool { lhs.rank < rhs.rank }
}
