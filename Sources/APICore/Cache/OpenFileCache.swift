import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cache files kept open between reads, so that reading a file again costs a `stat` of its path
/// and a `pread`, rather than an `open`, an `fstat`, a `read` and a `close`.
///
/// A kept file answers only while its path still names it (the same device and inode): writes
/// replace a file by renaming a new one over it and removals unlink it, and the `stat` before
/// every read sees both. While a file is kept open its inode stays allocated, so no other file
/// can show the same inode number in the meantime. At most `capacity` files are kept, the least
/// recently read closed first; a file closes once no read is using it. A kept file that was
/// removed is closed by the next read that finds it gone (or when it is the least recently
/// read); until then it holds its disk space.
package final class OpenFileCache: Sendable {
    /// One open file and what identifies it.
    private final class OpenFile: Sendable {
        let descriptor: Int32
        let device: UInt64
        let inode: UInt64

        init(descriptor: Int32, info: stat) {
            self.descriptor = descriptor
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }

        /// Whether `info`, from a `stat` of the path, describes this file.
        func isFile(_ info: stat) -> Bool { device == UInt64(info.st_dev) && inode == UInt64(info.st_ino) }

        /// The whole file, as `info` describes it. A method, so the file (and its descriptor)
        /// stays alive until the read is done, whatever the cache drops meanwhile.
        func contents(described info: stat, path: String, in store: DiskStore) throws -> Data {
            try store.contents(of: descriptor, described: info, path: path)
        }

        deinit { close(descriptor) }
    }

    private let files: Locked<LRUCache<String, OpenFile>>

    /// The one every response cache reads through: however many clients a process makes, it
    /// keeps at most 32 files open between reads.
    package static let shared = OpenFileCache(capacity: 32)

    /// Creates a cache keeping at most `capacity` files open; 0 keeps none.
    package init(capacity: Int) {
        files = Locked(LRUCache(capacity: capacity))
    }

    /// The contents of `name` in `store` and when it was last written or marked as used, or
    /// `nil` when there is no such file: what ``DiskStore/readFile(_:)`` answers.
    package func readFile(_ name: String, in store: DiskStore) throws -> (data: Data, modified: Date)? {
        let path = store.path(for: name)
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            // A file the cache lets go closes here, after the lock, not under it.
            _ = files.withLock { $0.removeValue(for: path) }
            if failure == ENOENT { return nil }
            throw store.posixError(failure, "read", path)
        }
        // Checked before opening: a FIFO or a device is never opened at all.
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw store.posixError(EISDIR, "read", path) }
        if let kept = files.withLock({ $0.value(for: path) }), kept.isFile(info) {
            return (try kept.contents(described: info, path: path, in: store), info.modificationDate)
        }
        // Described by its own `fstat`: the path may have been replaced since the `stat`.
        guard let (descriptor, opened) = try store.openForReading(path) else { return nil }
        let file = OpenFile(descriptor: descriptor, info: opened)
        let data = try file.contents(described: opened, path: path, in: store)
        _ = files.withLock { $0.set(file, for: path) }
        return (data, opened.modificationDate)
    }
}
