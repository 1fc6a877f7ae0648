/// A response together with where it came from and whether it is stale.
public struct CYFetched<Response: Sendable>: Sendable {
    /// The decoded response.
    public let response: Response
    /// Whether it came from the local cache or the API.
    public let source: CYRequest.DataSource
    /// Why the API could not be used, when an older cached response was returned instead.
    public let staleError: CYError?

    /// Whether this is an older cached response standing in for a failed API call.
    public var isStale: Bool { staleError != nil }

    /// Creates a value.
    public init(response: Response, source: CYRequest.DataSource, staleError: CYError? = nil) {
        self.response = response
        self.source = source
        self.staleError = staleError
    }
}
