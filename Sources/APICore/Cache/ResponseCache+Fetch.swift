import Foundation
import Logging

/// Decoded answers in memory over raw bodies on disk, with one network call per request in
/// flight: the layer every API client of the package caches through.
///
/// - Memory: a bounded LRU of decoded values, shared by every caller of one client.
/// - Disk: raw bodies, written atomically, evicted least-recently-used beyond a size limit.
/// - Coalescing: concurrent callers of one key share one disk read or network call and one decode;
///   processes sharing a disk directory take turns per key, so the second waits for the first
///   one's answer and reads it from disk.
/// - Stale answers: when the network fails, the newest cached answer younger than the request's
///   maximum stale age is returned with the failure attached.
package final class ResponseCache: Sendable {
    /// A decoded value and the time it describes.
    struct Entry: Sendable {
        let value: any Sendable
        let date: Date
    }

    /// An entry with where it came from and, for a stale stand-in, the failure it stands in for.
    struct Answer: Sendable {
        let entry: Entry
        let source: ResponseSource
        var staleError: (any Error)? = nil
    }

    let memory: MemoryCache<Entry>
    private let flights = Coalescer<String, Answer>()
    /// The clock that judges freshness, dates disk files and paces waits for other processes.
    let clock: any APIClock
    let logger: Logger
    /// The longest to wait for another process fetching the same key.
    let sharedWaitLimit: Duration
    /// How the disk level is doing.
    let health = DiskHealth()
    /// The files in the disk directories, for making room without listing them on every write.
    let diskIndex = DiskIndex()
    /// The files read most recently (by any cache in the process), kept open for the next hit.
    let openFiles = OpenFileCache.shared
    /// How answers are refreshed before they expire; `nil` for never.
    let refreshAhead: RefreshAhead?
    /// The length of a refresh budget's window: the settings' expiration.
    let refreshWindow: TimeInterval
    /// The background refreshes running.
    let refreshes = RefreshPlanner()
    /// The keys whose last call failed while an older answer could stand in, with when and why:
    /// for ``failureHold`` they are answered with that answer at once, without calling again.
    let recentFailures = Locked([String: (date: Date, error: any Error)]())

    /// Creates a cache holding up to `settings.memoryCapacity` decoded values.
    ///
    /// - Parameter sharedWaitLimit: The longest to wait, in seconds, for another process that is
    ///   fetching the same answer into the same directory (the client's timeout fits).
    package init(settings: CacheSettings, clock: any APIClock, logger: Logger, sharedWaitLimit: TimeInterval) {
        memory = MemoryCache(capacity: settings.memoryCapacity)
        self.clock = clock
        self.logger = logger
        self.sharedWaitLimit = .seconds(interval: sharedWaitLimit)
        refreshAhead = settings.refreshAhead
        refreshWindow = max(1, settings.expiration)
    }

    /// Answers `request` as `mode` allows.
    package func answer<Value: Sendable, Failure: APIClientError>(
        _ request: CacheRequest<Value, Failure>, mode: CacheMode
    ) async throws(Failure) -> FetchedResponse<Value, Failure> {
        let answer: Answer
        do {
            switch mode {
            case .cache:
                if let held = memory.value(for: request.key) {
                    answer = Answer(entry: held, source: .memory)
                } else if let stored = try readDisk(request) {
                    answer = Answer(entry: Entry(value: stored.value, date: stored.date), source: .disk)
                } else if let shared = await sharedAnswer(request) {
                    answer = shared
                } else {
                    throw request.missing()
                }
            case .network:
                answer = try await flights.run("remote|\(request.key)") { try await self.networkSharing(request) }
            case .automatic:
                if let held = freshInMemory(request.key, expiration: request.expiration) {
                    refreshIfDue(held, for: request)
                    answer = Answer(entry: held, source: .memory)
                } else {
                    // A fresh file is answered in the caller's own task: a disk hit then costs
                    // its read and decode, with no hop to a shared task, and its value is
                    // returned as decoded rather than through an entry. Anything else (no file,
                    // a stale or damaged one) goes through the one operation callers share.
                    let stored = try? readDisk(request)
                    if let stored, isFresh(stored.date, request.expiration) {
                        markUsed(stored, for: request)
                        if memory.holdsValues {
                            memory.set(Entry(value: stored.value, date: stored.date), for: request.key)
                        }
                        return FetchedResponse(response: stored.value, source: .disk, date: stored.date)
                    }
                    answer = try await flights.run("auto|\(request.key)") {
                        try await self.localOrNetwork(request, alreadyRead: stored)
                    }
                }
            }
        } catch {
            throw Failure.wrapping(error)
        }
        guard let value = answer.entry.value as? Value else { throw request.missing() }
        return FetchedResponse(value: value, answer: answer)
    }

    /// A fresh value for `key` from memory, without suspending: the fast path of ``answer(_:mode:)``,
    /// taken as it takes it, for `.automatic` only. An answer due for a refresh ahead of its
    /// expiry is left to ``answer(_:mode:)``, which starts the refresh.
    package func freshValue<Value: Sendable, Failure>(
        _ type: Value.Type, failing: Failure.Type, for key: String, expiration: TimeInterval, mode: CacheMode
    ) -> FetchedResponse<Value, Failure>? {
        guard mode == .automatic, let held = freshInMemory(key, expiration: expiration),
            !isDueForRefresh(held.date, expiration: expiration), let value = held.value as? Value
        else {
            return nil
        }
        return FetchedResponse(response: value, source: .memory, date: held.date)
    }

    /// The entry held in memory for `key` when it is fresh for `expiration`: the one test behind
    /// every fresh memory hit, in ``answer(_:mode:)`` and ``freshValue(_:failing:for:expiration:mode:)``.
    func freshInMemory(_ key: String, expiration: TimeInterval) -> Entry? {
        guard let held = memory.value(for: key), isFresh(held.date, expiration) else { return nil }
        return held
    }

    /// Forgets every value in memory.
    package func removeAllFromMemory() { memory.removeAll() }

    /// The shared operation behind `.automatic`: the disk (unless `alreadyRead` holds the stale
    /// file the caller found there), then the other processes' turn, the shared store and the API.
    private func localOrNetwork<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, alreadyRead: StoredAnswer<Value>? = nil
    ) async throws -> Answer {
        var fallback = memory.value(for: request.key).map { Answer(entry: $0, source: .memory) }
        do {
            if let stored = try alreadyRead ?? readDisk(request) {
                if isFresh(stored.date, request.expiration) { return diskHit(stored, for: request) }
                if fallback.map({ $0.entry.date < stored.date }) ?? true {
                    fallback = Answer(entry: Entry(value: stored.value, date: stored.date), source: .disk)
                }
            }
        } catch {
            logger.debug(
                "Replacing an unusable cache file",
                metadata: ["key": .string(request.key), "reason": .string("\(error)")])
            request.disk.map { $0.store.remove($0.fileName) }
        }
        if let held = heldFailure(request, fallback: fallback) { return held }
        let turn = try await takeSharedTurn(request)
        defer { turn?.release() }
        // Read again even without a wait: another process may have saved its answer and let go
        // of the turn between the read above and this lock.
        if turn != nil, let shared = freshFromDisk(request) { return shared }
        do {
            if let quick = standIn(request, fallback: fallback) { return try await answer(request, orAfter: quick) }
            return try await sharedOrNetwork(request, fallback: &fallback)
        } catch {
            guard request.canServeStale(error), var fallback, let maximumAge = request.maximumStaleAge,
                clock.now.timeIntervalSince(fallback.entry.date) <= maximumAge
            else { throw error }
            logger.debug(
                "Answering with a stale value", metadata: ["key": .string(request.key), "error": .string("\(error)")])
            recordFailure(error, for: request.key)
            fallback.staleError = error
            return fallback
        }
    }

    /// Calls the API and keeps the answer in memory and on disk, and in the shared store while
    /// `lease` is still held; when the call fails, `lease` is given back so others need not wait
    /// for it to run out.
    func network<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>, lease: SharedCacheLease? = nil
    ) async throws(Failure) -> Answer {
        let fetched: (value: Value, date: Date, body: Data)
        do {
            fetched = try await request.fetch()
        } catch {
            if let lease, let store = request.shared?.store { await store.releaseLease(lease) }
            throw error
        }
        if let lease { await storeShared(fetched.body, date: fetched.date, under: lease, for: request) }
        recentFailures.withLock { _ = $0.removeValue(forKey: request.key) }
        save(fetched.body, for: request)
        let entry = Entry(value: fetched.value, date: fetched.date)
        memory.set(entry, for: request.key)
        return Answer(entry: entry, source: .network)
    }

    func isFresh(_ date: Date, _ expiration: TimeInterval) -> Bool {
        Self.isFresh(date, expiration: expiration, now: clock.now)
    }

    /// How far in the future an answer's own time may lie (clock skew) and still count as fresh.
    package static let futureTolerance: TimeInterval = 300

    /// Whether an answer from `date` is fresh at `now`: no older than `expiration`, and not from
    /// further in the future than ``futureTolerance``, so a wrong clock cannot pin an answer forever.
    package static func isFresh(_ date: Date, expiration: TimeInterval, now: Date) -> Bool {
        let age = now.timeIntervalSince(date)
        return age <= expiration && age >= -futureTolerance
    }
}

extension FetchedResponse {
    /// The value of a cache answer, marked stale when it stands in for a failure.
    init(value: Response, answer: ResponseCache.Answer) {
        self.init(
            response: value, source: answer.source, date: answer.entry.date, staleError: answer.staleError as? Failure)
    }
}
