import CaiyunWeather
import Foundation

extension CYClient.Configuration {
    /// A configuration with the settings tests change most, spelled flat. The timeout is
    /// generous: it only bounds a hang, on a machine that may be busy with other work; tests of
    /// timeouts pass their own, on an injected clock.
    static func testing(
        timeout: TimeInterval = 120, retryPolicy: HTTPRetryPolicy = .standard, requestsPerSecond: Double? = nil,
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
