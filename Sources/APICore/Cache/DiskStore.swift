import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files in one directory, written so that no reader ever sees a partial file.
///
/// Each write goes to a private temporary file (mode `0600`) that is then renamed over the
/// target, which POSIX makes atomic: readers in this or any other process see the old file or
/// the new one, never a mix. The directory is created with mode `0700`.
package struct DiskStore: Sendable {
    /// The directory that holds the files.
    package let directory: URL
    /// The directory's path, worked out once: every file operation starts from it.
    package let directoryPath: String

    /// Creates a store in `directory`; nothing touches the disk until the first write.
    package init(directory: URL) {
        self.directory = directory
        let path = directory.path
        directoryPath = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    }

    /// The full path of the file called `name`.
    package func url(for name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    /// The full path of the file called `name`, as a string for the system calls.
    package func path(for name: String) -> String {
        directoryPath + "/" + name
    }

    /// The contents of `name`, or `nil` when there is no such file.
    package func read(_ name: String) throws -> Data? {
        try readFile(name)?.data
    }

    /// The contents of `name` and when it was last written or marked as used, or `nil` when
    /// there is no such file.
    ///
    /// One `open`, one `fstat` and the reads the file's size calls for: nothing here asks the
    /// file system twice. A cache that reads the same files again and again keeps them open
    /// instead, with ``OpenFileCache``.
    package func readFile(_ name: String) throws -> (data: Data, modified: Date)? {
        let path = self.path(for: name)
        guard let (descriptor, info) = try openForReading(path) else { return nil }
        defer { close(descriptor) }
        return (try contents(of: descriptor, described: info, path: path), info.modificationDate)
    }

    /// `path` opened for reading, with its `fstat`, or `nil` when there is no such file; the
    /// caller closes the descriptor.
    func openForReading(_ path: String) throws -> (descriptor: Int32, info: stat)? {
        // Not blocking: opening a FIFO put in the file's place would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw posixError(errno, "open", path)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = errno
            close(descriptor)
            throw posixError(failure, "read", path)
        }
        return (descriptor, info)
    }

    /// The whole of the regular file open as `descriptor`, whose `fstat` or `stat` is `info`,
    /// read from its start into memory the `Data` then owns, without zero-filling it first.
    func contents(of descriptor: Int32, described info: stat, path: String) throws -> Data {
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw posixError(EISDIR, "read", path) }
        let size = Int(info.st_size)
        guard let buffer = malloc(max(size, 1)) else { throw posixError(ENOMEM, "read", path) }
        var filled = 0
        while filled < size {
            let result = pread(descriptor, buffer + filled, size - filled, off_t(filled))
            if result < 0 {
                if errno == EINTR { continue }
                let failure = errno
                free(buffer)
                throw posixError(failure, "read", path)
            }
            if result == 0 { break } // Cut short while read (it never is: writes replace files whole).
            filled += result
        }
        return Data(bytesNoCopy: buffer, count: filled, deallocator: .free)
    }

    /// Creates the directory (mode `0700`) if it does not exist yet.
    package func createDirectory() throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// Replaces `name` with `data` atomically, its modification time set to `modified` when given.
    ///
    /// The temporary file is locked while it is written, so ``removeAbandonedTemporaryFiles()``
    /// can tell a live writer's file from one a killed writer left behind.
    package func write(_ data: Data, to name: String, modified: Date? = nil) throws {
        try createDirectory()
        do {
            try writeOnce(data, to: name, modified: modified)
        } catch let error as CocoaError where (error.userInfo[Self.errnoKey] as? Int32) == ENOENT {
            // Another process took the temporary file for an abandoned one and removed it.
            try writeOnce(data, to: name, modified: modified)
        }
    }

    private func writeOnce(_ data: Data, to name: String, modified: Date?) throws {
        let target = path(for: name)
        let temporary = path(for: ".\(name).\(UUID().uuidString)\(Self.temporarySuffix)")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw posixError(errno, "create", temporary) }
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        var written = 0
        var failure: Int32? = data.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        if failure == nil, let modified {
            var times = [timespec](repeating: Self.fileTime(modified), count: 2)
            if futimens(descriptor, &times) != 0 { failure = errno }
        }
        if let failure {
            unlink(temporary)
            close(descriptor)
            throw posixError(failure, "write", temporary)
        }
        let renamed = rename(temporary, target) == 0
        let code = errno
        if !renamed { unlink(temporary) }
        close(descriptor)
        guard renamed else { throw posixError(code, "rename", target) }
    }

    /// Deletes `name` if it exists.
    package func remove(_ name: String) {
        unlink(path(for: name))
    }

    /// The end of every temporary file's name.
    static let temporarySuffix = ".tmp"

    /// Where a POSIX error's number is kept in the errors the store throws.
    static let errnoKey = "DiskStoreErrno"

    /// An error saying which operation failed on which path, and why.
    func posixError(_ code: Int32, _ operation: String, _ path: String) -> any Error {
        let reason = String(cString: strerror(code))
        let description = "Could not \(operation) \(path): \(reason)"
        return CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: description, Self.errnoKey: code])
    }

    /// `date` as a `timespec`, for setting file times.
    static func fileTime(_ date: Date) -> timespec {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        return timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000))
    }
}
