import APICore
import Foundation
import TestSupport
import Testing

@Suite("LRU cache, coalescer and disk store")
struct CacheStructureTests {
    @Test("the least recently used entry goes first")
    func lruOrder() {
        var cache = LRUCache<String, Int>(capacity: 3)
        cache.set(1, for: "a")
        cache.set(2, for: "b")
        cache.set(3, for: "c")
        #expect(cache.value(for: "a") == 1) // a is now the newest
        cache.set(4, for: "d") // evicts b
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "c") == 3)
        cache.set(5, for: "e") // evicts a
        #expect(cache.value(for: "a") == nil)
        #expect(cache.count == 3)
        cache.set(30, for: "c")
        #expect(cache.value(for: "c") == 30)
        #expect(cache.count == 3)
    }

    @Test("many insertions keep the bound and the most recent entries")
    func lruBound() {
        var cache = LRUCache<Int, Int>(capacity: 100)
        for value in 0..<10_000 { cache.set(value, for: value) }
        #expect(cache.count == 100)
        #expect((9_900..<10_000).allSatisfy { cache.value(for: $0) == $0 })
        #expect(cache.value(for: 9_899) == nil)
        var off = LRUCache<Int, Int>(capacity: 0)
        off.set(1, for: 1)
        #expect(off.value(for: 1) == nil)
    }

    @Test("a removed entry is gone, the rest keep their order, and eviction hands back what it drops")
    func lruRemoval() {
        var cache = LRUCache<String, Int>(capacity: 4)
        for (value, key) in ["a", "b", "c", "d"].enumerated() { #expect(cache.set(value, for: key) == nil) }
        #expect(cache.removeValue(for: "b") == 1) // a hole in the middle: "d" moves into it
        #expect(cache.removeValue(for: "b") == nil)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.count == 3)
        #expect(cache.set(4, for: "e") == nil) // room left by the removal
        #expect(cache.set(5, for: "f") == 0) // full again: "a", the oldest, goes
        #expect(cache.set(6, for: "g") == 2) // then "c"
        #expect(cache.value(for: "d") == 3) // "d", moved into the hole, is still found and kept
        #expect(cache.set(7, for: "h") == 4) // "e" is the oldest now
        #expect(cache.set(70, for: "h") == 7) // a replaced value is handed back too
        #expect(cache.removeValue(for: "h") == 70) // the newest, removed from the end
        #expect(cache.count == 3)
        #expect(["d", "f", "g"].allSatisfy { cache.value(for: $0) != nil })
    }

    @Test("concurrent callers for one key share one run; other keys run on their own")
    func coalescing() async throws {
        let coalescer = Coalescer<String, Int>()
        let runs = Locked(0)
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask {
                    let key = index % 2 == 0 ? "even" : "odd"
                    return try await coalescer.run(key) {
                        runs.withLock { $0 += 1 }
                        // Finish only once all 50 callers for the key wait (or after a generous
                        // bound), so a slow machine cannot make a late caller start a run of its own.
                        let end = ContinuousClock.now + .seconds(60)
                        while await coalescer.waiterCount(for: key) < 50, ContinuousClock.now < end {
                            try await Task.sleep(for: .milliseconds(1))
                        }
                        return index % 2
                    }
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(runs.current == 2)
        #expect(results.filter { $0 == 0 }.count == 50)
        #expect(await coalescer.runningCount == 0)
    }

    @Test("a cancelled caller stops waiting at once; the shared run goes on for the others")
    func cancellation() async throws {
        let coalescer = Coalescer<String, String>()
        let gate = AsyncStream<Void>.makeStream()
        let opened = Locked(false)
        let shared: @Sendable () async throws -> String = {
            for await _ in gate.stream { break }
            return "done"
        }
        let first = Task { try await coalescer.run("key", shared) }
        // The second caller starts only once the first is waiting, so the first's run is the
        // shared one whichever task the machine happens to start first.
        try await Self.waitUntil { await coalescer.waiterCount(for: "key") == 1 }
        let second = Task { try await coalescer.run("key") { "second run" } }
        try await Self.waitUntil { await coalescer.waiterCount(for: "key") == 2 }
        // Generous, for a busy machine: only a caller that waits for the shared run is this late.
        let backstop = Task {
            try await Task.sleep(for: .seconds(120))
            opened.current = true
            gate.continuation.finish()
        }
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(!opened.current, "the cancelled caller waited for the shared run to end")
        #expect(await coalescer.waiterCount(for: "key") == 1)
        opened.current = true
        gate.continuation.yield()
        #expect(try await second.value == "done")
        #expect(await coalescer.runningCount == 0)
        backstop.cancel()
    }

    @Test("when every caller has gone, the shared run is cancelled and the next caller starts afresh")
    func lastCallerCancels() async throws {
        let coalescer = Coalescer<String, String>()
        let sawCancellation = Locked(false)
        let only = Task {
            try await coalescer.run("key") {
                do {
                    try await Task.sleep(for: .seconds(120))
                } catch {
                    sawCancellation.withLock { $0 = true }
                    throw error
                }
                return "too late"
            }
        }
        try await Self.waitUntil { await coalescer.waiterCount(for: "key") == 1 }
        only.cancel()
        await #expect(throws: CancellationError.self) { try await only.value }
        #expect(await coalescer.runningCount == 0)
        try await Self.waitUntil { sawCancellation.current }
        #expect(try await coalescer.run("key") { "fresh" } == "fresh")
    }

    /// Polls `condition` every few milliseconds for up to two minutes (generous, for a busy machine).
    private static func waitUntil(_ condition: @Sendable () async -> Bool) async throws {
        for _ in 0..<24_000 {
            if await condition() { return }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("the condition never became true")
    }

    @Test("writes are atomic, private and leave no temporary files")
    func diskWrites() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url.appendingPathComponent("nested/cache"))
        #expect(try store.read("a.json") == nil)
        try store.write(Data("first".utf8), to: "a.json")
        try store.write(Data("second".utf8), to: "a.json")
        #expect(try store.read("a.json") == Data("second".utf8))
        let file = try FileManager.default.attributesOfItem(atPath: store.url(for: "a.json").path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: store.directory.path)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path) == ["a.json"])
    }

    @Test("eviction removes the least recently used files first, and abandoned temporary files")
    func diskEviction() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for (index, name) in ["a", "b", "c", "d"].enumerated() {
            try store.write(Data(repeating: 1, count: 1000), to: "\(name).json", modified: start + Double(index))
        }
        store.touch("a.json", at: start + 10)
        try Data("left behind".utf8).write(to: folder.url.appendingPathComponent(".x.json.1234.tmp"))
        let removed = store.evict(toFit: 2_500, where: { $0.hasSuffix(".json") })
        #expect(removed == ["b.json", "c.json"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)) == ["a.json", "d.json"])
        store.removeAll { $0.hasSuffix(".json") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test("a temporary file a live writer holds stays, and counts towards the limit")
    func liveTemporaryFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try store.write(Data(repeating: 1, count: 1000), to: "a.json", modified: start)
        try store.write(Data(repeating: 1, count: 1000), to: "b.json", modified: start + 1)
        let inProgress = folder.url.appendingPathComponent(".c.json.5678.tmp")
        try Data(repeating: 2, count: 1000).write(to: inProgress)
        let writer = open(inProgress.path, O_RDONLY)
        #expect(flock(writer, LOCK_EX) == 0)
        #expect(store.removeAbandonedTemporaryFiles() == 1000)
        #expect(store.evict(toFit: 2_500, where: { $0.hasSuffix(".json") }) == ["a.json"])
        #expect(FileManager.default.fileExists(atPath: inProgress.path))
        close(writer)
        #expect(store.removeAbandonedTemporaryFiles() == 0)
        #expect(!FileManager.default.fileExists(atPath: inProgress.path))
    }

    @Test("a name lock excludes a second holder until released, and leaves no file behind")
    func nameLocks() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url.appendingPathComponent("cache"))
        let first = try #require(try store.tryLock("a.json"))
        #expect(!first.waited)
        #expect(try store.tryLock("a.json") == nil)
        let other = try #require(try store.tryLock("b.json"))
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
        #expect(try await store.lock("a.json", clock: clock, waitingAtMost: .seconds(1)) == nil)
        #expect(clock.elapsed >= .seconds(1))
        let manual = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
        let waiter = Task { try await store.lock("a.json", clock: manual, waitingAtMost: .seconds(30)) }
        #expect(await manual.waitUntil { $0.pendingCount == 1 })
        first.release()
        manual.advance(by: .milliseconds(20))
        let second = try #require(try await waiter.value)
        #expect(second.waited)
        second.release()
        other.release()
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path).isEmpty)
    }
}
