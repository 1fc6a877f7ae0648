import NIOCore
import Synchronization

/// The gateway's open connections and which of them are waiting for a request, so that at the
/// connection cap a new connection is served rather than queued behind idle ones.
///
/// Hummingbird's own cap stops accepting at the limit, which leaves a flood of idle connections
/// in charge: every newcomer, `/healthz` included, waits in the kernel's queue until one of them
/// times out. Here, past ``capacity``, each accepted connection closes the connection that has
/// waited longest without a request in progress (nothing sent yet, a head still arriving, or
/// kept alive after its answer), so the newest connections, which are the likeliest to send a
/// request at once, are served. Connections with a request in progress are never chosen: when
/// every connection is busy, accepting pauses (``isAccepting``) until one closes, and at the cap
/// a connection whose answer is written is closed rather than kept alive, which frees its place.
///
/// The count follows Hummingbird's accept handler (``opened()`` and ``closed()``, exact), the
/// waiting connections the connections' own handlers (``register(_:)`` and the rest).
final class ConnectionRoster: Sendable {
    /// The most connections open at once before the longest-waiting one is closed.
    let capacity: Int
    private let state: Mutex<State>
    private let metrics: GatewayMetrics?
    /// What to do when a flood has ebbed: return the memory it held.
    private let floodEbbed: @Sendable () -> Void

    init(
        capacity: Int, metrics: GatewayMetrics?,
        floodEbbed: @escaping @Sendable () -> Void = {
            Task.detached(priority: .background) { MemoryTrim.returnFreePages() }
        }
    ) {
        self.capacity = max(1, capacity)
        self.metrics = metrics
        self.floodEbbed = floodEbbed
        state = Mutex(State())
    }

    /// How many connections are open now.
    var openCount: Int { state.withLock { $0.open } }

    /// Whether a new connection may be accepted: below the cap; or at it, when a connection
    /// waiting without a request can make way, or when connections just accepted (not yet
    /// entered, so not yet able to make way) may, up to a small margin past the cap. Accepting
    /// pauses only when every connection has a request in progress, and resumes when one closes
    /// (at the cap, each closes after its answer).
    var isAccepting: Bool {
        state.withLock { state in
            let counted = state.open - state.closing
            guard counted >= capacity else { return true }
            let justAccepted = state.open - state.entries.count
            return state.waitingCount > 0 || (justAccepted > 0 && state.open < capacity + margin)
        }
    }

    /// How far past the cap connections just accepted may take the count before they are entered.
    private var margin: Int { max(8, capacity / 16) }

    /// Counts a connection the server accepted; past the cap, closes the one that has waited
    /// longest without a request.
    func opened() {
        let (open, victims) = state.withLock { state in
            state.open += 1
            state.peak = max(state.peak, state.open)
            return (state.open, state.takeExcess(capacity: capacity))
        }
        metrics?.connectionsOpen(open)
        close(victims)
    }

    /// Counts a connection that closed; when a flood has ebbed (the count fell to an eighth of a
    /// peak of 256 or more), hands the memory its connections held back to the system.
    func closed() {
        let (open, ebbed) = state.withLock { state in
            state.open -= 1
            guard state.peak >= Self.floodSize, state.open <= state.peak / 8 else { return (state.open, false) }
            state.peak = state.open
            return (state.open, true)
        }
        metrics?.connectionsOpen(open)
        if ebbed { floodEbbed() }
    }

    /// How many connections at once count as a flood, after which freed memory is returned.
    static let floodSize = 256

    /// Enters a new connection, waiting for its first request, and returns its number; past
    /// the cap (connections accepted while none could make way), closes the longest-waiting
    /// others.
    func register(_ channel: any Channel) -> UInt64 {
        let (id, victims) = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(channel: channel)
            // Older waiting connections make way, never the one being entered.
            let victims = state.takeExcess(capacity: capacity)
            state.markWaiting(id)
            return (id, victims)
        }
        close(victims)
        return id
    }

    /// Removes a connection that closed.
    func remove(_ id: UInt64) {
        state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: id) else { return }
            if entry.isWaiting { state.waitingCount -= 1 }
            if entry.isClosing { state.closing -= 1 }
        }
    }

    /// Marks a connection as having a request in progress: it is not closed to make way.
    func startedRequest(_ id: UInt64) {
        state.withLock { state in
            guard var entry = state.entries[id], entry.isWaiting else { return }
            entry.isWaiting = false
            entry.generation += 1
            state.entries[id] = entry
            state.waitingCount -= 1
        }
    }

    /// Marks a connection whose answers are all written as waiting again; `true` when the
    /// gateway is at its cap, and the connection should close instead of being kept alive.
    func finishedRequests(_ id: UInt64) -> Bool {
        let atCapacity = state.withLock { state in
            guard state.open - state.closing < capacity else {
                if var entry = state.entries[id], !entry.isClosing {
                    entry.isClosing = true
                    state.entries[id] = entry
                    state.closing += 1
                }
                return true
            }
            state.markWaiting(id)
            return false
        }
        if atCapacity { metrics?.connectionClosed(reason: .atCapacity) }
        return atCapacity
    }

    private func close(_ victims: [any Channel]) {
        for victim in victims {
            metrics?.connectionClosed(reason: .makingWay)
            victim.close(promise: nil)
        }
    }
}

extension ConnectionRoster {
    fileprivate struct Entry {
        let channel: any Channel
        var isWaiting = false
        /// Whether the roster has closed it (its close may not have completed yet).
        var isClosing = false
        /// Changes whenever the connection starts waiting or stops, so an old place in the
        /// queue of waiting connections is recognised and skipped.
        var generation: UInt64 = 0
    }

    /// A place in the queue of waiting connections, oldest first.
    fileprivate struct Place {
        let id: UInt64
        let generation: UInt64
    }

    fileprivate struct State {
        var open = 0
        /// The most connections open since memory was last returned after a flood.
        var peak = 0
        /// Connections being closed by the roster, still counted in ``open`` until they are gone.
        var closing = 0
        var nextID: UInt64 = 0
        var entries: [UInt64: Entry] = [:]
        var waitingCount = 0
        /// Waiting connections in the order they started waiting; places left behind by
        /// connections that closed or got a request are skipped, and dropped when they pile up.
        var queue = CircularBuffer<Place>()

        mutating func markWaiting(_ id: UInt64) {
            guard var entry = entries[id], !entry.isWaiting else { return }
            entry.isWaiting = true
            entry.generation += 1
            entries[id] = entry
            waitingCount += 1
            queue.append(Place(id: id, generation: entry.generation))
            if queue.count > 2 * entries.count + 64 {
                queue = CircularBuffer(queue.filter { isCurrent($0) })
            }
        }

        /// Takes as many of the longest-waiting connections as the count is past `capacity`
        /// (not counting those already closing), as far as there are waiting ones.
        mutating func takeExcess(capacity: Int) -> [any Channel] {
            var victims: [any Channel] = []
            while open - closing > capacity, let place = queue.popFirst() {
                guard isCurrent(place), var entry = entries[place.id] else { continue }
                entry.isWaiting = false
                entry.isClosing = true
                entry.generation += 1
                entries[place.id] = entry
                waitingCount -= 1
                closing += 1
                victims.append(entry.channel)
            }
            return victims
        }

        func isCurrent(_ place: Place) -> Bool {
            guard let entry = entries[place.id] else { return false }
            return entry.isWaiting && entry.generation == place.generation
        }
    }
}
