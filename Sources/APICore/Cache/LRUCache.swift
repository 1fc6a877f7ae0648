/// A bounded map that forgets the least recently used entry when full. Not thread-safe: keep it
/// inside an actor.
///
/// Lookups, insertions and evictions are O(1): entries live in an array threaded by a doubly
/// linked recency list, and a dictionary maps keys to slots.
package struct LRUCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var newer: Int?
        var older: Int?
    }

    /// The most entries kept; 0 keeps none.
    package let capacity: Int
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// Creates an empty cache holding at most `capacity` entries.
    package init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many entries the cache holds.
    package var count: Int { index.count }

    /// The value for `key`, marking it as the most recently used.
    package mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return slots[slot].value
    }

    /// Stores `value` for `key` as the most recently used, evicting the oldest entry if full.
    ///
    /// - Returns: The value that made room, or the one `value` replaced, so a caller can let it
    ///   go outside its lock.
    @discardableResult
    package mutating func set(_ value: Value, for key: Key) -> Value? {
        guard capacity > 0 else { return nil }
        if let slot = index[key] {
            let replaced = slots[slot].value
            slots[slot].value = value
            moveToFront(slot)
            return replaced
        }
        let slot: Int
        var evicted: Value?
        if slots.count < capacity {
            slot = slots.count
            slots.append(Slot(key: key, value: value))
        } else {
            // Reuse the oldest slot for the new entry.
            slot = oldest!
            unlink(slot)
            index[slots[slot].key] = nil
            evicted = slots[slot].value
            slots[slot] = Slot(key: key, value: value)
        }
        index[key] = slot
        linkAtFront(slot)
        return evicted
    }

    /// Forgets the entry for `key`, returning its value.
    @discardableResult
    package mutating func removeValue(for key: Key) -> Value? {
        guard let slot = index.removeValue(forKey: key) else { return nil }
        unlink(slot)
        let removed = slots[slot].value
        let last = slots.count - 1
        if slot != last {
            // The last slot moves into the hole; its neighbours and the index follow it.
            let moved = slots[last]
            slots[slot] = moved
            index[moved.key] = slot
            if let newer = moved.newer { slots[newer].older = slot } else { newest = slot }
            if let older = moved.older { slots[older].newer = slot } else { oldest = slot }
        }
        slots.removeLast()
        return removed
    }

    /// Forgets every entry.
    package mutating func removeAll() {
        slots.removeAll()
        index.removeAll()
        newest = nil
        oldest = nil
    }

    private mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (slots[slot].newer, slots[slot].older)
        if let newer { slots[newer].older = older } else { newest = older }
        if let older { slots[older].newer = newer } else { oldest = newer }
        slots[slot].newer = nil
        slots[slot].older = nil
    }

    private mutating func linkAtFront(_ slot: Int) {
        slots[slot].older = newest
        slots[slot].newer = nil
        if let newest { slots[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
