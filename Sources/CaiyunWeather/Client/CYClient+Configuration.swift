import APICore
import Foundation

extension CYClient {
    /// Settings for every request made through a client: how it talks HTTP and how it caches.
    ///
    /// The cache starts as ``defaultCache``, in ``defaultCacheDirectory``; change what differs:
    ///
    /// ```swift
    /// var configuration = CYClient.Configuration(http: .init(timeout: 5, requestsPerSecond: 5))
    /// configuration.cache.maximumStaleAge = 3600
    /// ```
    public struct Configuration: Sendable {
        /// Timeout, `User-Agent`, the largest response (8 MiB by default; a 360-hour response is
        /// about 1 MiB), retries and the most calls per second.
        public var http: HTTPSettings
        /// The memory and disk levels and stale answers. Requests made through the client start
        /// with its `directory` as their ``CYRequest/localContentUrl`` and its `expiration` as
        /// their ``CYRequest/expiration``.
        public var cache: CacheSettings

        /// Creates a configuration.
        public init(http: HTTPSettings = HTTPSettings(), cache: CacheSettings = Configuration.defaultCache) {
            self.http = http
            self.cache = cache
        }

        /// The default cache directory: `CaiyunWeather` in the user's caches directory
        /// (`~/Library/Caches` on Apple platforms, `$XDG_CACHE_HOME` or `~/.cache` on Linux), also
        /// known by the original library's name, ``CYRequest/defaultLocalContentUrl``.
        public static var defaultCacheDirectory: URL { CacheSettings.userCachesDirectory(named: "CaiyunWeather") }

        /// The default cache: ``defaultCacheDirectory``, 50 MB on disk, 64 responses in memory,
        /// fresh for 5 minutes, stale answers up to 3 hours old.
        public static var defaultCache: CacheSettings {
            CacheSettings(directory: defaultCacheDirectory, diskLimit: 50_000_000, expiration: 5 * 60)
        }
    }
}
