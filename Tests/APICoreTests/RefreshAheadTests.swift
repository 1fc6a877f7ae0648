import APICore
import Foundation
import Logging
import TestSupport
import Testing

/// Records what the cache tells its refresh observer.
final class RecordingRefreshObserver: RefreshObserver {
    private let recorded = Locked([RefreshEvent]())
    var events: [RefreshEvent] { recorded.current }
    func refresh(_ event: RefreshEvent, key: String) { recorded.withLock { $0.append(event) } }
}

@Suite("Refresh ahead: answers people keep asking for are renewed before they expire, in the background")
struct RefreshAheadTests {
    /// A request for `key` fresh for 60 s, whose fetch answers `v1`, `v2`, … stamped with the
    /// clock's time (or fails while `failing` says so).
    static func request(
        _ key: String, clock: TestClock, calls: CallCounter, store: MemorySharedStore? = nil,
        failing: Locked<Bool> = Locked(false)
    ) -> CacheRequest<String, SharedStoreError> {
        let settings = CacheSettings(
            directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 8, expiration: 60,
            maximumStaleAge: 3600, sharedStore: store)
        return CacheRequest(
            key: key, fileName: "\(key).json", settings: settings, sharedNamespace: "sample api.example.com",
            isCacheFile: { _ in true },
            decode: SharedStoreTests.decodeTagged,
            fetch: { () async throws(SharedStoreError) in
                calls.increment()
                if failing.current { throw SharedStoreError(.httpStatus, "The API failed.", httpStatus: 503) }
                let tag = "v\(calls.count)"
                let date = clock.now
                return (tag, date, Data("\(tag)@\(date.timeIntervalSince1970)".utf8))
            },
            missing: { SharedStoreError(.notCached, "Nothing cached.") },
            unreadable: { SharedStoreError(.corruptedCache, "Unreadable: \($0)") })
    }

    static func cache(
        clock: TestClock, lead: TimeInterval = 10, budget: Int = 100, observer: RecordingRefreshObserver
    )
        -> ResponseCache
    {
        ResponseCache(
            settings: CacheSettings(
                directory: FileManager.default.temporaryDirectory, expiration: 60,
                refreshAhead: RefreshAhead(lead: lead, budget: budget, observer: observer)),
            clock: clock, logger: Logger(label: "test"), sharedWaitLimit: 120)
    }

    @Test("an answer asked for in its last seconds is given at once and renewed once in the background")
    func renewsOnDemand() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let calls = CallCounter()
        let observer = RecordingRefreshObserver()
        let cache = Self.cache(clock: clock, observer: observer)
        let request = Self.request("beijing", clock: clock, calls: calls)
        #expect(try await cache.answer(request, mode: .automatic).source == .network)

        clock.advance(by: 45)
        #expect(try await cache.answer(request, mode: .automatic).response == "v1")
        await cache.refreshesFinished()
        #expect(calls.count == 1 && observer.events.isEmpty)
        #expect(
            cache.freshValue(
                String.self, failing: SharedStoreError.self, for: "beijing", expiration: 60, mode: .automatic)?
                .response == "v1")

        clock.advance(by: 6)
        // Due: the fast path leaves it to the full answer, which starts the refresh.
        #expect(
            cache.freshValue(
                String.self, failing: SharedStoreError.self, for: "beijing", expiration: 60, mode: .automatic)
                == nil)
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 { group.addTask { try await cache.answer(request, mode: .automatic).response } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        await cache.refreshesFinished()
        // Everyone was answered without waiting: with the held answer, or the renewed one when
        // the refresh had already landed; the API was called once for all of them.
        #expect(Set(answers).isSubset(of: ["v1", "v2"]) && answers.contains("v1"))
        #expect(calls.count == 2)
        #expect(observer.events == [.started])
        let renewed = try await cache.answer(request, mode: .automatic)
        #expect(renewed.response == "v2" && renewed.source == .memory && renewed.date == clock.now)
    }

    @Test("an answer nobody asks for is not renewed: it expires, and the next caller waits for the API")
    func noDemandNoRefresh() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let calls = CallCounter()
        let observer = RecordingRefreshObserver()
        let cache = Self.cache(clock: clock, observer: observer)
        let request = Self.request("quiet", clock: clock, calls: calls)
        _ = try await cache.answer(request, mode: .automatic)
        clock.advance(by: 61)
        await cache.refreshesFinished()
        #expect(calls.count == 1 && observer.events.isEmpty)
        let next = try await cache.answer(request, mode: .automatic)
        #expect(next.source == .network && next.response == "v2")
    }

    @Test("the budget caps the refreshes one window starts, across keys; the next window has a new budget")
    func budget() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let calls = CallCounter()
        let observer = RecordingRefreshObserver()
        let cache = Self.cache(clock: clock, budget: 2, observer: observer)
        let requests = ["a", "b", "c"].map { Self.request($0, clock: clock, calls: calls) }
        for request in requests { _ = try await cache.answer(request, mode: .automatic) }
        clock.advance(by: 55)
        for request in requests { _ = try await cache.answer(request, mode: .automatic) }
        await cache.refreshesFinished()
        #expect(calls.count == 5)
        #expect(observer.events.filter { $0 == .started }.count == 2)
        #expect(observer.events.filter { $0 == .overBudget }.count == 1)
        // The next window: "a" and "b" (renewed at 55 s) are due again at 110 s, and may start.
        clock.advance(by: 55)
        for request in requests.prefix(2) { _ = try await cache.answer(request, mode: .automatic) }
        await cache.refreshesFinished()
        #expect(observer.events.filter { $0 == .started }.count == 4)
        #expect(calls.count == 7)
    }

    @Test(
        "a refresh that fails leaves the held answer until it expires; then the stale answer stands in, at once for a while"
    )
    func failedRefresh() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let calls = CallCounter()
        let failing = Locked(false)
        let observer = RecordingRefreshObserver()
        let cache = Self.cache(clock: clock, observer: observer)
        let request = Self.request("storm", clock: clock, calls: calls, failing: failing)
        _ = try await cache.answer(request, mode: .automatic)
        failing.current = true
        clock.advance(by: 55)
        #expect(try await cache.answer(request, mode: .automatic).response == "v1")
        await cache.refreshesFinished()
        #expect(observer.events == [.started, .failed])
        clock.advance(by: 10)
        let stale = try await cache.answer(request, mode: .automatic)
        #expect(stale.isStale && stale.response == "v1" && stale.staleError?.httpStatus == 503)
        // Just after a failure, callers get the stale answer at once, without another call;
        // once the hold is over, the API is asked again.
        let failedCalls = calls.count
        clock.advance(by: ResponseCache.failureHold - 1)
        #expect(try await cache.answer(request, mode: .automatic).isStale)
        #expect(calls.count == failedCalls)
        clock.advance(by: 2)
        #expect(try await cache.answer(request, mode: .automatic).isStale)
        #expect(calls.count == failedCalls + 1)
    }

    @Test("caches sharing a store renew a key once between them: the second finds the first one's answer")
    func sharedRenewal() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let store = MemorySharedStore(leaseDuration: .seconds(120))
        let calls = CallCounter()
        let first = Self.cache(clock: clock, observer: RecordingRefreshObserver())
        let second = Self.cache(clock: clock, observer: RecordingRefreshObserver())
        let request = Self.request("shanghai", clock: clock, calls: calls, store: store)
        _ = try await first.answer(request, mode: .automatic)
        #expect(try await second.answer(request, mode: .automatic).source == .shared)
        #expect(calls.count == 1)

        clock.advance(by: 52)
        _ = try await first.answer(request, mode: .automatic)
        await first.refreshesFinished()
        _ = try await second.answer(request, mode: .automatic)
        await second.refreshesFinished()
        #expect(calls.count == 2)
        let renewed = try await second.answer(request, mode: .automatic)
        #expect(renewed.response == "v2" && renewed.source == .memory)
    }
}
