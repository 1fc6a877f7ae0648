import Foundation

/// A decoded answer together with where it came from, the time it describes, and, when it is a
/// stale stand-in, why the API could not be used.
public struct FetchedResponse<Response: Sendable, Failure: Error & Sendable>: Sendable {
    /// The decoded response.
    public let response: Response
    /// Where it came from.
    public let source: ResponseSource
    /// The time the response describes (its server time, or when it was fetched), which decides
    /// its freshness.
    public let date: Date
    /// Why the API could not be used, when an older cached response stands in; `nil` otherwise.
    public let staleError: Failure?

    /// Creates a value; a `staleError` makes the source ``ResponseSource/stale``.
    public init(response: Response, source: ResponseSource, date: Date, staleError: Failure? = nil) {
        self.response = response
        self.source = staleError == nil ? source : .stale
        self.date = date
        self.staleError = staleError
    }

    /// Whether this is an older cached response standing in for a failed API call.
    public var isStale: Bool { staleError != nil }

    /// Whether the response came from a cache rather than the API just now.
    public var isFromCache: Bool { source.isCached }
}
