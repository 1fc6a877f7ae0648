import APICore
import Foundation
import Logging
import TestSupport
import Testing

/// A clock that runs `hook` the first time its monotonic time is read: the moment the cache asks
/// for its turn among processes, after it found nothing on disk.
final class FirstReadHookClock: APIClock {
    private let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
    private let hook: Locked<(@Sendable () -> Void)?>

    init(hook: @escaping @Sendable () -> Void) { self.hook = Locked(hook) }

    var now: Date { clock.now }
    var elapsed: Duration {
        hook.withLock { hook in
            defer { hook = nil }
            return hook
        }?()
        return clock.elapsed
    }
    func sleep(until instant: Duration) async throws { try await clock.sleep(until: instant) }
    func waitForDeadline(_ deadline: Duration) async throws { try await clock.waitForDeadline(deadline) }
}

@Suite("Taking turns with other processes on one cache directory")
struct SharedTurnTests {
    @Test("an answer another process saved between the disk read and the turn is used, not fetched again")
    func savedBeforeTheTurn() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let calls = CallCounter()
        let store = DiskStore(directory: folder.url)
        let saved = Date(timeIntervalSince1970: 1_700_000_000)
        // The other process finishes in the gap: it saves its answer and releases the lock before
        // this one asks for it, so this one never waits.
        let clock = FirstReadHookClock {
            try? store.write(Data("other@\(saved.timeIntervalSince1970)".utf8), to: "item-1.json", modified: saved)
        }
        let settings = CacheSettings(
            directory: folder.url, diskLimit: 1_000_000, memoryCapacity: 8, expiration: 60, maximumStaleAge: 3600)
        let request = CacheRequest<String, SharedStoreError>(
            key: "item-1", fileName: "item-1.json", settings: settings, sharedNamespace: "sample",
            isCacheFile: { _ in true }, decode: SharedStoreTests.decodeTagged,
            fetch: { () async throws(SharedStoreError) in
                calls.increment()
                return ("fetched", saved, Data("fetched@\(saved.timeIntervalSince1970)".utf8))
            },
            missing: { SharedStoreError(.notCached, "Nothing cached.") },
            unreadable: { SharedStoreError(.corruptedCache, "Unreadable: \($0)") })
        let cache = ResponseCache(settings: settings, clock: clock, logger: Logger(label: "test"), sharedWaitLimit: 120)
        let answer = try await cache.answer(request, mode: .automatic)
        #expect(answer.response == "other")
        #expect(answer.source == .disk)
        #expect(calls.count == 0)
    }
}
