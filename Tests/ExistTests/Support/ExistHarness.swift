import APICore
import Exist
import Foundation
import Logging
import TestSupport

/// Recorded Exist responses (TestSupport's `Fixtures/exist`).
enum Fixture {
    static func data(_ name: String) throws -> Data { try FixtureFiles.data(name, provider: "exist") }
    static func text(_ name: String) throws -> String { String(decoding: try data(name), as: UTF8.self) }
    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try FastJSONDecoder().decode(T.self, from: data(name))
    }
}

/// Test credentials that must never show up in output.
enum Secret {
    static let token = "personalTokenSECRET123"
    static let access = "accessTokenSECRET-old"
    static let refresh = "refreshTokenSECRET-old"
    static let clientSecret = "clientSECRETvalue"
}

extension ExistClient {
    /// A client for `server` on a test clock reading `now()`: pauses between retries take no
    /// real time, and the deadline passes only when a test advances the clock, so a busy machine
    /// cannot make a call run out of time.
    static func testing(
        _ server: LoopbackServer, authentication: ExistAuthentication = .bearerToken(Secret.token),
        http: HTTPSettings = HTTPSettings(timeout: 120), batchSize: Int = 35,
        now: @escaping @Sendable () -> Date = { Date() },
        clock: (any APIClock)? = nil, logger: Logger = Logger(label: "exist-tests")
    ) -> ExistClient {
        ExistClient(
            configuration: .init(
                authentication: authentication, baseURL: server.baseURL, http: http, writeBatchSize: batchSize),
            transport: URLSessionHTTPTransport(), logger: logger,
            clock: clock ?? TestClock(now(), skipsWaits: true))
    }
}

extension LoopbackServer.Reply {
    /// A recorded fixture as a JSON reply.
    static func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? Fixture.data(name)) ?? Data(), status: status)
    }
}

extension LoopbackServer.RecordedRequest {
    /// The JSON array the request carried.
    var jsonArray: [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: body)) as? [[String: Any]] ?? []
    }
}
