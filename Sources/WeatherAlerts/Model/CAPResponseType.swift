/// What a CAP message asks people to do.
public enum CAPResponseType: CAPEnumeration {
    /// Take shelter in place.
    case shelter
    /// Leave the area.
    case evacuate
    /// Make preparations.
    case prepare
    /// Carry out the pre-planned activity the instruction names.
    case execute
    /// Avoid the hazard.
    case avoid
    /// Follow information from the service.
    case monitor
    /// Evaluate the information.
    case assess
    /// The hazard no longer threatens: stand down (on an update, the warning is over).
    case allClear
    /// No action recommended.
    case none
    /// A value CAP does not define, kept as written.
    case other(String)

    /// The values CAP defines.
    public static let defined: [CAPResponseType] = [
        .shelter, .evacuate, .prepare, .execute, .avoid, .monitor, .assess, .allClear, .none,
    ]

    /// Creates a value from its text, ignoring letter case.
    public init(rawValue: String) { self = Self.reading(rawValue) }

    /// The text CAP writes, or the unrecognised text.
    public var rawValue: String {
        switch self {
        case .shelter: "Shelter"
        case .evacuate: "Evacuate"
        case .prepare: "Prepare"
        case .execute: "Execute"
        case .avoid: "Avoid"
        case .monitor: "Monitor"
        case .assess: "Assess"
        case .allClear: "AllClear"
        case .none: "None"
        case .other(let text): text
        }
    }
}
