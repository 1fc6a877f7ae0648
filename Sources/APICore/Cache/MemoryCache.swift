/// Decoded values in memory, bounded and least-recently-used, safe to share across tasks.
package actor MemoryCache<Value: Sendable> {
    private var entries: LRUCache<String, Value>

    /// Creates a cache holding at most `capacity` values; 0 disables it.
    package init(capacity: Int) {
        entries = LRUCache(capacity: capacity)
    }

    /// The value for `key`, if held.
    package func value(for key: String) -> Value? { entries.value(for: key) }

    /// Holds `value` for `key`.
    package func set(_ value: Value, for key: String) { entries.set(value, for: key) }

    /// Forgets every value.
    package func removeAll() { entries.removeAll() }

    /// How many values are held.
    package var count: Int { entries.count }
}
