/// Spaces requests at least `1 / requestsPerSecond` apart, making callers wait for their turn
/// rather than fail.
package actor RateLimiter {
    private let interval: Duration
    private let clock = ContinuousClock()
    private let sleep: @Sendable (Duration) async throws -> Void
    private var nextSlot: ContinuousClock.Instant

    /// Creates a limiter allowing `requestsPerSecond` requests per second (at least 0.001; NaN counts as 0.001).
    package init(requestsPerSecond: Double, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        let rate = NumberText.clamp(requestsPerSecond, to: 0.001...1_000_000_000, ifNaN: 0.001)
        interval = .nanoseconds(Int64(1_000_000_000 / rate))
        self.sleep = sleep
        nextSlot = clock.now
    }

    /// Waits until the caller may send its request.
    package func acquire() async throws {
        let now = clock.now
        let slot = max(now, nextSlot)
        nextSlot = slot + interval
        let wait = slot - now
        if wait > .zero { try await sleep(wait) }
    }
}
