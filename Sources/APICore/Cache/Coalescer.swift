/// Runs at most one operation per key at a time; callers that ask for a key already in flight
/// wait for that operation's result instead of starting their own.
///
/// The shared operation runs in its own task. A caller that is cancelled stops waiting at once
/// with `CancellationError`; the operation goes on for the others, and is cancelled only when
/// every caller waiting for it has gone.
package actor Coalescer<Key: Hashable & Sendable, Value: Sendable> {
    private typealias Waiter = CheckedContinuation<Value, any Error>

    private struct Flight {
        let id: UInt64
        let task: Task<Void, Never>
        var waiters: [UInt64: Waiter] = [:]
    }

    private var flights: [Key: Flight] = [:]
    private var lastID: UInt64 = 0

    /// Creates a coalescer.
    package init() {}

    /// How many operations are running.
    package var runningCount: Int { flights.count }

    /// How many callers are waiting for the operation for `key`.
    package func waiterCount(for key: Key) -> Int { flights[key]?.waiters.count ?? 0 }

    /// The result of `operation` for `key`, shared with every concurrent caller for the same key.
    package func run(_ key: Key, _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let waiterID = nextID()
        if flights[key] == nil {
            let flightID = nextID()
            let task = Task {
                do {
                    self.finish(key, flightID, with: .success(try await operation()))
                } catch {
                    self.finish(key, flightID, with: .failure(error))
                }
            }
            flights[key] = Flight(id: flightID, task: task)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                guard flights[key] != nil else { return waiter.resume(throwing: CancellationError()) }
                flights[key]?.waiters[waiterID] = waiter
                if Task.isCancelled { leave(key, waiterID) }
            }
        } onCancel: {
            Task { await self.leave(key, waiterID) }
        }
    }

    private func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }

    private func finish(_ key: Key, _ flightID: UInt64, with result: Result<Value, any Error>) {
        guard let flight = flights[key], flight.id == flightID else { return }
        flights[key] = nil
        for waiter in flight.waiters.values { waiter.resume(with: result) }
    }

    private func leave(_ key: Key, _ waiterID: UInt64) {
        guard let waiter = flights[key]?.waiters.removeValue(forKey: waiterID) else { return }
        waiter.resume(throwing: CancellationError())
        if let flight = flights[key], flight.waiters.isEmpty {
            flights[key] = nil
            flight.task.cancel()
        }
    }
}
