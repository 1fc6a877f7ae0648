import APICore
import CaiyunWeather
import Foundation
import Logging
import ServerTestSupport
import Testing

@testable import PostgresResponseStore

@Suite(
    "SDK clients sharing a cache through PostgreSQL",
    .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
struct SharedClientTests {
    /// A client as one instance of a service would make it: its own memory, no disk, the shared store.
    static func client(_ store: PostgresResponseStore) -> CYClient {
        let cache = CacheSettings(
            directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 16, sharedStore: store)
        return CYClient(configuration: .init(http: .init(timeout: 10, retryPolicy: .never), cache: cache))
    }

    static func endpoint(_ upstream: FakeUpstream, token: String = "token-abc") -> CYEndpoint {
        var endpoint = CYEndpoint(token: token, coordinate: CYCoordinate(latitude: 39.9042, longitude: 116.4074))
        endpoint.baseURL = upstream.baseURL
        return endpoint
    }

    @Test("two instances asked at once for one place make one upstream call; the other answers from the shared store")
    func oneCallAcrossInstances() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let deployment = TestDatabase.uniqueDeployment()
        try await TestDatabase.withStore(deployment: deployment) { first in
            try await TestDatabase.withStore(deployment: deployment) { second in
                // The one upstream call answers once a request waits for it in the shared store.
                upstream.holdCalls { first.changes.count + second.changes.count > 0 }
                let clients = [Self.client(first), Self.client(second)]
                let endpoint = Self.endpoint(upstream)
                let sources = try await withThrowingTaskGroup(of: ResponseSource.self) { group in
                    for index in 0..<20 {
                        let client = clients[index % 2]
                        group.addTask {
                            try await CYRequest(endpoint: endpoint, client: client).fetch(CYResult.self).source
                        }
                    }
                    return try await group.reduce(into: [ResponseSource]()) { $0.append($1) }
                }
                #expect(upstream.calls.count == 1)
                #expect(sources.count == 20)
                #expect(sources.contains(.network))
                #expect(sources.contains(.shared))
                #expect(!sources.contains(.stale))
            }
        }
    }

    @Test("a typed request and a raw-body request share one stored entry")
    func typedAndBodyShareEntries() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let deployment = TestDatabase.uniqueDeployment()
        try await TestDatabase.withStore(deployment: deployment) { first in
            try await TestDatabase.withStore(deployment: deployment) { second in
                let endpoint = Self.endpoint(upstream)
                let typed = try await CYRequest(endpoint: endpoint, client: Self.client(first)).fetch(CYResult.self)
                let body = try await Self.client(second).fetchBody(for: endpoint)
                #expect(typed.source == .network)
                #expect(body.source == .shared)
                #expect(upstream.calls.count == 1)
                #expect(body.date == typed.date)
                #expect(
                    try CYRequest(endpoint: endpoint).decode(body.response).result.realtime.temperature
                        == typed.response.result.realtime.temperature)
            }
        }
    }

    @Test("the token reaches the API but never the database: not in a namespace, a key or a body")
    func tokenNeverStored() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let marker = "TOKENMARKER" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let deployment = TestDatabase.uniqueDeployment()
        try await TestDatabase.withStore(deployment: deployment) { store in
            for file in [CYEndpoint.File.weather, .realtime] {
                var endpoint = Self.endpoint(upstream, token: marker)
                endpoint.file = file
                _ = try await Self.client(store).fetchBody(for: endpoint)
            }
        }
        #expect(upstream.calls.count == 2)
        #expect(upstream.calls.allSatisfy { $0.path.contains(marker) })
        let rows = try await TestDatabase.rows(of: deployment)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { !$0.contains(marker) })
    }

    @Test("with the database unreachable, requests still answer from the API, then from memory")
    func answersWithoutDatabase() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let store = try PostgresResponseStore(
            url: "postgres://nobody@127.0.0.1:\(try closedPort())/none",
            configuration: .init(operationTimeout: .milliseconds(300)))
        let running = Task { try await store.run() }
        defer { running.cancel() }
        let client = Self.client(store)
        let endpoint = Self.endpoint(upstream)
        let first = try await client.fetchBody(for: endpoint)
        let second = try await client.fetchBody(for: endpoint)
        #expect(first.source == .network)
        #expect(second.source == .memory)
        #expect(upstream.calls.count == 1)
    }
}
