import Foundation
import PostgresNIO

extension PostgresResponseStore {
    /// Takes one request from the token bucket `name` shared by every instance on this database
    /// (and deployment): `rate` requests a second, bursts of `burst`.
    ///
    /// One statement, one round trip; no lock outlives it. The database keeps the name's SHA-256,
    /// so a client key may be the name without being stored.
    ///
    /// - Returns: `nil` when the request may go now; otherwise the seconds until a token is there.
    /// - Throws: ``PostgresResponseStoreError`` when the database does not answer: callers then
    ///   limit on their own.
    public func takeRateToken(bucket name: String, rate: Double, burst: Double) async throws -> Double? {
        let bucket = configuration.deployment.map { "\($0)/\(name)" } ?? name
        let rate = max(rate, 0.001)
        let (allowed, tokens): (Bool, Double) = try await perform { client, logger in
            let rows = try await client.query(
                Statements.takeToken(bucket: bucket, rate: rate, burst: max(burst, 1)), logger: logger)
            for try await row in rows.decode((Bool, Double).self) { return row }
            throw PostgresResponseStoreError(.databaseError, "The rate bucket returned no row.")
        }
        return allowed ? nil : max(0, 1 - tokens) / rate
    }
}
