import Foundation
import PostgresNIO

extension PostgresResponseStore {
    /// Takes up to `count` requests from the token bucket `name` shared by every instance on this
    /// database (and deployment): `rate` requests a second, bursts of `burst`.
    ///
    /// One statement, one round trip; no lock outlives it. The database keeps the name's SHA-256,
    /// so a client key may be the name without being stored.
    ///
    /// - Returns: How many requests may go now (0 to `count`), and, when none may, the seconds
    ///   until one may.
    /// - Throws: ``PostgresResponseStoreError`` when the database does not answer: callers then
    ///   limit on their own.
    public func takeRateTokens(
        bucket name: String, rate: Double, burst: Double, count: Int = 1
    ) async throws -> (granted: Int, wait: Double?) {
        try await takeRateTokens(bucket: name, rate: rate, burst: burst, count: count, at: nil)
    }

    /// ``takeRateTokens(bucket:rate:burst:count:)`` as if the statement had read `time` before it
    /// waited for the row (the database's clock when `nil`): lets a test put takes out of order.
    func takeRateTokens(
        bucket name: String, rate: Double, burst: Double, count: Int, at time: Date?
    ) async throws -> (granted: Int, wait: Double?) {
        let bucket = configuration.deployment.map { "\($0)/\(name)" } ?? name
        let rate = max(rate, 0.001)
        let (granted, tokens): (Int, Double) = try await perform { client, logger in
            let rows = try await client.query(
                Statements.takeTokens(
                    bucket: bucket, rate: rate, burst: max(burst, 1), count: max(count, 1), at: time),
                logger: logger)
            for try await row in rows.decode((Int, Double).self) { return row }
            throw PostgresResponseStoreError(.databaseError, "The rate bucket returned no row.")
        }
        return (granted, granted > 0 ? nil : max(0, 1 - tokens) / rate)
    }
}
