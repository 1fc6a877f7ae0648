import APICore
import Foundation

/// The validators (`ETag`, `Last-Modified`) and body of the last answers a client had, so it
/// can ask again conditionally once they expire: a `304 Not Modified` costs the service no body
/// and the client no download. Kept in memory for the process's life, a few feeds at most.
final class Validators: Sendable {
    /// One answer's validators and body.
    struct Entry: Sendable {
        var entityTag: String?
        var lastModified: String?
        var body: Data
    }

    private let entries = Locked<[String: Entry]>([:])
    /// The most answers kept; past it the table starts again (a feed's next answer refills it).
    let capacity: Int

    /// Creates an empty table of at most `capacity` answers.
    init(capacity: Int = 32) {
        self.capacity = capacity
    }

    /// The conditional headers for `url`: `If-None-Match` and `If-Modified-Since` from the last
    /// answer, when it had validators.
    func conditionalHeaders(for url: URL) -> [String: String] {
        guard let entry = entries.withLock({ $0[url.absoluteString] }) else { return [:] }
        var headers: [String: String] = [:]
        headers["If-None-Match"] = entry.entityTag
        headers["If-Modified-Since"] = entry.lastModified
        return headers
    }

    /// The body last answered for `url`, which a `304` confirms.
    func body(for url: URL) -> Data? {
        entries.withLock { $0[url.absoluteString]?.body }
    }

    /// Keeps `response`'s validators and body for `url` when it has a validator; forgets the
    /// entry otherwise.
    func remember(_ response: TransportResponse, for url: URL) {
        let entityTag = response.value(forHeader: "ETag")
        let lastModified = response.value(forHeader: "Last-Modified")
        entries.withLock { entries in
            guard entityTag != nil || lastModified != nil else {
                entries[url.absoluteString] = nil
                return
            }
            if entries.count >= capacity, entries[url.absoluteString] == nil { entries.removeAll() }
            entries[url.absoluteString] = Entry(
                entityTag: entityTag, lastModified: lastModified, body: response.body)
        }
    }
}
