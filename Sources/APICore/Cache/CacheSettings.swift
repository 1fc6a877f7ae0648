import Foundation

/// How a client keeps answers: decoded values in memory over raw bodies on disk, how long they
/// stay fresh, how old one may be to stand in when the API fails, and an optional level shared
/// by many processes.
///
/// Settings compare equal when their values are equal and they name the same shared store
/// object (stores are compared by identity, as they hold connections rather than values).
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
    /// A level shared by many processes, asked after memory and disk and before the API, which
    /// also lets one process call the API for a request while the others wait; `nil` for none.
    public var sharedStore: (any SharedResponseStore)?
    /// Cells whose every point is answered with the answer for the cell's centre, so one call
    /// serves everyone nearby; `nil` (the default) asks about each point itself.
    ///
    /// Choose cells no larger than the data's resolution: 1 km for Caiyun's realtime and
    /// minute-by-minute data (its hourly data is 5 km, its daily 12 km), 1–11 km for
    /// Open-Meteo's models. The answer is for the centre, which is at most `size × 0.71` away
    /// from the point asked about; Caiyun's `location` says which point it is.
    public var cells: CellGrid?
    /// Refreshing answers in the background shortly before they expire, so that callers who keep
    /// asking never wait for the API; `nil` (the default) for never.
    public var refreshAhead: RefreshAhead?
    /// How long to wait for the API before answering with a stale answer at hand (one no older
    /// than ``maximumStaleAge``), in seconds; the call goes on in the background and refreshes the
    /// caches when it answers. `nil` (the default) waits for the call to answer or fail.
    public var staleAfter: TimeInterval?

    /// Creates settings.
    public init(
        directory: URL, diskLimit: Int = 50_000_000, memoryCapacity: Int = 64, expiration: TimeInterval = 300,
        maximumStaleAge: TimeInterval? = 3 * 3600, sharedStore: (any SharedResponseStore)? = nil,
        cells: CellGrid? = nil, refreshAhead: RefreshAhead? = nil
    ) {
        self.cells = cells
        self.refreshAhead = refreshAhead
        self.directory = directory
        self.diskLimit = diskLimit
        self.memoryCapacity = memoryCapacity
        self.expiration = expiration
        self.maximumStaleAge = maximumStaleAge
        self.sharedStore = sharedStore
    }

    /// Whether two settings hold the same values and the same shared store object.
    public static func == (lhs: CacheSettings, rhs: CacheSettings) -> Bool {
        lhs.directory == rhs.directory && lhs.diskLimit == rhs.diskLimit && lhs.memoryCapacity == rhs.memoryCapacity
            && lhs.expiration == rhs.expiration && lhs.maximumStaleAge == rhs.maximumStaleAge
            && lhs.sharedStore.map(ObjectIdentifier.init) == rhs.sharedStore.map(ObjectIdentifier.init)
            && lhs.cells == rhs.cells && lhs.refreshAhead == rhs.refreshAhead && lhs.staleAfter == rhs.staleAfter
    }

    /// Hashes the values and the shared store's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(directory)
        hasher.combine(diskLimit)
        hasher.combine(memoryCapacity)
        hasher.combine(expiration)
        hasher.combine(maximumStaleAge)
        hasher.combine(sharedStore.map(ObjectIdentifier.init))
        hasher.combine(cells)
        hasher.combine(refreshAhead)
        hasher.combine(staleAfter)
    }

    /// `name` in the user's caches directory (`~/Library/Caches` on Apple platforms,
    /// `$XDG_CACHE_HOME` or `~/.cache` on Linux), or in the temporary directory when there is none.
    public static func userCachesDirectory(named name: String) -> URL {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return caches.appendingPathComponent(name, isDirectory: true)
    }
}
