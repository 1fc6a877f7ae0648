import APICore
import Exist
import Foundation
import Logging
import TestSupport

/// Recorded Exist responses (TestSupport's `Fixtures/exist`).
enum Fixture {
    static func data(_ name: String) throws -> Data { try FixtureFiles.data(name, provider: "exist") }
}

extension ExistClient {
    /// A client for `server` with a test token, on a test clock reading `now()`: pauses between
    /// retries take no real time, and the deadline passes only when a test advances the clock.
    static func testing(_ server: LoopbackServer, now: @escaping @Sendable () -> Date = { Date() }) -> ExistClient {
        ExistClient(
            configuration: .init(
                authentication: .bearerToken("personalTokenSECRET123"), baseURL: server.baseURL,
                http: HTTPSettings(timeout: 120)),
            transport: URLSessionHTTPTransport(), logger: Logger(label: "exist-api-tests"),
            clock: TestClock(now(), skipsWaits: true))
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
