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
        /// When it was last written or marked as used with ``DiskStore/touch(_:at:)``.
        package var modified: Date
    }

    /// The store's files whose names satisfy `isIncluded`, skipping hidden and temporary files.
    package func entries(where isIncluded: (String) -> Bool = { _ in true }) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap { name in
            guard !name.hasPrefix("."), isIncluded(name) else { return nil }
            var info = stat()
            guard stat(path(for: name), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Entry(name: name, size: Int(info.st_size), modified: info.modificationDate)
        }
    }

    /// Marks `name` as used at `date` (by default now), for least-recently-used eviction.
    package func touch(_ name: String, at date: Date? = nil) {
        guard let date else {
            utimes(path(for: name), nil)
            return
        }
        var times = [timespec](repeating: Self.fileTime(date), count: 2)
        utimensat(AT_FDCWD, path(for: name), &times, 0)
    }

    /// Deletes the least recently used files among those satisfying `isIncluded` until they,
    /// together with the temporary files of writes in progress, total at most `limit` bytes.
    /// Temporary files abandoned by killed writers are removed first.
    ///
    /// - Returns: The names of the deleted cache files.
    @discardableResult
    package func evict(toFit limit: Int, where isIncluded: (String) -> Bool = { _ in true }) -> [String] {
        let inProgress = removeAbandonedTemporaryFiles()
        var files = entries(where: isIncluded).sorted { $0.modified < $1.modified }
        var total = files.reduce(inProgress) { $0 + $1.size }
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

    /// Deletes the temporary files that no writer holds any more: those a killed or crashed
    /// writer left behind. A live writer keeps its file locked, so its file stays.
    ///
    /// - Returns: The bytes in the temporary files of writes still in progress.
    @discardableResult
    package func removeAbandonedTemporaryFiles() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var inProgress = 0
        for name in names where name.hasPrefix(".") && name.hasSuffix(Self.temporarySuffix) {
            let path = self.path(for: name)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(path)
            } else {
                var info = stat()
                if fstat(descriptor, &info) == 0 { inProgress += Int(info.st_size) }
            }
        }
        return inProgress
    }
}

extension stat {
    /// The modification time with nanoseconds, spelled the same on Linux and Apple platforms.
    var modificationDate: Date {
        #if canImport(Darwin)
            let time = st_mtimespec
        #else
            let time = st_mtim
        #endif
        return Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000)
    }
}
