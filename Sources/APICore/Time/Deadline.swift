import Dispatch

/// Runs an operation against a deadline so that exactly one of them wins, always.
///
/// The operation and a timer run in tasks of their own. The first to finish resumes the caller,
/// once, under a lock; the loser is then cancelled and never waited for. So an operation that is
/// slow to honour cancellation (or that waits on its own delivery while being cancelled) can
/// delay only itself, never the caller, and a deadline that fires just as the answer arrives
/// cannot leave both sides waiting for each other. A timer that loses is cancelled too, so no
/// race leaves a task sleeping behind it.
///
/// ```swift
/// do {
///     let rows = try await Deadline.race(within: .seconds(2)) { try await database.query(sql) }
/// } catch is Deadline.Expired {
///     // Two seconds passed first; the query was cancelled and is left to end on its own.
/// }
/// ```
public enum Deadline {
    /// The deadline passed before the operation finished; the operation was cancelled.
    public struct Expired: Error {
        /// Creates the error.
        public init() {}
    }

    /// The result of `operation`, unless `limit` passes first on the continuous clock.
    ///
    /// `operation` runs in a task of its own and always starts, even when the calling task is
    /// already cancelled (it then starts cancelled), so it can release what the caller handed it.
    /// Whichever of the operation, the deadline and the caller's cancellation comes first decides
    /// the outcome at once; the operation is then cancelled if it lost, and is not waited for.
    ///
    /// - Parameters:
    ///   - limit: How long the operation may take, counted from the call.
    ///   - operation: The work to run.
    /// - Returns: What `operation` returned.
    /// - Throws: What `operation` throws; ``Expired`` when `limit` passed first;
    ///   `CancellationError` when the calling task is cancelled first.
    public static func race<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let clock = SystemClock()
        return try await race(until: clock.elapsed + limit, on: clock, operation)
    }

    /// The result of `operation`, unless `clock` reaches `deadline` first.
    ///
    /// `operation` always starts, even when the calling task is already cancelled (it then starts
    /// cancelled), so it can release what the caller handed it.
    ///
    /// - Throws: What `operation` throws; ``Expired`` when the deadline passed first;
    ///   `CancellationError` when the calling task is cancelled first.
    package static func race<Value: Sendable>(
        until deadline: Duration, on clock: any APIClock, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let race = Race<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                race.install(continuation)
                let work = Task {
                    let result: Result<Value, any Error>
                    do {
                        result = .success(try await operation())
                    } catch {
                        result = .failure(error)
                    }
                    race.finish(with: result, byOperation: true)
                }
                let timer = Task {
                    do {
                        try await clock.waitForDeadline(deadline)
                    } catch {
                        return // cancelled: the operation won
                    }
                    race.finish(with: .failure(Expired()), byOperation: false)
                }
                race.track(work: work, timer: timer)
            }
        } onCancel: {
            race.finish(with: .failure(CancellationError()), byOperation: false)
        }
    }
}

/// The shared state of one race: the caller's continuation, resumed exactly once.
private final class Race<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var outcome: Result<Value, any Error>?
        var work: Task<Void, Never>?
        var timer: Task<Void, Never>?
    }

    private let state = Locked(State())

    func install(_ continuation: CheckedContinuation<Value, any Error>) {
        let early = state.withLock { state -> Result<Value, any Error>? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func track(work: Task<Void, Never>, timer: Task<Void, Never>) {
        let finished = state.withLock { state -> Bool in
            state.work = work
            state.timer = timer
            return state.outcome != nil
        }
        if finished {
            timer.cancel()
            Self.cancelWithoutWaiting(work)
        }
    }

    /// Records the first outcome and resumes the caller with it; later outcomes are dropped.
    func finish(with outcome: Result<Value, any Error>, byOperation: Bool) {
        let winner = state.withLock {
            state -> (CheckedContinuation<Value, any Error>?, Task<Void, Never>?, Task<Void, Never>?)? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.continuation = nil }
            return (state.continuation, state.work, state.timer)
        }
        guard let (continuation, work, timer) = winner else { return }
        continuation?.resume(with: outcome)
        timer?.cancel()
        if !byOperation, let work { Self.cancelWithoutWaiting(work) }
    }

    /// Cancels the operation on a dispatch thread, so an operation whose cancellation blocks
    /// cannot hold up the thread that decided the race.
    private static func cancelWithoutWaiting(_ work: Task<Void, Never>) {
        DispatchQueue.global().async { work.cancel() }
    }
}
