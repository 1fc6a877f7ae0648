import Foundation
import Logging
import PostgresNIO
import Synchronization
import Testing

@testable import PostgresResponseStore

/// The PostgreSQL the tests use: `DATABASE_URL`, as `.ci/run` sets it from `Server/Scripts/postgres start`.
///
/// Outside CI without a database the tests that need one are skipped; in CI they fail instead.
enum TestDatabase {
    static let url = ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static let isCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false

    /// Whether tests that need a database run: with one, and always in CI (where they then fail).
    static let isEnabled = url != nil || isCI

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "DATABASE_URL is not set: start a database with `Server/Scripts/postgres start` and export its URL."
        }
    }

    /// The database URL, or a failure explaining how to get one.
    static func requiredURL() throws -> String {
        guard let url else { throw Missing() }
        return url
    }

    /// A deployment name no other test uses, so tests never see each other's rows.
    static func uniqueDeployment(_ name: String = #function) -> String {
        "test-\(name.prefix(while: { $0 != "(" }))-\(UUID().uuidString.prefix(8))"
    }

    /// A running store on the test database; stopped when `body` returns.
    static func withStore<Value>(
        deployment: String, leaseDuration: Duration = .seconds(5), pollInterval: Duration = .milliseconds(100),
        _ body: (PostgresResponseStore) async throws -> Value
    ) async throws -> Value {
        var logger = Logger(label: "test-store")
        logger.logLevel = .warning
        let store = try PostgresResponseStore(
            url: try requiredURL(),
            // Statements get time enough on a machine busy with other work: these tests are about
            // what the store does, and the timeouts have tests of their own.
            configuration: .init(
                deployment: deployment, leaseDuration: leaseDuration, pollInterval: pollInterval,
                operationTimeout: .seconds(10), connectTimeout: .seconds(10)),
            logger: logger)
        let running = Task { try await store.run() }
        defer { running.cancel() }
        try await waitUntil("the store is ready and listening") {
            store.isAvailable && store.isListening.withLock { $0 }
        }
        return try await body(store)
    }

    /// Makes every lease of `deployment` run out now, as if its time had passed; how many there were.
    static func endLeases(of deployment: String) async throws -> Int {
        let store = try PostgresResponseStore(url: try requiredURL())
        let running = Task { await store.client.run() }
        defer { running.cancel() }
        let rows = try await store.client.query(
            """
            WITH ended AS (
                UPDATE weather_cache_leases SET until = clock_timestamp() - interval '1 second'
                WHERE namespace LIKE \(deployment + "/%") RETURNING 1
            )
            SELECT count(*)::int8 FROM ended
            """,
            logger: store.logger)
        var count = 0
        for try await value in rows.decode(Int.self) { count = value }
        return count
    }

    /// Every stored row's namespace, name and body as text, for checking what reached the database.
    static func rows(of deployment: String) async throws -> [String] {
        let store = try PostgresResponseStore(url: try requiredURL())
        let running = Task { await store.client.run() }
        defer { running.cancel() }
        let rows = try await store.client.query(
            """
            SELECT namespace || ' ' || name || ' ' || convert_from(body, 'UTF8') FROM weather_cache_responses
            WHERE namespace LIKE \(deployment + "/%")
            """,
            logger: store.logger)
        var texts: [String] = []
        for try await text in rows.decode(String.self) { texts.append(text) }
        return texts
    }
}

/// Waits, polling, until `condition` holds; fails after a generous bound so a broken condition
/// cannot hang the suite.
func waitUntil(_ what: String, _ condition: @Sendable () async -> Bool) async throws {
    for _ in 0..<600 {
        if await condition() { return }
        try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("Timed out waiting until \(what)")
    throw CancellationError()
}
