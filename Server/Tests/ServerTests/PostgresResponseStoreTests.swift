import APICore
import Foundation
import Logging
import PostgresNIO
import Synchronization
import Testing

@testable import PostgresResponseStore

@Suite(
    "PostgresResponseStore against a real PostgreSQL",
    .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
struct PostgresResponseStoreTests {
    let key = SharedCacheKey(
        namespace: "caiyun api.caiyunapp.com", name: "v2.6_realtime_zh_CN_metric_116.4074,39.9042.json")

    @Test("a body stored under a lease reads back byte for byte, with its time")
    func storesAndReads() async throws {
        try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { store in
            #expect(try await store.entry(for: key) == nil)
            let body = Data("{\"status\":\"ok\",\"bytes\":\"\u{0}\u{FF}\"}".utf8) + Data([0, 255, 10])
            // A recent time with a fraction: the janitor test, which may run at the same moment
            // on the same database, deletes every row older than the retention.
            let date = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) - 60.75)
            let lease = try #require(try await store.acquireLease(for: key))
            #expect(try await store.store(SharedCacheEntry(body: body, date: date), under: lease))
            let entry = try #require(try await store.entry(for: key))
            #expect(entry.body == body)
            #expect(abs(entry.date.timeIntervalSince(date)) < 0.001)
        }
    }

    @Test("one lease per key: a second caller gets none until the holder stores or releases")
    func leaseIsExclusive() async throws {
        try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { store in
            let first = try #require(try await store.acquireLease(for: key))
            #expect(try await store.acquireLease(for: key) == nil)
            let other = SharedCacheKey(namespace: key.namespace, name: "another.json")
            #expect(try await store.acquireLease(for: other) != nil)
            await store.releaseLease(first)
            let second = try #require(try await store.acquireLease(for: key))
            #expect(second.holder != first.holder)
            #expect(try await store.store(SharedCacheEntry(body: Data("x".utf8), date: Date()), under: second))
            #expect(try await store.acquireLease(for: key) != nil)
        }
    }

    @Test("a holder whose lease ran out is taken over, and its late write lands nowhere")
    func lateWriteLandsNowhere() async throws {
        let deployment = TestDatabase.uniqueDeployment()
        try await TestDatabase.withStore(deployment: deployment, leaseDuration: .seconds(600)) { store in
            let slow = try #require(try await store.acquireLease(for: key))
            #expect(try await store.acquireLease(for: key) == nil)
            // The lease runs out when the test says so, not when a busy machine gets round to it.
            #expect(try await TestDatabase.endLeases(of: deployment) == 1)
            let successor = try #require(try await store.acquireLease(for: key))
            #expect(
                try await store.store(SharedCacheEntry(body: Data("late".utf8), date: Date()), under: slow) == false)
            #expect(try await store.entry(for: key) == nil)
            #expect(try await store.store(SharedCacheEntry(body: Data("fresh".utf8), date: Date()), under: successor))
            #expect(
                try await store.store(SharedCacheEntry(body: Data("late".utf8), date: Date()), under: slow) == false)
            #expect(try await store.entry(for: key)?.body == Data("fresh".utf8))
        }
    }

    @Test("a waiter in another instance is woken by the notification, not by its poll")
    func notificationWakesWaiter() async throws {
        let deployment = TestDatabase.uniqueDeployment()
        try await TestDatabase.withStore(deployment: deployment) { holder in
            try await TestDatabase.withStore(deployment: deployment, pollInterval: .seconds(120)) { waiter in
                let lease = try #require(try await holder.acquireLease(for: key))
                let started = ContinuousClock.now
                async let woken: Void = waiter.waitForChange(of: key, timeout: .seconds(120))
                try await waitUntil("the waiter is registered") { waiter.changes.count == 1 }
                #expect(try await holder.store(SharedCacheEntry(body: Data("x".utf8), date: Date()), under: lease))
                await woken
                // Far below the 120 s poll: only the notification can have ended the wait.
                #expect(ContinuousClock.now - started < .seconds(60))
                #expect(try await waiter.entry(for: key)?.body == Data("x".utf8))
            }
        }
    }

    @Test("deployments in one database never see each other's rows")
    func deploymentsAreSeparate() async throws {
        try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { first in
            try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { second in
                let lease = try #require(try await first.acquireLease(for: key))
                #expect(try await second.acquireLease(for: key) != nil)
                #expect(try await first.store(SharedCacheEntry(body: Data("a".utf8), date: Date()), under: lease))
                #expect(try await second.entry(for: key) == nil)
            }
        }
    }

    @Test("the janitor deletes rows past the retention by their own time and keeps the rest, one instance at a time")
    func janitorDeletesOldRows() async throws {
        try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { store in
            let old = SharedCacheKey(namespace: key.namespace, name: "old.json")
            let oldLease = try #require(try await store.acquireLease(for: old))
            let retention = store.configuration.retention
            #expect(
                try await store.store(
                    SharedCacheEntry(body: Data("old".utf8), date: Date(timeIntervalSinceNow: -retention - 60)),
                    under: oldLease))
            let lease = try #require(try await store.acquireLease(for: key))
            #expect(try await store.store(SharedCacheEntry(body: Data("new".utf8), date: Date()), under: lease))
            // While another instance holds the janitor's lock, this one leaves the rows alone.
            let other = try PostgresResponseStore(url: try TestDatabase.requiredURL())
            let running = Task { await other.client.run() }
            defer { running.cancel() }
            try await other.client.withConnection { connection in
                try await connection.query(
                    "SELECT pg_advisory_lock(\(PostgresResponseStore.Statements.janitorLock))", logger: other.logger)
                #expect(try await store.sweep() == false)
                _ = try await connection.query(
                    "SELECT pg_advisory_unlock(\(PostgresResponseStore.Statements.janitorLock))", logger: other.logger)
            }
            #expect(try await store.entry(for: old)?.body == Data("old".utf8))
            #expect(try await store.sweep())
            #expect(try await store.entry(for: old) == nil)
            #expect(try await store.entry(for: key)?.body == Data("new".utf8))
        }
    }
}

@Suite("PostgresResponseStore without a database")
struct UnreachableStoreTests {
    @Test("an unreachable database makes every call fail at once as unavailable, without hanging")
    func unreachable() async throws {
        let port = try closedPort()
        let store = try PostgresResponseStore(
            url: "postgres://nobody@127.0.0.1:\(port)/none", configuration: .init(operationTimeout: .milliseconds(300)))
        let running = Task { try await store.run() }
        defer { running.cancel() }
        let key = SharedCacheKey(namespace: "caiyun x", name: "y.json")
        await #expect(throws: PostgresResponseStoreError.self) { try await store.entry(for: key) }
        await #expect(throws: PostgresResponseStoreError.self) { try await store.acquireLease(for: key) }
        #expect(store.isAvailable == false)
    }

    @Test("a database that takes connections but never answers: calls fail as unavailable; the log says so once")
    func silent() async throws {
        let database = try SilentListener()
        defer { database.stop() }
        let logs = LogCapture()
        var logger = Logger(label: "store") { logs.handler(label: $0) }
        logger.logLevel = .trace
        let store = try PostgresResponseStore(
            url: "postgres://nobody@127.0.0.1:\(database.port)/none",
            configuration: .init(operationTimeout: .milliseconds(300), connectTimeout: .milliseconds(300)),
            logger: logger)
        let running = Task { try await store.run() }
        defer { running.cancel() }
        let key = SharedCacheKey(namespace: "caiyun x", name: "y.json")
        for _ in 0..<5 {
            await #expect(throws: PostgresResponseStoreError.self) { try await store.acquireLease(for: key) }
        }
        try await waitUntil("the store has warned") { logs.text.contains("PostgreSQL does not answer") }
        // However many times the store tries again, it warns once.
        let tried = database.connectionCount
        try await waitUntil("the store has tried three more connections") { database.connectionCount >= tried + 3 }
        #expect(store.isAvailable == false)
        #expect(logs.text.components(separatedBy: "PostgreSQL does not answer").count - 1 == 1)
    }

    @Test("database URLs: user, password, port, database and sslmode; anything else is refused")
    func urls() throws {
        let parsed = try PostgresURL.configuration("postgres://weather:s%40cret@127.0.0.1:6543/cache")
        #expect(parsed.username == "weather")
        #expect(parsed.password == "s@cret")
        #expect(parsed.database == "cache")
        #expect(parsed.port == 6543)
        #expect(throws: PostgresResponseStoreError.self) { try PostgresURL.configuration("mysql://x@y/z") }
        #expect(throws: PostgresResponseStoreError.self) {
            try PostgresURL.configuration("postgres://x@db/z?sslmode=sometimes")
        }
    }
}

/// A port on 127.0.0.1 that nothing listens on.
func closedPort() throws -> Int {
    let (descriptor, port) = try loopbackSocket(listening: false)
    close(descriptor)
    return port
}

/// A TCP socket bound to a free port on 127.0.0.1, listening when asked, and that port.
func loopbackSocket(listening: Bool) throws -> (descriptor: Int32, port: Int) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(descriptor, socketAddress, length) == 0 && (!listening || listen(descriptor, 64) == 0)
                && getsockname(descriptor, socketAddress, &length) == 0
        }
    }
    guard ready else {
        close(descriptor)
        throw CancellationError()
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
}

/// A listener on 127.0.0.1 that accepts connections and never says a word: a database that is
/// up but stuck.
final class SilentListener: Sendable {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32
    private let accepted = Mutex<[Int32]>([])

    /// How many connections it has taken.
    var connectionCount: Int { accepted.withLock { $0.count } }

    init() throws {
        (descriptor, port) = try loopbackSocket(listening: true)
        // The thread holds the listener until stop() makes accept fail.
        Thread { [self] in
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                accepted.withLock { $0.append(connection) }
            }
        }.start()
    }

    /// Closes the listener and every connection it took.
    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
        for connection in accepted.withLock({ $0 }) { close(connection) }
    }
}
