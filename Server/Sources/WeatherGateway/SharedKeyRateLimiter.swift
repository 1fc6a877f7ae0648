import Logging
import PostgresResponseStore
import Synchronization

/// Limits each client key across every gateway on one database: one token bucket per key in
/// PostgreSQL, so N instances together allow the configured rate, not N times it. While the
/// database does not answer, each instance limits on its own.
///
/// An instance takes a key's tokens a few at a time (a twentieth of a second's worth) and spends
/// them locally, so a busy key costs one database round trip per batch rather than per request.
/// Tokens not spent within a second are given up, so an idle instance does not sit on them.
/// The key itself never reaches the database: buckets are named by its ``ClientKeyDigest``.
final class SharedKeyRateLimiter: Sendable {
    let store: PostgresResponseStore
    let local: KeyRateLimiter
    let logger: Logger
    /// How many tokens one round trip asks for.
    let batch: Int
    /// What the database sees of a key.
    let digest: ClientKeyDigest

    private struct Reservation {
        var tokens: Int
        var expires: ContinuousClock.Instant
    }

    private let reservations = Mutex<[String: Reservation]>([:])

    init(store: PostgresResponseStore, local: KeyRateLimiter, logger: Logger, digest: ClientKeyDigest) {
        self.store = store
        self.digest = digest
        self.local = local
        self.logger = logger
        batch = max(1, Int((local.rate / 20).rounded(.up)))
    }

    /// `nil` when `key` may send now (and spends one request); otherwise the seconds until it may.
    func wait(for key: String, now: ContinuousClock.Instant = .now) async -> Double? {
        if spendReserved(key, now: now) { return nil }
        guard store.isAvailable else { return local.wait(for: key) }
        do {
            let taken = try await store.takeRateTokens(
                bucket: "client-key/\(digest.digest(key))", rate: local.rate, burst: local.burst, count: batch)
            guard taken.granted > 0 else {
                // Takes that ran beside this one (a burst of requests, each asking for a batch)
                // may have emptied the bucket into this instance's reservation: spend from it.
                if spendReserved(key, now: .now) { return nil }
                return taken.wait ?? 1 / local.rate
            }
            if taken.granted > 1 { reserve(taken.granted - 1, for: key, now: now) }
            return nil
        } catch {
            logger.debug("Limiting this instance alone while the database does not answer")
            return local.wait(for: key)
        }
    }

    /// Spends one of the tokens this instance holds for `key`, when it holds one still valid.
    private func spendReserved(_ key: String, now: ContinuousClock.Instant) -> Bool {
        reservations.withLock { reservations in
            guard var held = reservations[key], held.tokens > 0, held.expires > now else { return false }
            held.tokens -= 1
            reservations[key] = held
            return true
        }
    }

    /// Keeps `tokens` for `key` for a second.
    private func reserve(_ tokens: Int, for key: String, now: ContinuousClock.Instant) {
        reservations.withLock { reservations in
            let current = reservations[key].flatMap { $0.expires > now ? $0.tokens : nil } ?? 0
            reservations[key] = Reservation(tokens: current + tokens, expires: now + .seconds(1))
        }
    }
}
