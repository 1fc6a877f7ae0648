import APICore
import Foundation

extension CYClient {
    /// Settings for every request made through a client.
    public struct Configuration: Sendable {
        /// The longest one API call may take, in seconds. Default: 10.
        public var timeout: TimeInterval
        /// The `User-Agent` sent with every call.
        public var userAgent: String
        /// The largest response accepted, in bytes. Default: 8 MiB (a 360-hour response is about 1 MiB).
        public var maximumResponseSize: Int
        /// When to retry a failed call: timeouts, broken connections, 5xx, and 429 with a short `Retry-After`.
        public var retryPolicy: RetryPolicy
        /// The most API calls per second; extra calls wait their turn. Default: `nil`, no limit.
        /// Set it to your plan's QPS to avoid 429 answers.
        public var requestsPerSecond: Double?
        /// How many decoded responses to keep in memory. Default: 64; 0 turns the memory cache off.
        public var memoryCacheCapacity: Int
        /// The most bytes of responses to keep in each cache directory. Default: 50 MB.
        public var diskCacheLimit: Int
        /// How old a cached response may be and still stand in when the API fails, in seconds.
        /// Default: 3 hours; `nil` turns stale answers off.
        public var maximumStaleAge: TimeInterval?

        /// Creates a configuration.
        public init(
            timeout: TimeInterval = 10, userAgent: String = CYClient.defaultUserAgent, maximumResponseSize: Int = 8 * 1024 * 1024,
            retryPolicy: RetryPolicy = .standard, requestsPerSecond: Double? = nil, memoryCacheCapacity: Int = 64,
            diskCacheLimit: Int = 50_000_000, maximumStaleAge: TimeInterval? = 3 * 3600
        ) {
            self.timeout = timeout
            self.userAgent = userAgent
            self.maximumResponseSize = maximumResponseSize
            self.retryPolicy = retryPolicy
            self.requestsPerSecond = requestsPerSecond
            self.memoryCacheCapacity = memoryCacheCapacity
            self.diskCacheLimit = diskCacheLimit
            self.maximumStaleAge = maximumStaleAge
        }
    }
}
