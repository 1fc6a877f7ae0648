import Synchronization

/// A token bucket per client key: `rate` requests per second, bursts of twice that.
final class KeyRateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    /// Requests per second.
    let rate: Double
    /// The most requests at once after a quiet spell.
    let burst: Double
    private let buckets = Mutex<[String: Bucket]>([:])

    init(requestsPerSecond: Double) {
        rate = max(requestsPerSecond, 0.001)
        burst = max(2 * requestsPerSecond, 1)
    }

    /// `nil` when `key` may send now (and spends one request); otherwise the seconds until it may.
    func wait(for key: String, now: ContinuousClock.Instant = .now) -> Double? {
        buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: burst, updated: now)
            let elapsed = bucket.updated.duration(to: now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bucket.tokens = min(burst, bucket.tokens + max(0, seconds) * rate)
            bucket.updated = now
            defer { buckets[key] = bucket }
            guard bucket.tokens >= 1 else { return (1 - bucket.tokens) / rate }
            bucket.tokens -= 1
            return nil
        }
    }
}
