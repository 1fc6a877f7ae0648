import Foundation

/// What one cache knows of the files in its disk directories, so that making room for a write
/// does not list and `stat` the whole directory every time.
///
/// A directory is listed the first time the cache writes to it and again every
/// ``rescanInterval`` writes, which brings in what other processes (or other clients on the same
/// directory) wrote, touched or removed in between. In between, the cache's own writes and hits
/// keep the listing current, and the least recently used files are chosen from it. Between two
/// listings, the directory may so exceed its limit by what other processes wrote; it never does
/// by this cache's own writes.
package final class DiskIndex: Sendable {
    /// How many writes to a directory go by between two listings of it.
    package let rescanInterval: Int

    private struct Listing {
        var files: [String: DiskStore.Entry] = [:]
        var total = 0
        var writesSinceScan = 0
    }

    private let listings = Locked<[String: Listing]>([:])

    /// Creates an index that lists a directory again every `rescanInterval` writes.
    package init(rescanInterval: Int = 128) {
        self.rescanInterval = max(1, rescanInterval)
    }

    /// Deletes the least recently used files among those satisfying `isIncluded` until `bytes`
    /// more fit in `limit` in place of `name`'s present size, listing the directory first when
    /// it is due.
    ///
    /// - Returns: The names of the deleted files.
    @discardableResult
    package func makeRoom(
        for bytes: Int, replacing name: String, limit: Int, in store: DiskStore, where isIncluded: (String) -> Bool
    ) -> [String] {
        let key = store.directoryPath
        return listings.withLock { listings in
            // Changed in place: a copy taken out of the dictionary and written back would copy
            // every file's entry on each write.
            if (listings[key]?.writesSinceScan ?? rescanInterval) >= rescanInterval {
                listings[key] = Self.scan(store, where: isIncluded)
            }
            return Self.evict(
                for: bytes, replacing: name, limit: limit, from: &listings[key, default: Listing()], in: store)
        }
    }

    /// Deletes the least recently used files of `listing` until `bytes` more fit in `limit`.
    private static func evict(
        for bytes: Int, replacing name: String, limit: Int, from listing: inout Listing, in store: DiskStore
    ) -> [String] {
        let needed = bytes - (listing.files[name]?.size ?? 0)
        guard listing.total + needed > limit else { return [] }
        var removed: [String] = []
        let oldestFirst = listing.files.values.filter { $0.name != name }.sorted { $0.modified < $1.modified }
        for entry in oldestFirst where listing.total + needed > limit {
            store.remove(entry.name)
            listing.files[entry.name] = nil
            listing.total -= entry.size
            removed.append(entry.name)
        }
        return removed
    }

    /// Records that `name` now holds `size` bytes written at `date`.
    package func recordWrite(_ name: String, size: Int, at date: Date, in store: DiskStore) {
        listings.withLock { listings in
            guard listings[store.directoryPath] != nil else { return }
            Self.record(name, size: size, at: date, in: &listings[store.directoryPath, default: Listing()])
        }
    }

    /// Counts a write of `size` bytes to `name` in `listing`.
    private static func record(_ name: String, size: Int, at date: Date, in listing: inout Listing) {
        listing.total += size - (listing.files[name]?.size ?? 0)
        listing.files[name] = DiskStore.Entry(name: name, size: size, modified: date)
        listing.writesSinceScan += 1
    }

    /// Records that `name` was used at `date`.
    package func recordUse(_ name: String, at date: Date, in store: DiskStore) {
        listings.withLock { listings in
            listings[store.directoryPath]?.files[name]?.modified = date
        }
    }

    /// The directory as it is: its files, with the temporary files of writes in progress
    /// counted in the total (those of killed writers are removed).
    private static func scan(_ store: DiskStore, where isIncluded: (String) -> Bool) -> Listing {
        let inProgress = store.removeAbandonedTemporaryFiles()
        var listing = Listing()
        for entry in store.entries(where: isIncluded) { listing.files[entry.name] = entry }
        listing.total = listing.files.values.reduce(inProgress) { $0 + $1.size }
        return listing
    }
}
