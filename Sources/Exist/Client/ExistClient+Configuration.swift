import APICore
import Foundation

extension ExistClient {
    /// Settings for every request of one client: credentials, where the API lives, how the
    /// client talks HTTP and how writes are split.
    public struct Configuration: Sendable {
        /// The credentials.
        public var authentication: ExistAuthentication
        /// Where Exist lives; the API is under `api/2/` and OAuth under `oauth2/`. Change it for
        /// a proxy or a test server: every request, page link and token exchange goes there.
        public var baseURL: URL
        /// Timeout, `User-Agent`, the largest response, retries and the most calls per second.
        /// Exist allows 300 requests an hour per token; ``hourlyPacing`` spreads calls to match.
        /// Increments are never retried, whatever the policy.
        public var http: HTTPSettings
        /// The most items sent in one write request (1–35; Exist accepts 35).
        public var writeBatchSize: Int {
            didSet { writeBatchSize = min(max(writeBatchSize, 1), Self.maximumWriteBatchSize) }
        }

        /// exist.io.
        public static let defaultBaseURL = URL(string: "https://exist.io/")!
        /// The most items Exist accepts in one write.
        public static let maximumWriteBatchSize = 35
        /// HTTP settings that pace calls to Exist's limit of 300 requests an hour.
        public static var hourlyPacing: HTTPSettings { HTTPSettings(requestsPerSecond: 300.0 / 3600.0) }

        /// Creates a configuration.
        public init(
            authentication: ExistAuthentication, baseURL: URL = Configuration.defaultBaseURL,
            http: HTTPSettings = HTTPSettings(),
            writeBatchSize: Int = Configuration.maximumWriteBatchSize
        ) {
            self.authentication = authentication
            self.baseURL = baseURL
            self.http = http
            self.writeBatchSize = min(max(writeBatchSize, 1), Self.maximumWriteBatchSize)
        }
    }
}
