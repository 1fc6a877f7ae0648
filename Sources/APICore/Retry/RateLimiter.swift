/// Spaces requests at least `1 / requestsPerSecond` apart, making callers wait for their turn
/// rather than fail.
package actor RateLimiter {
    private let interval: Duration
    private let clock: any APIClock
    private var nextSlot: Duration?

    /// Creates a limiter allowing `requestsPerSecond` requests per second (at least 0.001; NaN
    /// counts as 0.001), waiting on `clock`.
    package init(requestsPerSecond: Double, clock: any APIClock) {
        let rate = NumberText.clamp(requestsPerSecond, to: 0.001...1_000_000_000, ifNaN: 0.001)
        interval = .nanoseconds(Int64(1_000_000_000 / rate))
        self.clock = clock
    }

    /// Waits until the caller may send its request.
    ///
    /// - Throws: `CancellationError` when cancelled while waiting; the turn is then lost.
    package func acquire() async throws {
        let now = clock.elapsed
        let slot = max(now, nextSlot ?? now)
        nextSlot = slot + interval
        if slot > now { try await clock.sleep(until: slot) }
    }
}
