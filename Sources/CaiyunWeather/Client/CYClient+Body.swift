import APICore
import Foundation

extension CYClient {
    /// The API's body for `endpoint`, byte for byte, through the client's caches (memory, disk,
    /// shared store, then the API): for a proxy or gateway that passes responses on rather than
    /// decoding them.
    ///
    /// A body from the API is checked as a typed request checks it (it must decode as
    /// `endpoint.file`'s response); one from a cache, by its header (an `ok` status for the
    /// endpoint's place, language and unit). Its server time decides its freshness. Cache keys
    /// are those of a typed request for the same endpoint, so a body cached by one is found by the
    /// other; with the cache's `cells` set, both ask about the centre of the coordinate's cell.
    ///
    /// - Throws: ``CYError``; invalid settings fail before any network call.
    public func fetchBody(
        for endpoint: CYEndpoint, from mode: CacheMode = .automatic
    ) async throws
        -> CYFetched<Data>
    {
        let endpoint = endpoint.inCell(of: configuration.cache.cells)
        try endpoint.validateParameters()
        switch endpoint.file {
        case .realtime: return try await body(CYRealtimeResult.self, endpoint, mode)
        case .minutely: return try await body(CYMinutelyResult.self, endpoint, mode)
        case .hourly: return try await body(CYHourlyResult.self, endpoint, mode)
        case .daily: return try await body(CYDailyResult.self, endpoint, mode)
        default: return try await body(CYResult.self, endpoint, mode)
        }
    }

    private func body<Result: CYFileResult>(
        _ result: Result.Type, _ endpoint: CYEndpoint, _ mode: CacheMode
    ) async throws(CYError) -> CYFetched<Data> {
        let local = localCache
        let key = "body|" + local.memoryKey(for: endpoint)
        // A fresh body in memory is answered before anything else is set up, as `fetch` does.
        if let held = cache.freshValue(
            Data.self, failing: CYError.self, for: key, expiration: configuration.cache.expiration, mode: mode)
        {
            return held
        }
        return try await answer(
            endpoint, fetching: Result.self, key: key,
            settings: configuration.cache, from: mode, local: local,
            // A cached body was checked in full when it was fetched: its header (status, place,
            // language, unit, time) is enough to tell it answers this request.
            decode: { data throws(CYError) in
                (data, try local.decode(CYHeaderOnly.self, data, for: endpoint).serverTime.time)
            },
            value: { _, body in body })
    }
}

/// A `result` that is not decoded: for reading only a response's header.
private struct CYHeaderOnly: CYFileResult {
    static var file: CYEndpoint.File { .weather }
    var skippedItems: [SkippedItem] { [] }

    init(from decoder: any Decoder) throws {}

    func encode(to encoder: any Encoder) throws {}
}
