import Foundation

extension OfficialWarning {
    /// When the hazard ends as far as anyone can tell: ``ends`` when the service gives it, else
    /// ``expires``.
    public var displayEnd: Date? { ends ?? expires }

    /// When the hazard starts: ``onset``, else ``effective``, else ``sent``.
    public var start: Date? { onset ?? effective ?? sent }

    /// Whether the warning is in force or still to come at `date`: an `Actual` `Alert` or
    /// `Update` whose ``expires`` (and ``ends``, when given) lie after `date`, and that does not
    /// give the all-clear (an update saying `AllClear` stands the warning down).
    public func isLive(at date: Date) -> Bool {
        guard status == .actual, messageType.isWarning, !responseTypes.contains(.allClear) else { return false }
        if let expires, expires <= date { return false }
        if let ends, ends <= date { return false }
        return true
    }

    /// Whether the hazard has begun at `date`.
    public func hasBegun(at date: Date) -> Bool { (start ?? date) <= date }
}
