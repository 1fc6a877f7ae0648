import Logging
import PostgresResponseStore

/// Limits each client key across every gateway on one database: one token bucket per key in
/// PostgreSQL, so N instances together allow the configured rate, not N times it. While the
/// database does not answer, each instance limits on its own.
struct SharedKeyRateLimiter: Sendable {
    let store: PostgresResponseStore
    let local: KeyRateLimiter
    let logger: Logger

    /// `nil` when `key` may send now (and spends one request); otherwise the seconds until it may.
    func wait(for key: String) async -> Double? {
        guard store.isAvailable else { return local.wait(for: key) }
        do {
            return try await store.takeRateToken(bucket: "client-key/\(key)", rate: local.rate, burst: local.burst)
        } catch {
            logger.debug("Limiting this instance alone while the database does not answer")
            return local.wait(for: key)
        }
    }
}
