import Foundation
import PostgresNIO
import ServerTestSupport
import Testing

@testable import PostgresResponseStore
@testable import WeatherGateway

@Suite("Client keys never leave the gateway: the database sees an HMAC digest")
struct ClientKeySecrecyTests {
    @Test("a digest is 64 hex digits, the same for one secret, another under another secret, and holds no key")
    func digests() {
        let key = "app-key-\(UUID().uuidString)"
        let first = ClientKeyDigest(secret: "one", clientKeys: [key])
        let digest = first.digest(key)
        #expect(digest.count == 64 && digest.allSatisfy(\.isHexDigit))
        #expect(digest == ClientKeyDigest(secret: "one", clientKeys: []).digest(key))
        #expect(digest != ClientKeyDigest(secret: "two", clientKeys: [key]).digest(key))
        #expect(!digest.contains(key))
        // Without a secret, gateways that accept the same keys agree; with other keys, they do not.
        let derived = ClientKeyDigest(secret: nil, clientKeys: [key, "other"]).digest(key)
        #expect(derived == ClientKeyDigest(secret: nil, clientKeys: ["other", key]).digest(key))
        #expect(derived != ClientKeyDigest(secret: nil, clientKeys: [key]).digest(key))
    }

    @Test(
        "with every statement logged, the shared rate limit's statements name the digest and never the key",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func notInStatementLog() async throws {
        let url = try TestDatabase.requiredURL()
        let key = "marker-key-\(UUID().uuidString.prefix(8))"
        try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { store in
            _ = try await store.client.query("ALTER ROLE CURRENT_USER SET log_statement = 'all'", logger: store.logger)
        }
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        do {
            let gateway = try await RunningGateway.start(
                upstream: upstream, databaseURL: url, deployment: TestDatabase.uniqueDeployment(), rateLimit: 5,
                clientKeys: [key])
            defer { gateway.stop() }
            for _ in 0..<3 {
                #expect(try await gateway.get("/v2.6/x/121.47,31.23/realtime", key: key).status == 200)
            }
        }
        try await TestDatabase.withStore(deployment: TestDatabase.uniqueDeployment()) { store in
            _ = try await store.client.query("ALTER ROLE CURRENT_USER RESET log_statement", logger: store.logger)
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Scripts/postgres"
        ).standardized
        let process = Process()
        let pipe = Pipe()
        process.executableURL = script
        process.arguments = ["log", url]
        process.standardOutput = pipe
        try process.run()
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        let log = try String(contentsOfFile: path, encoding: .utf8)
        let digest = ClientKeyDigest(secret: nil, clientKeys: [key]).digest(key)
        #expect(log.contains("client-key/\(digest)"))
        #expect(!log.contains(key))
    }
}
