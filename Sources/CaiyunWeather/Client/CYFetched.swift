import APICore

/// A Caiyun response together with where it came from and, when it is stale, why the API
/// could not be used.
public typealias CYFetched<Response: Sendable> = FetchedResponse<Response, CYError>

extension FetchedResponse where Failure == CYError {
    /// Where the response came from, as the original library's completion handlers report it:
    /// `.local` for the memory or disk cache (stale answers included), `.remote` for the API.
    public var dataSource: CYRequest.DataSource { source.isCached ? .local : .remote }
}
