import APICore
import Foundation

extension CYClient {
    /// Answers `endpoint` through the cache levels as `mode` allows, fetching from the API
    /// as `Result` and keeping what `value` makes of the decoded response and its body.
    ///
    /// Typed requests and raw-body requests differ only in `key`, `decode` and `value`; the file
    /// name, shared namespace and errors are the endpoint's, so each finds what the other cached.
    /// `key` is `local.memoryKey(for: endpoint)`, perhaps with a prefix: the file name is read off
    /// its end rather than worked out again.
    func answer<Result: CYFileResult, Value: Sendable>(
        _ endpoint: CYEndpoint, fetching result: Result.Type, key: String, settings: CacheSettings,
        expiration: TimeInterval? = nil, from mode: CacheMode, local: CYLocalCache,
        decode: @escaping @Sendable (Data) throws(CYError) -> (value: Value, date: Date),
        value: @escaping @Sendable (CYAPIResponse<Result>, Data) -> Value
    ) async throws(CYError) -> CYFetched<Value> {
        let fileName = CYLocalCache.fileName(forMemoryKey: key)
        assert(fileName == CYLocalCache.fileName(for: endpoint), "\(key) is not the endpoint's memory key")
        let request = CacheRequest<Value, CYError>(
            key: key, fileName: fileName, settings: settings,
            // Worked out only for a shared store, the one level that uses it.
            sharedNamespace: settings.sharedStore == nil ? "" : Self.sharedNamespace(for: endpoint),
            diskStore: local.store, expiration: expiration,
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
