import Foundation
import NIOCore
import Synchronization

/// The bodies last sent, as the buffers the server writes, by request.
///
/// A memory hit hands out the very `Data` the cache holds; copying its 45 KB into a fresh buffer
/// for every answer cost the gateway more than anything else it adds to the framework. A buffer is
/// reused only for that same `Data` (the same storage, which the entry keeps alive, so its
/// address cannot pass to other bytes); any other body is copied once and remembered.
final class ResponseBuffers: Sendable {
    private struct Entry: Sendable {
        /// The body the buffer was made from, kept so its storage stays where it is.
        let source: Data
        let buffer: ByteBuffer
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// The most bodies remembered; past it the table starts again empty.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A buffer holding `body`, the answer to the request `key`.
    func buffer(for key: String, body: Data) -> ByteBuffer {
        guard capacity > 0 else { return ByteBuffer(bytes: body) }
        if let entry = entries.withLock({ $0[key] }), Self.isSameStorage(entry.source, body) {
            return entry.buffer
        }
        let buffer = ByteBuffer(bytes: body)
        entries.withLock { entries in
            if entries.count >= capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(source: body, buffer: buffer)
        }
        return buffer
    }

    /// Whether two values share their bytes' storage, and so hold the same bytes. Small values
    /// kept inline have no lasting address and never count as the same.
    private static func isSameStorage(_ first: Data, _ second: Data) -> Bool {
        guard first.count == second.count, first.count > 64 else { return false }
        let firstAddress = first.withUnsafeBytes { $0.baseAddress }
        let secondAddress = second.withUnsafeBytes { $0.baseAddress }
        return firstAddress != nil && firstAddress == secondAddress
    }
}
