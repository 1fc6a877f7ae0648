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

    /// Creates a store in `directory`; nothing touches the disk until the first write.
    package init(directory: URL) {
        self.directory = directory
    }

    /// The full path of the file called `name`.
    package func url(for name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    /// The contents of `name`, or `nil` when there is no such file.
    package func read(_ name: String) throws -> Data? {
        let path = url(for: name).path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Replaces `name` with `data` atomically.
    package func write(_ data: Data, to name: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let target = url(for: name).path
        let temporary = directory.appendingPathComponent(".\(name).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw posixError(errno, "create", temporary) }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { buffer in
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
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw posixError(failure, "write", temporary)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw posixError(code, "rename", target)
        }
    }

    /// Deletes `name` if it exists.
    package func remove(_ name: String) {
        unlink(url(for: name).path)
    }

    private func posixError(_ code: Int32, _ operation: String, _ path: String) -> any Error {
        let reason = String(cString: strerror(code))
        return CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "Could not \(operation) \(path): \(reason)"])
    }
}
