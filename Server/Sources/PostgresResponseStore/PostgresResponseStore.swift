import APICore
import CoreMetrics
import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// A response cache shared by every instance of a service, in PostgreSQL, with one upstream call
/// per request across all of them.
///
/// Pass it to a client's cache settings and run it (it is a `Service`; its ``run()`` keeps the
/// connections, the change notifications and the janitor going):
///
/// ```swift
/// let store = try PostgresResponseStore(url: "postgres://weather@db.internal/weather", logger: logger)
/// var cache = CYClient.Configuration.defaultCache
/// cache.sharedStore = store
/// let client = CYClient(configuration: .init(cache: cache))
/// try await ServiceGroup(services: [store], logger: logger).run()  // next to your own services
/// ```
///
/// Rows live in two unlogged tables, keyed by namespace (provider and API host, and the
/// ``Configuration/deployment`` when set) and the disk level's file name; bodies are stored as
/// bytes, exactly as on disk, so no token ever reaches the database. When PostgreSQL is down or
/// slow, every call fails within ``Configuration/operationTimeout`` and a breaker keeps failing at
/// once for ``Configuration/breakerCooldown``: clients answer from memory, disk and the API as they
/// would without a store. The store logs each change between reachable and unreachable once.
public final class PostgresResponseStore: SharedResponseStore, Service {
    /// The settings the store was created with.
    public let configuration: Configuration
    let client: PostgresClient
    let logger: Logger
    let breaker: CircuitBreaker
    let changes = ChangeWaiters()
    let isReady = Mutex(false)
    let isListening = Mutex(false)
    let counters: Counters

    /// Creates a store for the database at `url` (`postgres://user:password@host:port/database`,
    /// with `?sslmode=require` for TLS). Nothing connects until ``run()``.
    ///
    /// - Parameter metrics: Where the store counts waits, lease takeovers and errors.
    public convenience init(
        url: String, configuration: Configuration = Configuration(),
        logger: Logger = Logger(label: "PostgresResponseStore"),
        metrics: any MetricsFactory = MetricsSystem.factory
    ) throws {
        try self.init(
            client: PostgresURL.configuration(url), configuration: configuration, logger: logger, metrics: metrics)
    }

    /// Creates a store with explicit client settings.
    public init(
        client clientConfiguration: PostgresClient.Configuration, configuration: Configuration = Configuration(),
        logger: Logger = Logger(label: "PostgresResponseStore"), metrics: any MetricsFactory = MetricsSystem.factory
    ) {
        var clientConfiguration = clientConfiguration
        clientConfiguration.options.connectTimeout = configuration.connectTimeout
        clientConfiguration.options.maximumConnections = max(2, configuration.maximumConnections)
        clientConfiguration.options.minimumConnections = 1
        self.configuration = configuration
        self.logger = logger
        // The pool logs every failed connection attempt; above debug level only errors get through,
        // so that an outage is reported once, by the breaker.
        var background = logger
        if logger.logLevel > .debug { background.logLevel = .error }
        client = PostgresClient(configuration: clientConfiguration, backgroundLogger: background)
        breaker = CircuitBreaker(cooldown: configuration.breakerCooldown)
        counters = Counters(factory: metrics)
    }

    /// How long a lease lasts.
    public var leaseDuration: Duration { configuration.leaseDuration }

    /// Whether the database has answered since the store started: its schema is in place.
    public var hasConnected: Bool { isReady.withLock { $0 } }

    /// Whether the schema is in place and the database answered its last call.
    public var isAvailable: Bool { isReady.withLock { $0 } && breaker.allowsCall() }

    /// The stored body for `key` and the time it describes.
    public func entry(for key: SharedCacheKey) async throws -> SharedCacheEntry? {
        let row = Row(key, deployment: configuration.deployment)
        return try await perform { client, logger in
            let rows = try await client.query(Statements.entry(row), logger: logger)
            for try await (body, date) in rows.decode((Data, Date).self) {
                return SharedCacheEntry(body: body, date: date)
            }
            return nil
        }
    }

    /// Takes the lease for `key` when it is free or its holder's time has run out.
    public func acquireLease(for key: SharedCacheKey) async throws -> SharedCacheLease? {
        let row = Row(key, deployment: configuration.deployment)
        let holder = UUID()
        let seconds =
            Double(configuration.leaseDuration.components.seconds)
            + Double(configuration.leaseDuration.components.attoseconds) / 1e18
        let inserted: Bool? = try await perform { client, logger in
            let rows = try await client.query(Statements.acquire(row, holder: holder, seconds: seconds), logger: logger)
            for try await inserted in rows.decode(Bool.self) { return inserted }
            return nil
        }
        guard let inserted else { return nil }
        if !inserted {
            counters.takeovers.increment()
            logger.notice("Took over a lease whose holder ran out of time", metadata: ["key": "\(key)"])
        }
        return SharedCacheLease(key: key, holder: holder)
    }

    /// Stores `entry` and ends the lease in one statement, only while the lease is still the caller's.
    public func store(_ entry: SharedCacheEntry, under lease: SharedCacheLease) async throws -> Bool {
        let row = Row(lease.key, deployment: configuration.deployment)
        let stored: Int = try await perform { client, logger in
            let rows = try await client.query(Statements.store(row, lease: lease.holder, entry: entry), logger: logger)
            for try await count in rows.decode(Int.self) { return count }
            return 0
        }
        if stored == 0 { counters.lateWrites.increment() }
        return stored > 0
    }

    /// Ends `lease` without storing and wakes the waiters.
    public func releaseLease(_ lease: SharedCacheLease) async {
        let row = Row(lease.key, deployment: configuration.deployment)
        _ = try? await perform { client, logger in
            _ = try await client.query(Statements.release(row, lease: lease.holder), logger: logger)
        }
    }

    /// Waits for a notification about `key`, at most ``Configuration/pollInterval`` and `timeout`.
    public func waitForChange(of key: SharedCacheKey, timeout: Duration) async {
        counters.waits.increment()
        await changes.wait(
            for: Row(key, deployment: configuration.deployment).channelPayload,
            timeout: min(timeout, configuration.pollInterval))
    }

    /// Runs `operation` within the deadline, behind the breaker, counting and logging failures.
    func perform<Value: Sendable>(
        _ operation: @escaping @Sendable (PostgresClient, Logger) async throws -> Value
    ) async throws -> Value {
        guard isReady.withLock({ $0 }), breaker.allowsCall() else {
            throw PostgresResponseStoreError(.unavailable, "The shared cache is unavailable for now.")
        }
        let client = client
        let logger = logger
        do {
            let value = try await Self.statement(within: configuration.operationTimeout) {
                try await operation(client, logger)
            }
            if breaker.recordSuccess() { logger.notice("PostgreSQL answers again; the shared cache is back in use") }
            return value
        } catch {
            counters.errors.increment()
            let failure =
                error as? PostgresResponseStoreError
                ?? PostgresResponseStoreError(
                    .databaseError, "PostgreSQL failed: \(String(reflecting: type(of: error))).")
            if breaker.recordFailure(isLate: failure.isLate) {
                logger.warning(
                    "PostgreSQL does not answer; requests are answered without the shared cache until it does",
                    metadata: ["reason": "\(failure)"])
            }
            throw failure
        }
    }

    /// Runs `operation` and returns its result, or throws a ``PostgresResponseStoreError/Reason/timeout``
    /// after `limit`, without waiting for an operation that hangs (it is cancelled and left to end
    /// on its own).
    ///
    /// The caller's cancellation does not end the statement early: a lease taken, or given back,
    /// by a request that is being cancelled still reaches the database (or times out).
    static func statement<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        do {
            return try await Task { try await Deadline.race(within: limit, operation) }.value
        } catch is Deadline.Expired {
            throw PostgresResponseStoreError(.timeout, "PostgreSQL did not answer within \(limit).")
        }
    }
}
