import APICore
import Foundation

extension OWMClient {
    /// Settings for every request of one client.
    public struct Configuration: Sendable {
        /// The API key (`appid`); never logged or cached.
        public var apiKey: String
        /// The units of values in responses. Default: metric (°C, m/s).
        public var units: OWMUnits
        /// The language of descriptions and city names, such as `"en"`, `"zh_cn"`, `"fr"`. Default: `"en"`.
        public var language: String
        /// Where the API lives. Change it for a proxy or a test server.
        public var baseURL: URL
        /// The longest one call may take, in seconds. Default: 10.
        public var timeout: TimeInterval
        /// The `User-Agent` sent with every call.
        public var userAgent: String
        /// When to retry failed calls.
        public var retryPolicy: RetryPolicy
        /// The most calls per second; extra calls wait. The free plan allows 60 per minute.
        public var requestsPerSecond: Double?
        /// Where raw responses are cached on disk; `nil` keeps them in memory only.
        public var cacheDirectory: URL?
        /// How long a cached response stays fresh, in seconds. Default: 10 minutes.
        public var expiration: TimeInterval
        /// How many decoded responses to keep in memory.
        public var memoryCacheCapacity: Int
        /// The most bytes kept in the disk cache.
        public var diskCacheLimit: Int
        /// How old a cached response may be to stand in when the API fails; `nil` for never. Default: 3 hours.
        public var maximumStaleAge: TimeInterval?

        /// The production API.
        public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

        /// The default cache directory: `OpenWeatherMap` in the user's caches directory.
        public static var defaultCacheDirectory: URL {
            (FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory)
                .appendingPathComponent("OpenWeatherMap", isDirectory: true)
        }

        /// Creates a configuration.
        public init(
            apiKey: String, units: OWMUnits = .metric, language: String = "en", baseURL: URL = Configuration.defaultBaseURL,
            timeout: TimeInterval = 10, userAgent: String = "CaiyunWeather-Swift/1.0 (OpenWeatherMap)", retryPolicy: RetryPolicy = .standard,
            requestsPerSecond: Double? = nil, cacheDirectory: URL? = Configuration.defaultCacheDirectory, expiration: TimeInterval = 600,
            memoryCacheCapacity: Int = 64, diskCacheLimit: Int = 20_000_000, maximumStaleAge: TimeInterval? = 3 * 3600
        ) {
            self.apiKey = apiKey
            self.units = units
            self.language = language
            self.baseURL = baseURL
            self.timeout = timeout
            self.userAgent = userAgent
            self.retryPolicy = retryPolicy
            self.requestsPerSecond = requestsPerSecond
            self.cacheDirectory = cacheDirectory
            self.expiration = expiration
            self.memoryCacheCapacity = memoryCacheCapacity
            self.diskCacheLimit = diskCacheLimit
            self.maximumStaleAge = maximumStaleAge
        }
    }
}
