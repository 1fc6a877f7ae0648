import Foundation

/// How a client keeps answers: decoded values in memory over raw bodies on disk, how long they
/// stay fresh, and how old one may be to stand in when the API fails.
public struct CacheSettings: Sendable, Hashable {
    /// The directory of the disk level.
    public var directory: URL
    /// The most bytes of bodies kept in ``directory``; 0 turns the disk level off.
    public var diskLimit: Int
    /// How many decoded answers to keep in memory; 0 turns the memory level off.
    public var memoryCapacity: Int
    /// How long an answer stays fresh, in seconds, counted from the time it describes.
    public var expiration: TimeInterval
    /// How old a cached answer may be and still stand in when the API fails, in seconds;
    /// `nil` never answers with stale data.
    public var maximumStaleAge: TimeInterval?

    /// Creates settings.
    public init(
        directory: URL, diskLimit: Int = 50_000_000, memoryCapacity: Int = 64, expiration: TimeInterval = 300,
        maximumStaleAge: TimeInterval? = 3 * 3600
    ) {
        self.directory = directory
        self.diskLimit = diskLimit
        self.memoryCapacity = memoryCapacity
        self.expiration = expiration
        self.maximumStaleAge = maximumStaleAge
    }

    /// `name` in the user's caches directory (`~/Library/Caches` on Apple platforms,
    /// `$XDG_CACHE_HOME` or `~/.cache` on Linux), or in the temporary directory when there is none.
    public static func userCachesDirectory(named name: String) -> URL {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return caches.appendingPathComponent(name, isDirectory: true)
    }
}
