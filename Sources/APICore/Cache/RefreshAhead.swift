import Foundation

/// How a cache refreshes answers that callers keep asking for before they expire: a caller who
/// finds an answer within ``lead`` of its expiry gets it at once, and the cache fetches its
/// successor in the background, once per key.
///
/// Only demand starts a refresh: an answer nobody asks for in its last ``lead`` seconds simply
/// expires. At most ``budget`` refreshes start per expiration window, across all keys, so a
/// cache full of answers cannot turn into a burst of calls. With a shared store, the key's lease
/// decides which process calls the API; the others find its answer in the store.
///
/// Settings compare equal when their values are equal and they name the same observer object.
public struct RefreshAhead: Sendable, Hashable {
    /// How long before its expiry an answer that is asked for is refreshed, in seconds.
    public var lead: TimeInterval
    /// The most refreshes that start in one expiration window (the cache settings' expiration),
    /// across all keys.
    public var budget: Int
    /// Told of every refresh started, refused for the budget, or failed; `nil` for none.
    public var observer: (any RefreshObserver)?

    /// Creates settings: refresh `lead` seconds before expiry, at most `budget` per window.
    public init(lead: TimeInterval, budget: Int = 1000, observer: (any RefreshObserver)? = nil) {
        self.lead = lead
        self.budget = budget
        self.observer = observer
    }

    /// Whether two settings hold the same values and the same observer object.
    public static func == (lhs: RefreshAhead, rhs: RefreshAhead) -> Bool {
        lhs.lead == rhs.lead && lhs.budget == rhs.budget
            && lhs.observer.map(ObjectIdentifier.init) == rhs.observer.map(ObjectIdentifier.init)
    }

    /// Hashes the values and the observer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(lead)
        hasher.combine(budget)
        hasher.combine(observer.map(ObjectIdentifier.init))
    }
}

/// What happened to a background refresh, for counting (a server's metrics).
public enum RefreshEvent: String, Sendable, Hashable, CaseIterable {
    /// A refresh started.
    case started
    /// A refresh was wanted but the window's budget was spent.
    case overBudget = "over_budget"
    /// A refresh found the API failing; the answer held stays until it expires.
    case failed
}

/// Counts background refreshes (``RefreshAhead/observer``); called from any task, so keep it quick.
public protocol RefreshObserver: AnyObject, Sendable {
    /// Records `event` for the cache key `key` (never a secret: the key names the request).
    func refresh(_ event: RefreshEvent, key: String)
}
