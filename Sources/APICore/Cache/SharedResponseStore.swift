import Foundation

/// A cache level that many processes share, consulted after memory and disk and before the
/// network, with one upstream call per key across all of them.
///
/// Keys and bodies are exactly those of the disk level: ``SharedCacheKey/name`` is the disk file
/// name and ``SharedCacheEntry/body`` the file's bytes, so no token is in either by construction.
/// A client's cache uses a store like this for each request it cannot answer from memory or disk:
///
/// 1. ``entry(for:)``: a fresh entry answers.
/// 2. ``acquireLease(for:)``: the one caller that gets the lease calls the API, while holding no
///    database connection, then ``store(_:under:)`` writes the body only if the lease is still
///    its own and ends the lease.
/// 3. Every other caller waits with ``waitForChange(of:timeout:)`` and starts again at 1; a lease
///    whose holder died runs out after ``leaseDuration`` and the next caller takes it over.
///
/// A store that cannot reach its backend throws: the cache then answers as it would without one
/// (memory, disk, one call per key within the process). Conforming types are reference types so
/// that ``CacheSettings`` can compare them by identity.
public protocol SharedResponseStore: AnyObject, Sendable {
    /// How long a lease lasts: the longest one API call may take, retries included.
    var leaseDuration: Duration { get }

    /// The stored body for `key` and the time it describes, or `nil` when there is none.
    func entry(for key: SharedCacheKey) async throws -> SharedCacheEntry?

    /// Takes the lease for `key` if no one holds it or the holder's lease has run out; `nil` when
    /// another caller holds it.
    func acquireLease(for key: SharedCacheKey) async throws -> SharedCacheLease?

    /// Stores `entry` for the lease's key and ends the lease, if the lease is still the caller's.
    ///
    /// - Returns: `false` when the lease has run out or been taken over: nothing was written.
    func store(_ entry: SharedCacheEntry, under lease: SharedCacheLease) async throws -> Bool

    /// Ends `lease` without storing anything (the API call failed), so a waiter can take over.
    func releaseLease(_ lease: SharedCacheLease) async

    /// Returns when the entry or the lease for `key` may have changed, or after `timeout`.
    func waitForChange(of key: SharedCacheKey, timeout: Duration) async
}

/// An error of a shared store that can tell a late answer (the store is busy, and the statement
/// may still take effect) from a refusal (the store is down). On a late answer to a lease request
/// the cache waits for whoever holds the lease instead of calling the API beside it.
public protocol SharedStoreFailure: Error {
    /// Whether the store did not answer in time, rather than refusing or failing.
    var isLate: Bool { get }
}

/// Where a shared store keeps one response.
public struct SharedCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// The provider and API host (with the port when there is one), for example
    /// `caiyun api.caiyunapp.com`; never a URL path, which may hold a token.
    public var namespace: String
    /// The disk level's file name for the request.
    public var name: String

    /// Creates a key.
    public init(namespace: String, name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// The namespace for `provider` at `baseURL`: the provider's name and the URL's host and port.
    public static func namespace(provider: String, baseURL: URL) -> String {
        let host = baseURL.host?.lowercased() ?? ""
        return baseURL.port.map { "\(provider) \(host):\($0)" } ?? "\(provider) \(host)"
    }

    /// `namespace/name`.
    public var description: String { "\(namespace)/\(name)" }
}

/// A stored body and the time it describes, which decides its freshness as on disk.
public struct SharedCacheEntry: Sendable, Hashable {
    /// The bytes, exactly as the disk level keeps them.
    public var body: Data
    /// The time the response describes (its server time, or when it was fetched).
    public var date: Date

    /// Creates an entry.
    public init(body: Data, date: Date) {
        self.body = body
        self.date = date
    }
}

/// The right to call the API for one key, and to store its answer, until the lease runs out.
public struct SharedCacheLease: Sendable, Hashable {
    /// The key the lease is for.
    public let key: SharedCacheKey
    /// Identifies the holder; a store writes only for the holder that still owns the lease.
    public let holder: UUID

    /// Creates a lease.
    public init(key: SharedCacheKey, holder: UUID) {
        self.key = key
        self.holder = holder
    }
}
