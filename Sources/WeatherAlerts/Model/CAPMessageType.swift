/// What a CAP message does: a new warning, an update of earlier ones, or their cancellation.
///
/// NWS names it `messageType`, MeteoAlarm's Atom `cap:message_type` and MET Norway's GeoJSON `type`.
public enum CAPMessageType: CAPEnumeration {
    /// A new warning.
    case alert
    /// Replaces the messages it references.
    case update
    /// Ends the messages it references; never shown as a warning.
    case cancel
    /// Acknowledges receipt.
    case ack
    /// Rejects a message received.
    case error
    /// A value CAP does not define, kept as written.
    case other(String)

    /// The values CAP defines.
    public static let defined: [CAPMessageType] = [.alert, .update, .cancel, .ack, .error]

    /// Creates a value from its text, ignoring letter case.
    public init(rawValue: String) { self = Self.reading(rawValue) }

    /// The text CAP writes, or the unrecognised text.
    public var rawValue: String {
        switch self {
        case .alert: "Alert"
        case .update: "Update"
        case .cancel: "Cancel"
        case .ack: "Ack"
        case .error: "Error"
        case .other(let text): text
        }
    }

    /// Whether a message of this type is a warning in force (`Alert` or `Update`).
    public var isWarning: Bool { self == .alert || self == .update }
}
