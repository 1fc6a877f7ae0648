import APICore

/// Why a ``PostgresResponseStore`` could not answer; a client's cache then answers without it.
public struct PostgresResponseStoreError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in a stable form.
    public enum Reason: String, Sendable {
        /// The schema is not ready yet, or the database failed recently and the breaker is open.
        case unavailable
        /// A statement took longer than ``PostgresResponseStore/Configuration/operationTimeout``.
        case timeout
        /// The database reported an error or the connection failed.
        case databaseError
        /// The database URL cannot be used.
        case invalidURL
    }

    /// What went wrong.
    public let reason: Reason
    /// A sentence for logs; never holds a password, token or response body.
    public let message: String

    /// Creates an error.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// `reason: message`.
    public var description: String { "\(reason.rawValue): \(message)" }
}

extension PostgresResponseStoreError: SharedStoreFailure {
    /// A statement that ran out of time: PostgreSQL is busy rather than down, and the statement
    /// may still take effect.
    public var isLate: Bool { reason == .timeout }
}
