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
