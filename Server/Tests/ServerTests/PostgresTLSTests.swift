import APICore
import Foundation
import Logging
import NIOSSL
import PostgresNIO
import Testing

@testable import PostgresResponseStore

/// The TLS PostgreSQL `.ci/run` starts with `Server/Scripts/postgres start --tls`: its URL asks
/// for `sslmode=verify-full` against the throwaway authority that signed its certificate.
enum TLSDatabase {
    static let url = ProcessInfo.processInfo.environment["DATABASE_TLS_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static let isEnabled = url != nil || TestDatabase.isCI

    /// The URL with `name=value` in its query, replacing any value `name` had.
    static func url(setting name: String, to value: String) throws -> String {
        let text = try #require(url, "DATABASE_TLS_URL is not set")
        var components = try #require(URLComponents(string: text))
        components.queryItems =
            (components.queryItems ?? []).filter { $0.name != name } + [
                URLQueryItem(name: name, value: value)
            ]
        return try #require(components.string)
    }

    /// What the server says of one connection's encryption: `true` when it is TLS. A connection
    /// the client refuses (a certificate it does not trust) throws at once.
    static func isEncrypted(_ url: String) async throws -> Bool {
        let settings = try PostgresURL.settings(url)
        let tls: PostgresConnection.Configuration.TLS =
            switch settings.security {
            case .disable: .disable
            case .prefer(let configuration): .prefer(try NIOSSLContext(configuration: configuration))
            case .require(let configuration): .require(try NIOSSLContext(configuration: configuration))
            }
        let logger = Logger(label: "tls-test")
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: settings.host, port: settings.port, username: settings.username, password: settings.password,
                database: settings.database, tls: tls),
            id: 1, logger: logger)
        defer { Task { try? await connection.close() } }
        let rows = try await connection.query(
            "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: logger)
        var encrypted = false
        for try await value in rows.decode(Bool.self) { encrypted = value }
        return encrypted
    }
}

@Suite(
    "PostgreSQL over TLS",
    .enabled(if: TLSDatabase.isEnabled, "needs DATABASE_TLS_URL (Server/Scripts/postgres start --tls)"),
    .timeLimit(.minutes(2)))
struct PostgresTLSTests {
    @Test("sslmode=verify-full with the server's authority connects over TLS, and the store keeps a body")
    func verifyFull() async throws {
        let url = try #require(TLSDatabase.url)
        #expect(url.contains("sslmode=verify-full"))
        #expect(try await TLSDatabase.isEncrypted(url))
        let key = SharedCacheKey(namespace: "caiyun tls-test", name: "v2.6_realtime_\(UUID().uuidString).json")
        // Time enough for a TLS handshake on a busy machine: what is tested is the encryption.
        let store = try PostgresResponseStore(
            url: url,
            configuration: .init(
                deployment: TestDatabase.uniqueDeployment(), operationTimeout: .seconds(30),
                connectTimeout: .seconds(30)))
        let running = Task { try await store.run() }
        defer { running.cancel() }
        try await waitUntil("the store is ready over TLS") { store.isAvailable }
        let lease = try #require(try await store.acquireLease(for: key))
        let body = Data("{\"status\":\"ok\"}".utf8)
        #expect(try await store.store(SharedCacheEntry(body: body, date: Date()), under: lease))
        #expect(try await store.entry(for: key)?.body == body)
    }

    @Test("an authority that did not sign the server's certificate is refused by verify-ca and verify-full")
    func wrongAuthority() async throws {
        let url = try #require(TLSDatabase.url)
        let root = try #require(URLComponents(string: url)?.queryItems?.first { $0.name == "sslrootcert" }?.value)
        let other = URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("other-ca.crt").path
        for mode in ["verify-full", "verify-ca"] {
            let url = try TLSDatabase.url(setting: "sslrootcert", to: other)
                .replacingOccurrences(of: "sslmode=verify-full", with: "sslmode=\(mode)")
            await #expect(throws: (any Error).self, "\(mode) with an authority that signed nothing") {
                try await TLSDatabase.isEncrypted(url)
            }
        }
        // require encrypts without checking the certificate, as libpq's does.
        let require = try TLSDatabase.url(setting: "sslrootcert", to: other)
            .replacingOccurrences(of: "sslmode=verify-full", with: "sslmode=require")
        #expect(try await TLSDatabase.isEncrypted(require))
    }

    @Test("verify-full needs the certificate's host name; an address is a clear configuration error")
    func verifyFullNeedsAName() throws {
        let url = try #require(TLSDatabase.url).replacingOccurrences(of: "@localhost:", with: "@127.0.0.1:")
        #expect(throws: PostgresResponseStoreError.self) { try PostgresURL.configuration(url) }
        #expect(throws: PostgresResponseStoreError.self) {
            try PostgresURL.configuration("postgres://x@db/z?sslmode=verify-ca&sslrootcert=/nonexistent/ca.crt")
        }
    }
}
