import Foundation
import Logging

/// Where a cached answer came from.
package enum CacheSource: Sendable, Hashable {
    /// The memory level.
    case memory
    /// The disk level.
    case disk
    /// The network, just now.
    case network

    /// Whether the answer came from a cache level rather than the network.
    package var isLocal: Bool { self != .network }
}

/// What a caller will accept.
package enum CacheMode: Sendable, Hashable {
    /// A fresh cached answer, else the network (with stale answers when the network fails).
    case automatic
    /// A cached answer of any age, never the network.
    case localOnly
    /// The network, never a cached answer (the answer is still cached).
    case remoteOnly
}

/// One answer from a ``ResponseCache``.
package struct CachedAnswer<Value: Sendable>: Sendable {
    /// The decoded value.
    package var value: Value
    /// The time the value describes (its server time), which decides freshness.
    package var date: Date
    /// Where it came from.
    package var source: CacheSource
    /// The network failure a stale answer stands in for.
    package var staleError: (any Error)?
}

/// How to cache one kind of request: its keys, limits, and how to decode and fetch it.
package struct CacheRequest<Value: Sendable>: Sendable {
    /// Identifies the request in memory and among in-flight calls; must differ for different answers.
    package var key: String
    /// The disk level's store and file name; `nil` for memory only.
    package var disk: (store: DiskStore, fileName: String)?
    /// The most bytes the disk level keeps, and which of its files count.
    package var diskLimit: Int
    package var isCacheFile: @Sendable (String) -> Bool
    /// How long an answer stays fresh, counted from its own time.
    package var expiration: TimeInterval
    /// How old an answer may be to stand in when the network fails; `nil` for never.
    package var maximumStaleAge: TimeInterval?
    /// Decodes a cached body; throws when the body is damaged or answers another request.
    package var decode: @Sendable (Data) throws -> (value: Value, date: Date)
    /// Fetches from the network: the value, its time and the raw body to store.
    package var fetch: @Sendable () async throws -> (value: Value, date: Date, body: Data)
    /// Whether a failure may be answered with a stale value (not for invalid requests or cancellation).
    package var canServeStale: @Sendable (any Error) -> Bool
    /// The error for a local-only request with nothing cached.
    package var missing: @Sendable () -> any Error
    /// The error for a cache file that exists but cannot be read (permissions, I/O).
    package var unreadable: @Sendable (any Error) -> any Error

    package init(
        key: String, disk: (store: DiskStore, fileName: String)?, diskLimit: Int, isCacheFile: @escaping @Sendable (String) -> Bool,
        expiration: TimeInterval, maximumStaleAge: TimeInterval?,
        decode: @escaping @Sendable (Data) throws -> (value: Value, date: Date),
        fetch: @escaping @Sendable () async throws -> (value: Value, date: Date, body: Data),
        canServeStale: @escaping @Sendable (any Error) -> Bool, missing: @escaping @Sendable () -> any Error,
        unreadable: @escaping @Sendable (any Error) -> any Error
    ) {
        self.key = key
        self.disk = disk
        self.diskLimit = diskLimit
        self.isCacheFile = isCacheFile
        self.expiration = expiration
        self.maximumStaleAge = maximumStaleAge
        self.decode = decode
        self.fetch = fetch
        self.canServeStale = canServeStale
        self.missing = missing
        self.unreadable = unreadable
    }
}
