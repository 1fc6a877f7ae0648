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
        let first = ClientKeyDigest(secret: "one")
        let digest = first.digest(key)
        #expect(digest.count == 64 && digest.allSatisfy(\.isHexDigit))
        #expect(digest == ClientKeyDigest(secret: "one").digest(key))
        #expect(digest != ClientKeyDigest(secret: "two").digest(key))
        #expect(!digest.contains(key))
        // Without a secret, each digester has a random one of its own: nobody can recompute it.
        #expect(ClientKeyDigest(secret: nil).digest(key) != ClientKeyDigest(secret: nil).digest(key))
    }

    @Test("PostgreSQL with client keys and no GATEWAY_KEY_SECRET is refused, naming it; without a database it is not")
    func secretRequiredWithDatabase() throws {
        var configuration = GatewayConfiguration(
            port: 0, clientKeys: ["app-key"], databaseURL: "postgres://gateway@127.0.0.1:1/weather")
        let refused = #expect(throws: GatewayConfigurationError.self) {
            try configuration.check(descriptorLimit: 1024)
        }
        #expect(refused?.code == .missingKeySecret)
        #expect(refused?.message.contains("GATEWAY_KEY_SECRET") == true)
        #expect(throws: GatewayConfigurationError.self) { _ = try Gateway(configuration: configuration) }
        configuration.clientKeySecret = "a long random value"
        try configuration.check(descriptorLimit: 1024)
        configuration.clientKeySecret = nil
        configuration.databaseURL = nil
        try configuration.check(descriptorLimit: 1024)
        // Public pages alone digest no key, so need no secret.
        configuration.databaseURL = "postgres://gateway@127.0.0.1:1/weather"
        configuration.clientKeys = []
        try configuration.check(descriptorLimit: 1024)
    }

    @Test("a connection cap above three quarters of the descriptor limit is refused, naming ulimit -n")
    func connectionCapWithinDescriptors() throws {
        var configuration = GatewayConfiguration(port: 0, clientKeys: ["app-key"])
        configuration.maximumConnections = 5000
        let refused = #expect(throws: GatewayConfigurationError.self) {
            try configuration.check(descriptorLimit: 1024)
        }
        #expect(refused?.code == .tooManyConnections)
        #expect(
            refused?.message.hasPrefix(
                "--max-connections 5000 is more than the open-file limit allows: it is 1024 (ulimit -n)") == true)
        #expect(refused?.message.contains("at most 768") == true)
        configuration.maximumConnections = 768
        try configuration.check(descriptorLimit: 1024)
        configuration.maximumConnections = 5000
        try configuration.check(descriptorLimit: 65_536)
        try configuration.check(descriptorLimit: nil)
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
        let digest = ClientKeyDigest(secret: RunningGateway.keySecret).digest(key)
        #expect(log.contains("client-key/\(digest)"))
        #expect(!log.contains(key))
    }
}
