import APICore
import Foundation

extension OWMClient {
    /// Settings for every request of one client: the key, units and language, where the API
    /// lives, how the client talks HTTP and how it caches.
    public struct Configuration: Sendable {
        /// The API key (`appid`); never logged or cached.
        public var apiKey: String
        /// The units of values in responses. Default: metric (°C, m/s).
        public var units: OWMUnits
        /// The language of descriptions and city names, such as ``OWMLanguage/chineseSimplified``
        /// or `"fr"`. Default: ``OWMLanguage/english``.
        public var language: OWMLanguage
        /// Where the API lives. Change it for a proxy or a test server.
        public var baseURL: URL
        /// Timeout, `User-Agent`, the largest response (8 MiB), retries and the most calls per
        /// second (the free plan allows 60 per minute).
        public var http: HTTPSettings
        /// The memory and disk levels, freshness (10 minutes by default) and stale answers.
        public var cache: CacheSettings

        /// The production API.
        public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

        /// The default cache directory: `OpenWeatherMap` in the user's caches directory.
        public static var defaultCacheDirectory: URL { CacheSettings.userCachesDirectory(named: "OpenWeatherMap") }

        /// The default cache: ``defaultCacheDirectory``, 20 MB on disk, 64 responses in memory,
        /// fresh for 10 minutes, stale answers up to 3 hours old.
        public static var defaultCache: CacheSettings {
            CacheSettings(directory: defaultCacheDirectory, diskLimit: 20_000_000, expiration: 600)
        }

        /// Creates a configuration.
        public init(
            apiKey: String, units: OWMUnits = .metric, language: OWMLanguage = .english,
            baseURL: URL = Configuration.defaultBaseURL,
            http: HTTPSettings = HTTPSettings(), cache: CacheSettings = Configuration.defaultCache
        ) {
            self.apiKey = apiKey
            self.units = units
            self.language = language
            self.baseURL = baseURL
            self.http = http
            self.cache = cache
        }
    }
}
