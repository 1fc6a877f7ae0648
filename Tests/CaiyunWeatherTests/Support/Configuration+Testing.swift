import CaiyunWeather
import Foundation

extension CYClient.Configuration {
    /// A configuration with the settings tests change most, spelled flat.
    static func testing(
        timeout: TimeInterval = 10, retryPolicy: HTTPRetryPolicy = .standard, requestsPerSecond: Double? = nil,
        memoryCacheCapacity: Int = 64, diskCacheLimit: Int = 50_000_000, maximumStaleAge: TimeInterval? = 3 * 3600
    ) -> Self {
        var configuration = Self(
            http: HTTPSettings(timeout: timeout, retryPolicy: retryPolicy, requestsPerSecond: requestsPerSecond))
        configuration.cache.memoryCapacity = memoryCacheCapacity
        configuration.cache.diskLimit = diskCacheLimit
        configuration.cache.maximumStaleAge = maximumStaleAge
        return configuration
    }
}
