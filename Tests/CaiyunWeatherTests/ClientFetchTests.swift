import APICore
import CaiyunWeather
import Foundation
import Logging
import TestSupport
import Testing

@Suite("CYClient.fetch: the modern entry point, over a real HTTP server on 127.0.0.1")
struct ClientFetchTests {
    /// Runs `body` with a client whose configured cache directory is a temporary one.
    private static func withClient(
        _ handler: @escaping LoopbackServer.Handler,
        _ body: (CYClient, CYEndpoint, LoopbackHarness) async throws -> Void
    ) async throws {
        try await LoopbackHarness.run(handler) { (harness: LoopbackHarness) async throws in
            var configuration = CYClient.Configuration.testing()
            configuration.cache.directory = harness.cache.url.appendingPathComponent("client")
            let client = CYClient(
                configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
                clock: harness.clock)
            var endpoint = CYEndpoint(token: LoopbackHarness.token, coordinate: LoopbackHarness.place)
            endpoint.baseURL = harness.server.baseURL
            try await body(client, endpoint, harness)
        }
    }

    private static func fixture(_ name: String) -> LoopbackServer.Reply {
        (try? .json(Fixture.data(name))) ?? .json("{}", status: 599)
    }

    @Test("each mode answers from where it says: the network once, then memory, the cache only, the network only")
    func modes() async throws {
        try await Self.withClient({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (client: CYClient, endpoint: CYEndpoint, harness: LoopbackHarness) async throws in
            let first = try await client.fetch(endpoint)
            #expect(first.source == .network)
            #expect(first.response.result.realtime.temperature == 18.2)
            #expect(try await client.fetch(endpoint).source == .memory)
            let cached = try await client.fetch(endpoint, from: .cache)
            #expect(cached.source.isCached)
            #expect(harness.server.requestCount == 1)
            #expect(try await client.fetch(endpoint, from: .network).source == .network)
            #expect(harness.server.requestCount == 2)
            let file = harness.cache.url.appendingPathComponent("client")
                .appendingPathComponent(endpoint.cacheKey + ".json")
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("a single file is asked for by its result type; a conflicting explicit file fails before any call")
    func singleFile() async throws {
        try await Self.withClient({ request in
            request.path.hasSuffix("/hourly") ? Self.fixture(Fixture.v26Hourly) : .json("{}", status: 404)
        }) {
            (client: CYClient, endpoint: CYEndpoint, harness: LoopbackHarness) async throws in
            var place = endpoint
            place.coordinate = CYCoordinate(latitude: 39.976, longitude: 116.3176)
            let hourly = try await client.fetch(place, as: CYHourlyResult.self)
            #expect(hourly.response.result.hourly.temperature.count == 1)
            #expect(harness.server.requests.map(\.path).last?.hasSuffix("/hourly") == true)

            var daily = place
            daily.file = .daily
            let error = await LoopbackHarness.failure { try await client.fetch(daily, as: CYHourlyResult.self) }
            #expect(error?.code == .invalidParameter)
            #expect(harness.server.requestCount == 1)
        }
    }

    @Test("from the cache only, nothing cached is not_cached, and no call is made")
    func cacheOnlyMiss() async throws {
        try await Self.withClient({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (client: CYClient, endpoint: CYEndpoint, harness: LoopbackHarness) async throws in
            let error = await LoopbackHarness.failure { try await client.fetch(endpoint, from: .cache) }
            #expect(error?.code == .notCached)
            #expect(harness.server.requestCount == 0)
        }
    }

    @Test("a request and the client share one cache: what one fetched, the other finds")
    func requestSharesClientCache() async throws {
        try await Self.withClient({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (client: CYClient, endpoint: CYEndpoint, harness: LoopbackHarness) async throws in
            let request = CYRequest(endpoint: endpoint, client: client)
            #expect(try await request.fetch().dataSource == .remote)
            #expect(try await client.fetch(endpoint).source == .memory)
            #expect(harness.server.requestCount == 1)
        }
    }

    @Test("the original library's data sources map onto the core's modes")
    func dataSourceMapping() {
        #expect(CacheMode(nil) == .automatic)
        #expect(CacheMode(CYRequest.DataSource.local) == .cache)
        #expect(CacheMode(CYRequest.DataSource.remote) == .network)
    }
}
