import APICore

/// Records every wait it is asked for and returns at once, so tests can check backoff and
/// `Retry-After` handling without sleeping.
public final class SleepRecorder: Sendable {
    private let recorded = Locked<[Duration]>([])

    /// Creates a recorder.
    public init() {}

    /// The waits asked for, in order.
    public var durations: [Duration] { recorded.current }

    /// A sleep function to inject.
    public var sleep: @Sendable (Duration) async throws -> Void {
        { [recorded] duration in recorded.withLock { $0.append(duration) } }
    }
}
