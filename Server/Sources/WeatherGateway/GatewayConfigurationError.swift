/// A configuration the gateway refuses to start with, naming the setting to change.
public struct GatewayConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, as a stable code.
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// More connections allowed than the process has file descriptors for (`ulimit -n`).
        public static let tooManyConnections = Code(rawValue: "too_many_connections")
        /// PostgreSQL and client keys without `GATEWAY_KEY_SECRET`.
        public static let missingKeySecret = Code(rawValue: "missing_key_secret")
    }

    /// The stable code.
    public var code: Code
    /// One sentence for the operator, naming what to change.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
