/// Runs at most one operation per key at a time; callers that ask for a key already in flight
/// wait for that operation's result instead of starting their own.
///
/// The shared operation runs in its own task, so one caller's cancellation does not cancel it
/// for the others.
package actor Coalescer<Key: Hashable & Sendable, Value: Sendable> {
    private var inFlight: [Key: Task<Value, any Error>] = [:]

    /// Creates a coalescer.
    package init() {}

    /// How many operations are running.
    package var runningCount: Int { inFlight.count }

    /// The result of `operation` for `key`, shared with every concurrent caller for the same key.
    package func run(_ key: Key, _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let running = inFlight[key] {
            return try await running.value
        }
        let task = Task { try await operation() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }
}
