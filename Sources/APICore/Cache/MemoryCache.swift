/// Decoded values in memory, bounded and least-recently-used, safe to share across tasks.
///
/// A lock rather than an actor guards it: a lookup is a few hundred nanoseconds of work, and
/// callers should not have to suspend and hop executors for it.
package final class MemoryCache<Value: Sendable>: Sendable {
    private let entries: Locked<LRUCache<String, Value>>

    /// Whether the cache holds anything at all: `false` when created with capacity 0, so callers
    /// can skip preparing a value it would not keep.
    package let holdsValues: Bool

    /// Creates a cache holding at most `capacity` values; 0 disables it.
    package init(capacity: Int) {
        entries = Locked(LRUCache(capacity: capacity))
        holdsValues = capacity > 0
    }

    /// The value for `key`, if held.
    package func value(for key: String) -> Value? {
        guard holdsValues else { return nil }
        return entries.withLock { $0.value(for: key) }
    }

    /// Holds `value` for `key`; the value it pushes out is let go after the lock.
    package func set(_ value: Value, for key: String) { _ = entries.withLock { $0.set(value, for: key) } }

    /// Forgets every value.
    package func removeAll() { entries.withLock { $0.removeAll() } }

    /// How many values are held.
    package var count: Int { entries.withLock { $0.count } }
}
