import Foundation

/// Where the package reads the time and waits.
///
/// Deadlines, pacing, backoff, `Retry-After`, cache freshness and eviction all go through one
/// clock, so a test can replace the real one (``SystemClock``) with a clock it moves by hand and
/// never depend on how fast the machine happens to be.
package protocol APIClock: Sendable {
    /// The date and time: cache freshness, HTTP dates, file ages.
    var now: Date { get }

    /// Monotonic time since an arbitrary origin: deadlines and pacing.
    var elapsed: Duration { get }

    /// Waits until ``elapsed`` reaches `instant`: a pause the package chooses (backoff, pacing,
    /// `Retry-After`, polling for a lock).
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    func sleep(until instant: Duration) async throws

    /// Waits until ``elapsed`` reaches `deadline`: the end of the time a request may take.
    ///
    /// The real clock treats it as ``sleep(until:)``; a test clock can skip pauses while still
    /// letting deadlines pass only when the test says so.
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    func waitForDeadline(_ deadline: Duration) async throws
}

extension APIClock {
    /// Waits for `duration` from now; see ``sleep(until:)``.
    package func sleep(for duration: Duration) async throws {
        try await sleep(until: elapsed + duration)
    }
}

extension Duration {
    /// A duration of `interval` seconds, for settings given as `TimeInterval`; values that are
    /// not finite or not positive count as zero, and the largest is one day.
    package static func seconds(interval: TimeInterval) -> Duration {
        .nanoseconds(Int64(NumberText.clamp(interval, to: 0...86_400, ifNaN: 0) * 1_000_000_000))
    }

    /// The duration in seconds, as `TimeInterval`.
    package var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
