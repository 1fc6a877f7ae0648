import Synchronization

/// Rendered pages for a moment, so a burst of requests for one place renders it once.
///
/// A page is kept as its whole text (each request's own time travels in a header). It is kept
/// for ``lifetime`` only: the data behind it comes from the caches either way, and a page can
/// then be at most that much older than they are.
final class PageCache: Sendable {
    /// A place as the request named it, with what the request asked of the page.
    struct Key: Hashable, Sendable {
        let place: String
        let query: PageQuery
    }

    private struct Entry: Sendable {
        let page: String
        let expires: ContinuousClock.Instant
    }

    private let entries = Mutex<[Key: Entry]>([:])
    /// How long a rendered page is answered again.
    let lifetime: Duration
    /// The most pages kept; past it the expired ones go, and all of them if none has expired.
    let capacity: Int

    init(lifetime: Duration, capacity: Int) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The page for `key` rendered less than ``lifetime`` before `now`.
    func page(for key: Key, at now: ContinuousClock.Instant) -> String? {
        entries.withLock { entries in
            guard let entry = entries[key], now < entry.expires else { return nil }
            return entry.page
        }
    }

    /// Keeps a page rendered at `now`.
    func store(_ page: String, for key: Key, at now: ContinuousClock.Instant) {
        guard capacity > 0 else { return }
        entries.withLock { entries in
            if entries.count >= capacity, entries[key] == nil {
                entries = entries.filter { now < $0.value.expires }
                if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            }
            entries[key] = Entry(page: page, expires: now + lifetime)
        }
    }
}
