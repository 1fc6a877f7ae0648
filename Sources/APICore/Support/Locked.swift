import Foundation

/// A value guarded by a lock, for the few places where state is shared across threads
/// without an actor (for example properties of a class that completion-handler code mutates).
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    package var current: Value {
        get { withLock { $0 } }
        set { withLock { $0 = newValue } }
    }
}
