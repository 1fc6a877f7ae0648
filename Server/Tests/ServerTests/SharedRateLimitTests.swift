import Foundation
import PostgresNIO
import ServerTestSupport
import Testing

@testable import PostgresResponseStore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(
    "Rate limits shared through PostgreSQL",
    .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
struct SharedRateLimitTests {
    @Test(
        "a bucket gives its burst (a batch at a time), then a wait; the database keeps a hash of its name, not the name"
    )
    func bucket() async throws {
        let deployment = TestDatabase.uniqueDeployment()
        let name = "client-key/secret-\(UUID().uuidString)"
        try await TestDatabase.withStore(deployment: deployment) { store in
            // A rate so low that nothing refills during the test: 3 tokens, asked for two at a time.
            let first = try await store.takeRateTokens(bucket: name, rate: 0.001, burst: 3, count: 2)
            #expect(first.granted == 2 && first.wait == nil)
            let second = try await store.takeRateTokens(bucket: name, rate: 0.001, burst: 3, count: 2)
            #expect(second.granted == 1 && second.wait == nil)
            let third = try await store.takeRateTokens(bucket: name, rate: 0.001, burst: 3, count: 2)
            #expect(third.granted == 0)
            let wait = try #require(third.wait)
            #expect(wait > 900 && wait <= 1000)
            // Another name has a bucket of its own.
            #expect(try await store.takeRateTokens(bucket: name + "x", rate: 0.001, burst: 3).granted == 1)
            let rows = try await store.client.query(
                "SELECT bucket FROM weather_rate_buckets WHERE bucket = encode(sha256(convert_to(\(deployment + "/" + name), 'UTF8')), 'hex')",
                logger: store.logger)
            var hashes: [String] = []
            for try await hash in rows.decode(String.self) { hashes.append(hash) }
            #expect(hashes.count == 1)
            #expect(hashes.allSatisfy { $0.count == 64 && !$0.contains("secret") })
        }
    }

    @Test("a take that read its time before waiting for the row loses no tokens, and the row's time never goes back")
    func outOfOrderTakes() async throws {
        let deployment = TestDatabase.uniqueDeployment()
        let name = "client-key/\(UUID().uuidString)"
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func updated(_ store: PostgresResponseStore) async throws -> Date? {
            let rows = try await store.client.query(
                "SELECT updated FROM weather_rate_buckets WHERE bucket = encode(sha256(convert_to(\(deployment + "/" + name), 'UTF8')), 'hex')",
                logger: store.logger)
            for try await time in rows.decode(Date.self) { return time }
            return nil
        }
        try await TestDatabase.withStore(deployment: deployment) { store in
            // 10 tokens a second, bursts of 2: one take at 0 s, one at 1 s (refilled to the burst).
            func take(at seconds: Double) async throws -> Int {
                try await store.takeRateTokens(
                    bucket: name, rate: 10, burst: 2, count: 1, at: start.addingTimeInterval(seconds)
                ).granted
            }
            #expect(try await take(at: 0) == 1)
            #expect(try await take(at: 1) == 1)
            // A statement that read 0.5 s and then waited for the row lock: one token is left, and
            // it gets it (a negative refill of 5 would have refused it).
            #expect(try await take(at: 0.5) == 1)
            let kept = try #require(try await updated(store))
            #expect(abs(kept.timeIntervalSince(start) - 1) < 0.001)
            // The bucket is empty now: half a token at 1.05 s, one and a half more by 1.2 s.
            #expect(try await take(at: 1.05) == 0)
            #expect(try await take(at: 1.2) == 1)
            let last = try #require(try await updated(store))
            #expect(abs(last.timeIntervalSince(start) - 1.2) < 0.001)
        }
    }

    @Test(
        "a burst within the limit is let through whole, though its requests together ask for more batches than the bucket holds",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func concurrentBurst() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // 100 requests a second: bursts of 200, taken 5 at a time; 100 at once ask for 500.
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: try TestDatabase.requiredURL(),
            deployment: TestDatabase.uniqueDeployment(), rateLimit: 100)
        defer { gateway.stop() }
        // A session that opens all 100 connections at once (URLSession.shared keeps to a few per host).
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 100
        let session = URLSession(configuration: configuration)
        var keyed = URLRequest(url: gateway.baseURL.appendingPathComponent("v2.6/x/121.5,31.2/realtime"))
        keyed.setValue("app-key", forHTTPHeaderField: "X-Client-Key")
        let request = keyed
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<100 {
                group.addTask { ((try await session.data(for: request)).1 as? HTTPURLResponse)?.statusCode ?? 0 }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(
            statuses.filter { $0 == 200 }.count == 100, "\(Dictionary(grouping: statuses) { $0 }.mapValues(\.count))")
    }

    @Test("four gateways on one database allow one key its limit in total, not four times it")
    func fourGateways() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let url = try TestDatabase.requiredURL()
        let deployment = TestDatabase.uniqueDeployment()
        var gateways: [RunningGateway] = []
        defer { for gateway in gateways { gateway.stop() } }
        for _ in 0..<4 {
            // 0.01 requests a second: a burst of one, and the next in 100 seconds.
            gateways.append(
                try await RunningGateway.start(
                    upstream: upstream, databaseURL: url, deployment: deployment, rateLimit: 0.01))
        }
        var statuses: [Int] = []
        for round in 0..<5 {
            for gateway in gateways {
                statuses.append(try await gateway.get("/v2.6/x/121.\(round),31.2/realtime").status)
            }
        }
        #expect(statuses.filter { $0 == 200 }.count == 1)
        #expect(statuses.filter { $0 == 429 }.count == 19)
    }
}
