import Foundation
import Logging

extension ResponseCache {
    /// How the disk level is doing, as the latest attempt to save an answer found.
    package var diskStatus: DiskCacheStatus { health.status }

    /// Saves a fetched body on disk, making room first (from ``DiskIndex``, without listing the
    /// directory each time) so that a full cache never refuses it;
    /// the first failure for a directory is logged as a warning and kept in ``diskStatus``.
    func save<Value, Failure>(_ body: Data, for request: CacheRequest<Value, Failure>) {
        guard let disk = request.disk else { return }
        health.prepare(disk.store)
        guard body.count <= request.diskLimit else {
            logger.debug(
                "An answer larger than the disk limit is not saved", metadata: ["bytes": .stringConvertible(body.count)]
            )
            return
        }
        do {
            try disk.store.createDirectory()
            diskIndex.makeRoom(
                for: body.count, replacing: disk.fileName, limit: request.diskLimit, in: disk.store,
                where: request.isCacheFile)
            let now = clock.now
            try disk.store.write(body, to: disk.fileName, modified: now)
            diskIndex.recordWrite(disk.fileName, size: body.count, at: now, in: disk.store)
            health.recordSaved(in: disk.store.directory)
        } catch {
            let reason = Self.reason(error)
            if health.recordFailure(in: disk.store.directory, reason: reason) {
                logger.warning(
                    "\(DiskCacheStatus.failing(directory: disk.store.directory, reason: reason).problem ?? reason)")
            } else {
                logger.debug("Could not save to the disk cache", metadata: ["reason": .string(reason)])
            }
        }
    }

    /// A short reason for a failed save.
    private static func reason(_ error: any Error) -> String {
        if let code = (error as? CocoaError)?.userInfo[DiskStore.errnoKey] as? Int32 {
            return String(cString: strerror(code))
        }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}

extension ResponseCache {
    /// Answers from a fresh file read from disk: marks it used and keeps it in memory.
    func diskHit<Value: Sendable, Failure>(
        _ stored: StoredAnswer<Value>, for request: CacheRequest<Value, Failure>
    ) -> Answer {
        markUsed(stored, for: request)
        let entry = Entry(value: stored.value, date: stored.date)
        memory.set(entry, for: request.key)
        return Answer(entry: entry, source: .disk)
    }

    /// Marks a fresh file that answered a request as used.
    ///
    /// The file's own time is moved only when it is more than ``touchInterval`` old: least
    /// recently used to the minute is close enough for eviction, and a hit then costs no write.
    /// This process's index records every use.
    func markUsed<Value: Sendable, Failure>(
        _ stored: StoredAnswer<Value>, for request: CacheRequest<Value, Failure>
    ) {
        logger.debug("Answered from the disk cache", metadata: ["key": .string(request.key)])
        guard let disk = request.disk else { return }
        let now = clock.now
        if abs(now.timeIntervalSince(stored.used)) >= Self.touchInterval {
            disk.store.touch(disk.fileName, at: now)
        }
        diskIndex.recordUse(disk.fileName, at: now, in: disk.store)
    }

    /// The file for `request`, read through the process's pool of open files and decoded, or
    /// `nil` when there is none; an unreadable or damaged file throws.
    func readDisk<Value: Sendable, Failure>(
        _ request: CacheRequest<Value, Failure>
    ) throws(Failure) -> StoredAnswer<Value>? {
        guard let disk = request.disk else { return nil }
        health.prepare(disk.store)
        let file: (data: Data, modified: Date)?
        do {
            file = try openFiles.readFile(disk.fileName, in: disk.store)
        } catch {
            throw request.unreadable(error)
        }
        guard let file else { return nil }
        let decoded = try request.decode(file.data)
        return StoredAnswer(value: decoded.value, date: decoded.date, used: file.modified)
    }

    /// How old a file's time must be before a hit moves it: see ``markUsed(_:for:)``.
    static let touchInterval: TimeInterval = 60
}

extension ResponseCache {
    /// An answer decoded from a file on disk, with the time the file was last written or marked
    /// as used.
    struct StoredAnswer<Value> {
        /// The decoded value.
        let value: Value
        /// The time the answer describes.
        let date: Date
        /// The file's modification time.
        let used: Date
    }
}

extension ResponseCache.StoredAnswer: Sendable where Value: Sendable {}
