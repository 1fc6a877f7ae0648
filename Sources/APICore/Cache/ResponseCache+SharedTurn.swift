import Foundation
import Logging

extension ResponseCache {
    /// Takes this key's turn among the processes sharing its disk directory, waiting while
    /// another one fetches it (at most ``sharedWaitLimit``); `nil` without a disk level, when the
    /// lock file cannot be made, or when the wait ran out.
    func takeSharedTurn<Value, Failure>(_ request: CacheRequest<Value, Failure>) async throws -> DiskStore.NameLock? {
        guard let disk = request.disk else { return nil }
        do {
            let turn = try await disk.store.lock(disk.fileName, clock: clock, waitingAtMost: sharedWaitLimit)
            if turn == nil {
                logger.debug(
                    "Another process is still fetching this answer; fetching it too",
                    metadata: ["key": .string(request.key)])
            }
            return turn
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            logger.debug("Cannot take turns with other processes", metadata: ["reason": .string("\(error)")])
            return nil
        }
    }

    /// The answer another process has just saved, when it is fresh.
    func freshFromDisk<Value, Failure>(_ request: CacheRequest<Value, Failure>) -> Answer? {
        guard let stored = try? readDisk(request), isFresh(stored.date, request.expiration) else { return nil }
        logger.debug(
            "Answered from the disk cache after another process fetched it", metadata: ["key": .string(request.key)])
        let entry = Entry(value: stored.value, date: stored.date)
        memory.set(entry, for: request.key)
        return Answer(entry: entry, source: .disk)
    }
}
