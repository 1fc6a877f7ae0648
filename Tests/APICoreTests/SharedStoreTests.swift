import APICore
import Foundation
import Logging
import TestSupport
import Testing

struct SharedStoreError: APIClientError {
    struct Code: APIErrorCode {
        let rawValue: String
    }

    var code: Code
    var message: String
    var context: APIErrorContext

    static let apiName = "The Sample API"
}

/// A shared store in memory, as several processes would see one database: entries, leases that
/// run out, and waiters woken on every change.
final class MemorySharedStore: SharedResponseStore {
    struct State {
        var entries: [SharedCacheKey: SharedCacheEntry] = [:]
        var leases: [SharedCacheKey: (holder: UUID, until: ContinuousClock.Instant)] = [:]
        var failing = false
        /// How many lease requests from now are answered late, as a busy database does.
        var lateAcquires = 0
        var takeovers = 0
        var lateWrites = 0
    }

    let leaseDuration: Duration
    let state = Locked(State())

    init(leaseDuration: Duration = .seconds(5)) { self.leaseDuration = leaseDuration }

    private func check() throws {
        if state.withLock({ $0.failing }) { throw CancellationError() }
    }

    func entry(for key: SharedCacheKey) async throws -> SharedCacheEntry? {
        try check()
        return state.withLock { $0.entries[key] }
    }

    /// A late answer, as a busy database gives one.
    struct Late: SharedStoreFailure {
        var isLate: Bool { true }
    }

    func acquireLease(for key: SharedCacheKey) async throws -> SharedCacheLease? {
        try check()
        let late = state.withLock { state in
            defer { state.lateAcquires = max(0, state.lateAcquires - 1) }
            return state.lateAcquires > 0
        }
        if late { throw Late() }
        return state.withLock { state in
            let now = ContinuousClock.now
            if let held = state.leases[key] {
                guard held.until < now else { return nil }
                state.takeovers += 1
            }
            let lease = SharedCacheLease(key: key, holder: UUID())
            state.leases[key] = (lease.holder, now.advanced(by: leaseDuration))
            return lease
        }
    }

    func store(_ entry: SharedCacheEntry, under lease: SharedCacheLease) async throws -> Bool {
        try check()
        return state.withLock { state in
            guard let held = state.leases[lease.key], held.holder == lease.holder, held.until >= .now else {
                state.lateWrites += 1
                return false
            }
            state.leases[lease.key] = nil
            state.entries[lease.key] = entry
            return true
        }
    }

    func releaseLease(_ lease: SharedCacheLease) async {
        state.withLock { state in
            if state.leases[lease.key]?.holder == lease.holder { state.leases[lease.key] = nil }
        }
    }

    /// Makes every lease run out now, as if its holder had been frozen past it.
    func expireLeases() {
        state.withLock { state in
            for key in state.leases.keys { state.leases[key]?.until = .now - .seconds(1) }
        }
    }

    func waitForChange(of key: SharedCacheKey, timeout: Duration) async {
        try? await Task.sleep(for: min(timeout, .milliseconds(20)))
    }
}

/// Counts API calls across tasks.
final class CallCounter: Sendable {
    private let value = Locked(0)
    var count: Int { value.withLock { $0 } }
    func increment() { value.withLock { $0 += 1 } }
}

@Suite("The shared level: after memory and disk, one API call per key across caches")
struct SharedStoreTests {
    static let key = SharedCacheKey(namespace: "sample api.example.com", name: "item-1.json")

    /// A body written as `tag@seconds`, read back as the tag and its date.
    @Sendable static func decodeTagged(_ data: Data) throws(SharedStoreError) -> (value: String, date: Date) {
        let parts = String(decoding: data, as: UTF8.self).split(separator: "@")
        return (String(parts[0]), Date(timeIntervalSince1970: Double(parts[1]) ?? 0))
    }

    /// A request whose fetch counts calls and answers `body` stamped with `date`.
    static func request(
        _ store: MemorySharedStore?, calls: CallCounter, date: Date = Date(), delay: Duration = .zero,
        failing: Bool = false, tag: String = "fetched", gate: AsyncStream<Void>? = nil
    ) -> CacheRequest<String, SharedStoreError> {
        let settings = CacheSettings(
            directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 8, expiration: 60,
            maximumStaleAge: 3600, sharedStore: store)
        return CacheRequest(
            key: "item-1", fileName: key.name, settings: settings, sharedNamespace: key.namespace,
            isCacheFile: { _ in true },
            decode: SharedStoreTests.decodeTagged,
            fetch: { () async throws(SharedStoreError) in
                calls.increment()
                try? await Task.sleep(for: delay)
                if let gate { for await _ in gate {} }
                if failing { throw SharedStoreError(.httpStatus, "The API failed.", httpStatus: 500) }
                return (tag, date, Data("\(tag)@\(date.timeIntervalSince1970)".utf8))
            },
            missing: { SharedStoreError(.notCached, "Nothing cached.") },
            unreadable: { SharedStoreError(.corruptedCache, "Unreadable: \($0)") })
    }

    static func cache(clock: any APIClock = SystemClock()) -> ResponseCache {
        ResponseCache(
            settings: CacheSettings(directory: FileManager.default.temporaryDirectory), clock: clock,
            logger: Logger(label: "test"), sharedWaitLimit: 120)
    }

    @Test("caches that share a store make one call for one key, however many ask at once")
    func oneCallAcrossCaches() async throws {
        // A lease long enough that a starved machine (the suite runs under Thread Sanitizer too)
        // cannot make the holder lose it before it stores its answer.
        let store = MemorySharedStore(leaseDuration: .seconds(120))
        let calls = CallCounter()
        let caches = (0..<4).map { _ in Self.cache() }
        let request = Self.request(store, calls: calls, delay: .milliseconds(200))
        let sources = try await withThrowingTaskGroup(of: ResponseSource.self) { group in
            for index in 0..<16 {
                let cache = caches[index % caches.count]
                group.addTask { try await cache.answer(request, mode: .automatic).source }
            }
            return try await group.reduce(into: [ResponseSource]()) { $0.append($1) }
        }
        #expect(calls.count == 1)
        // The holder's cache answers from the network (or, for a late caller, memory); each of the
        // three others reads the shared entry at least once.
        #expect((1...4).contains(sources.filter { $0 == .network }.count))
        #expect(sources.filter { $0 == .shared }.count >= 3)
        #expect(!sources.contains(.stale) && !sources.contains(.disk))
        #expect(
            store.state.withLock { $0.entries[Self.key].map { String(decoding: $0.body, as: UTF8.self) } }?.hasPrefix(
                "fetched@") == true)
    }

    @Test("a fresh shared entry answers a cache that has nothing; local-only requests read it too")
    func sharedAnswers() async throws {
        let store = MemorySharedStore()
        let date = Date()
        store.state.withLock {
            $0.entries[Self.key] = SharedCacheEntry(body: Data("stored@\(date.timeIntervalSince1970)".utf8), date: date)
        }
        let calls = CallCounter()
        let automatic = try await Self.cache().answer(Self.request(store, calls: calls), mode: .automatic)
        #expect(automatic.source == .shared)
        #expect(automatic.response == "stored")
        let local = try await Self.cache().answer(Self.request(store, calls: calls), mode: .cache)
        #expect(local.source == .shared)
        #expect(calls.count == 0)
    }

    @Test("an answer fetched on request goes to the shared store too, unless another holds the key's lease")
    func remoteAnswersAreShared() async throws {
        // Freshness on a clock that stands still and a lease no busy machine outlives: only the
        // leases decide what happens.
        let clock = TestClock(Date())
        let store = MemorySharedStore(leaseDuration: .seconds(120))
        let calls = CallCounter()
        let remote = try await Self.cache(clock: clock).answer(
            Self.request(store, calls: calls, date: clock.now, tag: "remote"), mode: .network)
        #expect(remote.source == .network && calls.count == 1)
        let other = try await Self.cache(clock: clock).answer(
            Self.request(store, calls: calls, date: clock.now), mode: .automatic)
        #expect(other.source == .shared && other.response == "remote" && calls.count == 1)

        let held = try #require(try await store.acquireLease(for: Self.key))
        let again = try await Self.cache(clock: clock).answer(
            Self.request(store, calls: calls, date: clock.now, tag: "again"), mode: .network)
        #expect(again.source == .network && again.response == "again" && calls.count == 2)
        let stored = store.state.withLock { $0.entries[Self.key].map { String(decoding: $0.body, as: UTF8.self) } }
        #expect(stored?.hasPrefix("remote@") == true)
        #expect(try await store.store(SharedCacheEntry(body: Data("held@0".utf8), date: clock.now), under: held))

        store.state.withLock { $0.failing = true }
        let unshared = try await Self.cache(clock: clock).answer(
            Self.request(store, calls: calls, date: clock.now), mode: .network)
        #expect(unshared.source == .network && calls.count == 3)
    }

    @Test("a store that fails is skipped: the API answers, and memory after it")
    func failingStore() async throws {
        let store = MemorySharedStore()
        store.state.withLock { $0.failing = true }
        let calls = CallCounter()
        let cache = Self.cache()
        #expect(try await cache.answer(Self.request(store, calls: calls), mode: .automatic).source == .network)
        #expect(try await cache.answer(Self.request(store, calls: calls), mode: .automatic).source == .memory)
        #expect(calls.count == 1)
    }

    @Test("a stale shared entry stands in when the API fails, and a failed call frees the lease")
    func staleStandIn() async throws {
        let store = MemorySharedStore()
        let old = Date(timeIntervalSinceNow: -600)
        store.state.withLock {
            $0.entries[Self.key] = SharedCacheEntry(body: Data("old@\(old.timeIntervalSince1970)".utf8), date: old)
        }
        let calls = CallCounter()
        let fetched = try await Self.cache().answer(Self.request(store, calls: calls, failing: true), mode: .automatic)
        #expect(fetched.source == .stale)
        #expect(fetched.response == "old")
        #expect(fetched.staleError?.httpStatus == 500)
        #expect(store.state.withLock { $0.leases.isEmpty })
    }

    @Test("a holder whose lease ran out is taken over; its late answer is not stored")
    func lateAnswerIsNotStored() async throws {
        let store = MemorySharedStore(leaseDuration: .seconds(60))
        let calls = CallCounter()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let slow = Task {
            try await Self.cache().answer(
                Self.request(store, calls: calls, tag: "late", gate: gate), mode: .automatic)
        }
        while store.state.withLock({ $0.leases.isEmpty }) { try await Task.sleep(for: .milliseconds(5)) }
        store.expireLeases()
        let quick = try await Self.cache().answer(Self.request(store, calls: calls, tag: "quick"), mode: .automatic)
        open.finish()
        let late = try await slow.value
        #expect(quick.source == .network)
        #expect(late.source == .network)
        #expect(late.response == "late")
        #expect(calls.count == 2)
        #expect(store.state.withLock { ($0.takeovers, $0.lateWrites) } == (1, 1))
        let stored = store.state.withLock { $0.entries[Self.key].map { String(decoding: $0.body, as: UTF8.self) } }
        #expect(stored?.hasPrefix("quick@") == true)
    }

    @Test("settings compare shared stores by identity")
    func settingsIdentity() {
        let store = MemorySharedStore()
        let directory = FileManager.default.temporaryDirectory
        let one = CacheSettings(directory: directory, sharedStore: store)
        #expect(one == CacheSettings(directory: directory, sharedStore: store))
        #expect(one != CacheSettings(directory: directory, sharedStore: MemorySharedStore()))
        #expect(one != CacheSettings(directory: directory))
        #expect(Set([one, CacheSettings(directory: directory, sharedStore: store)]).count == 1)
        #expect(
            SharedCacheKey.namespace(provider: "caiyun", baseURL: URL(string: "https://API.caiyunapp.com/secret/path")!)
                == "caiyun api.caiyunapp.com")
        #expect(
            SharedCacheKey.namespace(provider: "owm", baseURL: URL(string: "http://127.0.0.1:8080/x")!)
                == "owm 127.0.0.1:8080")
    }
}

extension SharedStoreTests {
    @Test("a lease request answered late waits for the holder's answer instead of calling the API beside it")
    func lateLeaseWaits() async throws {
        let store = MemorySharedStore(leaseDuration: .seconds(120))
        let calls = CallCounter()
        let gate = Gate()
        let holder = Self.cache()
        let request = Self.request(store, calls: calls, gate: nil)
        var gated = request
        gated.fetch = { () async throws(SharedStoreError) in
            calls.increment()
            await gate.passed()
            let date = Date()
            return ("fetched", date, Data("fetched@\(date.timeIntervalSince1970)".utf8))
        }
        let first = Task { try await holder.answer(gated, mode: .automatic) }
        for _ in 0..<5_000 where calls.count == 0 { try await Task.sleep(for: .milliseconds(2)) }
        #expect(calls.count == 1)
        // The next lease request times out: the database is busy, not down.
        store.state.withLock { $0.lateAcquires = 1 }
        let second = Task { try await Self.cache().answer(request, mode: .automatic) }
        for _ in 0..<5_000 where store.state.withLock({ $0.lateAcquires }) > 0 {
            try await Task.sleep(for: .milliseconds(2))
        }
        gate.open()
        #expect(try await first.value.source == .network)
        let waited = try await second.value
        #expect(waited.source == .shared && waited.response == "fetched")
        #expect(calls.count == 1)
    }
}
