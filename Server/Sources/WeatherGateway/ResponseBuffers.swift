import Foundation
import HTTPTypes
import NIOCore
import Synchronization

/// The bodies last sent, as the buffers the server writes, by request, with the headers last
/// made for them.
///
/// A memory hit hands out the very `Data` the cache holds; copying its 45 KB into a fresh buffer
/// for every answer cost the gateway more than anything else it adds to the framework. A buffer is
/// reused only for that same `Data` (the same storage, which the entry keeps alive, so its
/// address cannot pass to other bytes); any other body is copied once and remembered.
///
/// Headers are kept beside the buffer and reused while everything they are made from is the
/// same (the ``Stamp``: the answer's date and level, and its age and freshness in whole
/// seconds): a second's worth of hits on one place share one header set rather than each
/// formatting its numbers, `Cache-Status` and cell again.
final class ResponseBuffers: Sendable {
    /// What an answer's headers are made from, besides the request and the body: equal stamps
    /// for the same request and body make equal headers.
    struct Stamp: Equatable, Sendable {
        /// When the answer was fetched.
        let date: Date
        /// The cache level that gave it.
        let source: String
        /// `Age`, in whole seconds.
        let age: Int
        /// `Cache-Control`'s `max-age`.
        let remaining: Int
        /// `Cache-Status`'s `ttl`.
        let ttl: Int
    }

    private struct Entry: Sendable {
        /// The body the buffer was made from, kept so its storage stays where it is.
        let source: Data
        let buffer: ByteBuffer
        /// The headers last made for this body, and what they were made from.
        var headers: (stamp: Stamp, fields: HTTPFields)?
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// The most bodies remembered; past it the table starts again empty.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A buffer holding `body`, the answer to the request `key`.
    func buffer(for key: String, body: Data) -> ByteBuffer {
        answer(for: key, body: body, stamp: nil) { [:] }.buffer
    }

    /// A buffer holding `body`, the answer to the request `key`, and its headers: those kept
    /// with the buffer when they were made for the same `stamp`, otherwise `makeHeaders()`'s
    /// (kept for the next answer when there is a `stamp`; `nil` for an answer whose headers say
    /// more than the stamp does, such as a stale one's).
    func answer(
        for key: String, body: Data, stamp: Stamp?, makeHeaders: () -> HTTPFields
    ) -> (buffer: ByteBuffer, headers: HTTPFields) {
        guard capacity > 0 else { return (ByteBuffer(bytes: body), makeHeaders()) }
        let held = entries.withLock { entries in entries[key] }
        if let held, Self.isSameStorage(held.source, body) {
            if let stamp, let headers = held.headers, headers.stamp == stamp { return (held.buffer, headers.fields) }
            let fields = makeHeaders()
            if let stamp {
                entries.withLock { entries in
                    guard let current = entries[key], Self.isSameStorage(current.source, body) else { return }
                    entries[key]?.headers = (stamp, fields)
                }
            }
            return (held.buffer, fields)
        }
        let buffer = ByteBuffer(bytes: body)
        let fields = makeHeaders()
        entries.withLock { entries in
            if entries.count >= capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(source: body, buffer: buffer, headers: stamp.map { ($0, fields) })
        }
        return (buffer, fields)
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
