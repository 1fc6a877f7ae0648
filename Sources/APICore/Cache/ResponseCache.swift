import Foundation

/// How to cache one kind of request: its keys, limits, and how to decode and fetch it.
package struct CacheRequest<Value: Sendable, Failure: APIClientError>: Sendable {
    /// Identifies the request in memory and among in-flight calls; must differ for different answers.
    package var key: String
    /// The disk level's store and file name; `nil` for memory only.
    package var disk: (store: DiskStore, fileName: String)?
    /// The most bytes the disk level keeps.
    package var diskLimit: Int
    /// The shared level's store and key (the disk file name in the client's namespace); `nil` for none.
    package var shared: (store: any SharedResponseStore, key: SharedCacheKey)?
    /// Which of the disk store's files count towards ``diskLimit`` and may be evicted.
    package var isCacheFile: @Sendable (String) -> Bool
    /// How long an answer stays fresh, counted from its own time.
    package var expiration: TimeInterval
    /// How old an answer may be to stand in when the network fails; `nil` for never.
    package var maximumStaleAge: TimeInterval?
    /// How long to wait for the API before a stale answer at hand stands in (see
    /// ``CacheSettings/staleAfter``); `nil` waits for the call.
    package var staleAfter: TimeInterval?
    /// Decodes a cached body; throws when the body is damaged or answers another request.
    package var decode: @Sendable (Data) throws(Failure) -> (value: Value, date: Date)
    /// Fetches from the network: the value, its time and the raw body to store.
    package var fetch: @Sendable () async throws(Failure) -> (value: Value, date: Date, body: Data)
    /// The error for a local-only request with nothing cached.
    package var missing: @Sendable () -> Failure
    /// The error for a cache file that exists but cannot be read (permissions, I/O).
    package var unreadable: @Sendable (any Error) -> Failure

    /// Creates a request cached as `settings` say, on disk under `fileName` unless the settings
    /// turn the disk level off, and in the settings' shared store under `fileName` in
    /// `sharedNamespace` (see ``SharedCacheKey/namespace(provider:baseURL:)``). `diskStore` is the
    /// store for the settings' directory when the caller holds one already, which saves working
    /// out the directory's path again on every request.
    package init(
        key: String, fileName: String, settings: CacheSettings, sharedNamespace: String,
        diskStore: DiskStore? = nil, expiration: TimeInterval? = nil,
        isCacheFile: @escaping @Sendable (String) -> Bool,
        decode: @escaping @Sendable (Data) throws(Failure) -> (value: Value, date: Date),
        fetch: @escaping @Sendable () async throws(Failure) -> (value: Value, date: Date, body: Data),
        missing: @escaping @Sendable () -> Failure, unreadable: @escaping @Sendable (any Error) -> Failure
    ) {
        self.key = key
        if settings.diskLimit > 0 {
            let store = diskStore.flatMap { $0.directory == settings.directory ? $0 : nil }
            disk = (store ?? DiskStore(directory: settings.directory), fileName)
        } else {
            disk = nil
        }
        diskLimit = settings.diskLimit
        shared = settings.sharedStore.map { ($0, SharedCacheKey(namespace: sharedNamespace, name: fileName)) }
        self.isCacheFile = isCacheFile
        self.expiration = expiration ?? settings.expiration
        maximumStaleAge = settings.maximumStaleAge
        staleAfter = settings.staleAfter
        self.decode = decode
        self.fetch = fetch
        self.missing = missing
        self.unreadable = unreadable
    }

    /// Whether a failure may be answered with a stale value: not for invalid requests or cancellation.
    func canServeStale(_ error: Failure) -> Bool {
        !error.code.isInvalidRequest && error.code != .cancelled
    }
}
