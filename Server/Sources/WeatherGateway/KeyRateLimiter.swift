import Synchronization

/// A token bucket per client key (or client address): `rate` requests per second, bursts of twice
/// that. Past `maximumKeys` buckets, those that have filled up again are forgotten (a full bucket
/// is what a new one starts as), so many passing addresses cannot grow it without bound.
final class KeyRateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    /// Requests per second.
    let rate: Double
    /// The most requests at once after a quiet spell.
    let burst: Double
    /// How many buckets to keep before forgetting full ones.
    let maximumKeys: Int
    private let buckets = Mutex<[String: Bucket]>([:])

    /// A limiter of `requestsPerSecond` per key, in bursts of `burst` (twice the rate when `nil`).
    init(requestsPerSecond: Double, burst: Double? = nil, maximumKeys: Int = 10_000) {
        rate = max(requestsPerSecond, 0.001)
        self.burst = max(burst ?? 2 * requestsPerSecond, 1)
        self.maximumKeys = maximumKeys
    }

    /// How many buckets are kept now.
    var count: Int { buckets.withLock { $0.count } }

    /// `nil` when `key` may send now (and spends one request); otherwise the seconds until it may.
    func wait(for key: String, now: ContinuousClock.Instant = .now) -> Double? {
        buckets.withLock { buckets in
            if buckets[key] == nil, buckets.count >= maximumKeys {
                buckets = buckets.filter { _, bucket in !isFull(bucket, at: now) }
            }
            var bucket = buckets[key] ?? Bucket(tokens: burst, updated: now)
            bucket.tokens = tokens(in: bucket, at: now)
            bucket.updated = now
            defer { buckets[key] = bucket }
            guard bucket.tokens >= 1 else { return (1 - bucket.tokens) / rate }
            bucket.tokens -= 1
            return nil
        }
    }

    private func tokens(in bucket: Bucket, at now: ContinuousClock.Instant) -> Double {
        let elapsed = bucket.updated.duration(to: now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return min(burst, bucket.tokens + max(0, seconds) * rate)
    }

    private func isFull(_ bucket: Bucket, at now: ContinuousClock.Instant) -> Bool {
        tokens(in: bucket, at: now) >= burst
    }
}
