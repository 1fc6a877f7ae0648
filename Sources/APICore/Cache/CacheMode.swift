/// Where an answer may come from: every client's `fetch(_:from:)` takes one.
///
/// ```swift
/// let fresh = try await client.fetch(request)                   // .automatic
/// let offline = try await client.fetch(request, from: .cache)   // never a network call
/// let latest = try await client.fetch(request, from: .network)  // never a cached answer
/// ```
///
/// The answer says where it did come from in ``FetchedResponse/source``.
public enum CacheMode: Sendable, Hashable, CaseIterable {
    /// A fresh cached answer (memory, disk, then a shared store), else the network; when the
    /// network fails, a cached answer within the client's stale limit stands in, marked stale.
    case automatic
    /// A cached answer of any age, never the network; nothing cached is an error (`not_cached`).
    case cache
    /// The network, never a cached answer; the answer is still cached for later callers.
    case network
}
