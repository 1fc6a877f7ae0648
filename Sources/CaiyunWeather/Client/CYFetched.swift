/// A response together with where it came from.
public struct CYFetched<Response: Sendable>: Sendable {
    /// The decoded response.
    public let response: Response
    /// Whether it came from the local cache or the API.
    public let source: CYRequest.DataSource

    /// Creates a value.
    public init(response: Response, source: CYRequest.DataSource) {
        self.response = response
        self.source = source
    }
}
