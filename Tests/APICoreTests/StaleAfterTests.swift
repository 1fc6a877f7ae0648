import APICore
import Foundation
import Logging
import TestSupport
import Testing

@Suite("Stale after: a slow API does not keep an older answer waiting")
struct StaleAfterTests {
    /// A request fresh for 60 s whose fetch answers `v1`, `v2`, … stamped with the clock's time,
    /// waiting first while `gate` is closed.
    static func request(
        clock: TestClock, calls: CallCounter, gate: Gate, staleAfter: TimeInterval?
    ) -> CacheRequest<String, SharedStoreError> {
        var settings = CacheSettings(
            directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 8, expiration: 60,
            maximumStaleAge: 3600)
        settings.staleAfter = staleAfter
        return CacheRequest(
            key: "slow", fileName: "slow.json", settings: settings, sharedNamespace: "sample api.example.com",
            isCacheFile: { _ in true }, decode: SharedStoreTests.decodeTagged,
            fetch: { () async throws(SharedStoreError) in
                calls.increment()
                let tag = "v\(calls.count)"
                await gate.passed()
                let date = clock.now
                return (tag, date, Data("\(tag)@\(date.timeIntervalSince1970)".utf8))
            },
            missing: { SharedStoreError(.notCached, "Nothing cached.") },
            unreadable: { SharedStoreError(.corruptedCache, "Unreadable: \($0)") })
    }

    @Test("past the wait the older answer stands in, marked; the call finishes in the background and is kept")
    func standsIn() async throws {
        // A clock whose pauses pass at once: the stale-after wait is over as soon as it starts.
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000), skipsWaits: true)
        let calls = CallCounter()
        let gate = Gate()
        let cache = ResponseCache(
            settings: CacheSettings(directory: FileManager.default.temporaryDirectory), clock: clock,
            logger: Logger(label: "test"), sharedWaitLimit: 120)
        let request = Self.request(clock: clock, calls: calls, gate: gate, staleAfter: 1)
        gate.open()
        #expect(try await cache.answer(request, mode: .automatic).response == "v1")
        gate.close()
        clock.advance(by: 120)
        let stale = try await cache.answer(request, mode: .automatic)
        #expect(stale.response == "v1" && stale.source == .stale)
        #expect(stale.staleError?.code == .timeout)
        #expect((stale.staleError?.underlyingError as? StillWaitingForAPI)?.seconds == 1)
        // Within the hold, no second call is made: the first is still running.
        #expect(try await cache.answer(request, mode: .automatic).source == .stale)
        #expect(calls.count == 2)
        gate.open()
        try await waitUntil {
            cache.freshValue(
                String.self, failing: SharedStoreError.self, for: "slow", expiration: 60, mode: .automatic)?
                .response == "v2"
        }
        let fresh = try await cache.answer(request, mode: .automatic)
        #expect(fresh.response == "v2" && fresh.source == .memory)
        #expect(calls.count == 2)
    }

    @Test("without stale-after, or with nothing to stand in, the caller waits for the call")
    func waitsOtherwise() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000), skipsWaits: true)
        for staleAfter in [nil, 1.0] as [TimeInterval?] {
            let calls = CallCounter()
            let gate = Gate()
            let cache = ResponseCache(
                settings: CacheSettings(directory: FileManager.default.temporaryDirectory), clock: clock,
                logger: Logger(label: "test"), sharedWaitLimit: 120)
            let request = Self.request(clock: clock, calls: calls, gate: gate, staleAfter: staleAfter)
            if staleAfter == nil {
                gate.open()
                _ = try await cache.answer(request, mode: .automatic)
                gate.close()
                clock.advance(by: 120)
            }
            // Nothing (or nothing allowed) stands in: the answer is the call's, however long it takes.
            let answer = Task { try await cache.answer(request, mode: .automatic) }
            try await waitUntil { calls.count == (staleAfter == nil ? 2 : 1) }
            gate.open()
            let value = try await answer.value
            #expect(value.source == .network, "stale after \(String(describing: staleAfter))")
        }
    }
}

/// Polls `condition` until it holds, for at most ten seconds of real time.
private func waitUntil(_ condition: @Sendable () -> Bool) async throws {
    for _ in 0..<5_000 where !condition() { try await Task.sleep(for: .milliseconds(2)) }
    try #require(condition())
}

/// A gate a fetch waits at while it is closed.
final class Gate: Sendable {
    private let isOpen = Locked(false)
    func open() { isOpen.withLock { $0 = true } }
    func close() { isOpen.withLock { $0 = false } }
    func passed() async {
        while !isOpen.current { try? await Task.sleep(for: .milliseconds(2)) }
    }
}
