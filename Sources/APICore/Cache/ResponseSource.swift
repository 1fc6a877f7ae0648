/// Where an answer came from.
public enum ResponseSource: String, Sendable, Hashable, CaseIterable, Codable {
    /// The memory cache: no disk read, no network call.
    case memory
    /// The disk cache.
    case disk
    /// A cache shared by many processes (``CacheSettings/sharedStore``).
    case shared
    /// The API, just now.
    case network
    /// A cached answer older than its expiration, standing in because the API failed.
    case stale

    /// Whether the answer came from a cache rather than the API just now.
    public var isCached: Bool { self != .network }
}
