import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiskStore {
    /// An exclusive lock on one name in the store, shared by every process that uses the
    /// directory: a hidden lock file held with `flock`.
    ///
    /// The operating system releases it when its holder dies, so a killed process never leaves
    /// the name locked. ``release()`` removes the lock file, and a process that locked a file
    /// that was removed meanwhile starts over with the new one, so lock files do not pile up.
    package final class NameLock: Sendable {
        private let descriptor: Int32
        private let path: String
        private let isHeld = Locked(true)
        /// Whether the lock had to be waited for: another process held it first.
        package let waited: Bool

        fileprivate init(descriptor: Int32, path: String, waited: Bool) {
            self.descriptor = descriptor
            self.path = path
            self.waited = waited
        }

        /// Releases the lock; later calls do nothing.
        package func release() {
            let wasHeld = isHeld.withLock { held in
                defer { held = false }
                return held
            }
            guard wasHeld else { return }
            unlink(path)
            close(descriptor)
        }

        deinit { release() }
    }

    /// Locks `name` without waiting; `nil` when another process (or another lock in this one)
    /// holds it.
    package func tryLock(_ name: String, waited: Bool = false) throws -> NameLock? {
        try createDirectory()
        let path = self.path(for: ".\(name).lock")
        // The holder before us may remove the file between our open and our lock: a few rounds
        // find the current one.
        for _ in 0..<8 {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw posixError(errno, "create", path) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK || code == EINTR { return nil }
                throw posixError(code, "lock", path)
            }
            var held = stat()
            var current = stat()
            if fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
                held.st_dev == current.st_dev
            {
                return NameLock(descriptor: descriptor, path: path, waited: waited)
            }
            close(descriptor)
        }
        return nil
    }

    /// Locks `name`, waiting for another holder to release it: the lock is tried again every
    /// `interval` on `clock`, without blocking a thread, for at most `limit`.
    ///
    /// - Returns: The lock, or `nil` when `limit` passed first.
    /// - Throws: `CancellationError` when cancelled while waiting; the store's error when the
    ///   lock file cannot be created.
    package func lock(
        _ name: String, clock: any APIClock, waitingAtMost limit: Duration, interval: Duration = .milliseconds(20)
    ) async throws -> NameLock? {
        let end = clock.elapsed + limit
        var waited = false
        while true {
            if let lock = try tryLock(name, waited: waited) { return lock }
            guard clock.elapsed < end else { return nil }
            waited = true
            try await clock.sleep(for: interval)
        }
    }
}
