import Foundation

extension PostgresResponseStore {
    /// How a store talks to PostgreSQL, how long leases last, and when it gives up on the database.
    public struct Configuration: Sendable {
        /// Keeps this deployment's rows apart from others in the same database; `nil` for none.
        public var deployment: String?
        /// How long a lease lasts: the longest one API call may take, retries included.
        public var leaseDuration: Duration
        /// How often a waiting caller looks again when no notification wakes it.
        public var pollInterval: Duration
        /// The longest one statement may take before the database counts as down.
        public var operationTimeout: Duration
        /// The longest a connection may take to open.
        public var connectTimeout: Duration
        /// How long the store answers "unavailable" at once after a failure before trying again.
        public var breakerCooldown: Duration
        /// How old (by the response's own time) a row may grow before the janitor deletes it.
        public var retention: TimeInterval
        /// How often one instance deletes rows past ``retention``.
        public var janitorInterval: Duration
        /// The most connections the store opens.
        public var maximumConnections: Int

        /// Creates a configuration.
        public init(
            deployment: String? = nil, leaseDuration: Duration = .seconds(15),
            pollInterval: Duration = .milliseconds(250),
            operationTimeout: Duration = .seconds(1), connectTimeout: Duration = .seconds(1),
            breakerCooldown: Duration = .seconds(5), retention: TimeInterval = 3 * 3600 + 300,
            janitorInterval: Duration = .seconds(60), maximumConnections: Int = 8
        ) {
            self.deployment = deployment
            self.leaseDuration = leaseDuration
            self.pollInterval = pollInterval
            self.operationTimeout = operationTimeout
            self.connectTimeout = connectTimeout
            self.breakerCooldown = breakerCooldown
            self.retention = retention
            self.janitorInterval = janitorInterval
            self.maximumConnections = maximumConnections
        }
    }
}
