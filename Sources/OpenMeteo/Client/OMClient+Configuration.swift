import APICore
import Foundation

extension OMClient {
    /// Settings for every request of one client: the optional commercial key, where the APIs
    /// live, how the client talks HTTP and how it caches.
    public struct Configuration: Sendable {
        /// The key of a commercial plan, or `nil` (or empty) for the free, non-commercial API.
        /// With a key, every request goes to the API's `customer-` host with `apikey=`; the key is
        /// never logged, cached or shown in an error.
        public var apiKey: String?
        /// A server that stands in for all four APIs (a proxy, a self-hosted Open-Meteo, a test
        /// server): its scheme, host and port (and any path, as a prefix) replace those of every
        /// API, whose own paths (`/v1/forecast`, `/v1/air-quality`, `/v1/archive`, `/v1/search`)
        /// stay. `nil` for Open-Meteo's own hosts.
        public var baseURL: URL?
        /// Timeout, `User-Agent`, the largest response (8 MiB), retries and the most calls per
        /// second (the free API allows under 600 a minute).
        public var http: HTTPSettings
        /// The memory and disk levels, freshness (15 minutes by default) and stale answers.
        public var cache: CacheSettings

        /// The default cache directory: `OpenMeteo` in the user's caches directory.
        public static var defaultCacheDirectory: URL { CacheSettings.userCachesDirectory(named: "OpenMeteo") }

        /// The default cache: ``defaultCacheDirectory``, 20 MB on disk, 64 answers in memory,
        /// fresh for 15 minutes (the models update hourly at best), stale answers up to 3 hours old.
        public static var defaultCache: CacheSettings {
            CacheSettings(directory: defaultCacheDirectory, diskLimit: 20_000_000, expiration: 900)
        }

        /// Creates a configuration.
        public init(
            apiKey: String? = nil, baseURL: URL? = nil, http: HTTPSettings = HTTPSettings(),
            cache: CacheSettings = Configuration.defaultCache
        ) {
            self.apiKey = apiKey
            self.baseURL = baseURL
            self.http = http
            self.cache = cache
        }

        /// The key, trimmed, or `nil` when none is set.
        var effectiveAPIKey: String? {
            guard let key = apiKey?.trimmingCharacters(in: .whitespacesAndNewlines), !key.isEmpty else { return nil }
            return key
        }
    }
}
