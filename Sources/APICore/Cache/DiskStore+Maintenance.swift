import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DiskStore {
    /// A file in the store.
    package struct Entry: Sendable, Hashable {
        /// The file name.
        package var name: String
        /// Its size in bytes.
        package var size: Int
        /// When it was last written or read through ``touch(_:)``.
        package var modified: Date
    }

    /// The store's files whose names satisfy `isIncluded`, skipping hidden and temporary files.
    package func entries(where isIncluded: (String) -> Bool = { _ in true }) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap { name in
            guard !name.hasPrefix("."), isIncluded(name) else { return nil }
            var info = stat()
            guard stat(url(for: name).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Entry(name: name, size: Int(info.st_size), modified: info.modificationDate)
        }
    }

    /// Marks `name` as recently used, for least-recently-used eviction.
    package func touch(_ name: String) {
        utimes(url(for: name).path, nil)
    }

    /// Deletes the least recently used files among those satisfying `isIncluded` until they
    /// total at most `limit` bytes, and removes temporary files abandoned by crashed writers.
    ///
    /// - Returns: The names of the deleted files.
    @discardableResult
    package func evict(toFit limit: Int, where isIncluded: (String) -> Bool = { _ in true }, now: Date = Date()) -> [String] {
        removeAbandonedTemporaryFiles(now: now)
        var files = entries(where: isIncluded).sorted { $0.modified < $1.modified }
        var total = files.reduce(0) { $0 + $1.size }
        var removed: [String] = []
        while total > limit, !files.isEmpty {
            let oldest = files.removeFirst()
            remove(oldest.name)
            total -= oldest.size
            removed.append(oldest.name)
        }
        return removed
    }

    /// Deletes every file satisfying `isIncluded`.
    package func removeAll(where isIncluded: (String) -> Bool) {
        for entry in entries(where: isIncluded) { remove(entry.name) }
    }

    private func removeAbandonedTemporaryFiles(now: Date) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            var info = stat()
            guard stat(url(for: name).path, &info) == 0 else { continue }
            if now.timeIntervalSince(info.modificationDate) > 600 { unlink(url(for: name).path) }
        }
    }
}

extension stat {
    /// The modification time with nanoseconds, spelled the same on Linux and Apple platforms.
    fileprivate var modificationDate: Date {
        #if canImport(Darwin)
        let time = st_mtimespec
        #else
        let time = st_mtim
        #endif
        return Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000)
    }
}
