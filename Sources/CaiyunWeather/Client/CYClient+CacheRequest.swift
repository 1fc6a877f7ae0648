import APICore
import Foundation

extension CYClient {
    /// Answers `endpoint` through the cache levels as `mode` allows, fetching from the API
    /// as `Result` and keeping what `value` makes of the decoded response and its body.
    ///
    /// Typed requests and raw-body requests differ only in `key`, `decode` and `value`; the file
    /// name, shared namespace and errors are the endpoint's, so each finds what the other cached.
    func answer<Result: CYFileResult, Value: Sendable>(
        _ endpoint: CYEndpoint, fetching result: Result.Type, key: String, settings: CacheSettings,
        expiration: TimeInterval? = nil, from mode: CacheMode, local: CYLocalCache,
        decode: @escaping @Sendable (Data) throws(CYError) -> (value: Value, date: Date),
        value: @escaping @Sendable (CYAPIResponse<Result>, Data) -> Value
    ) async throws(CYError) -> CYFetched<Value> {
        let request = CacheRequest<Value, CYError>(
            key: key, fileName: CYLocalCache.fileName(for: endpoint), settings: settings,
            sharedNamespace: Self.sharedNamespace(for: endpoint), expiration: expiration,
            isCacheFile: CYLocalCache.isCacheFile, decode: decode,
            fetch: { () async throws(CYError) in
                let (response, body) = try await self.fetchRemote(Result.self, for: endpoint)
                return (value(response, body), response.serverTime.time, body)
            },
            missing: { local.notCached },
            unreadable: { local.unreadable($0, for: endpoint) })
        return try await cache.answer(request, mode: mode)
    }

    /// The shared store's namespace for `endpoint`: the provider and the API's host, never the path.
    static func sharedNamespace(for endpoint: CYEndpoint) -> String {
        SharedCacheKey.namespace(provider: "caiyun", baseURL: endpoint.baseURL)
    }
}
