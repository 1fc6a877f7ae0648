import CaiyunWeather
import Foundation
import Logging
import TestSupport
import Testing

/// A Caiyun request wired to a loopback server, a temporary cache and a test clock.
struct LoopbackHarness {
    static let token = "loopbackSecretToken9"
    static let place = CYCoordinate(latitude: 26.6832, longitude: 101.8551)

    let server: LoopbackServer
    let clock: TestClock
    let cache: TemporaryDirectory
    let client: CYClient

    func makeRequest(_ configure: (inout CYEndpoint) -> Void = { _ in }) -> CYRequest {
        var endpoint = CYEndpoint(token: Self.token, coordinate: Self.place)
        endpoint.baseURL = server.baseURL
        configure(&endpoint)
        let request = CYRequest(endpoint: endpoint, client: client)
        request.localContentUrl = cache.url
        return request
    }

    /// Runs `body` against a server answering with `handler`; the clock starts one minute after
    /// the SDK fixture's `server_time`, so its response counts as fresh, skips pauses, and lets
    /// deadlines pass only when advanced.
    static func run<T: Sendable>(
        timeout: TimeInterval = 10,
        _ handler: @escaping LoopbackServer.Handler,
        _ body: (LoopbackHarness) async throws -> T
    ) async throws -> T {
        let cache = try TemporaryDirectory()
        defer { cache.cleanUp() }
        let clock = TestClock(Date(timeIntervalSince1970: 1_678_374_973 + 60), skipsWaits: true)
        return try await LoopbackServer.run(handler) { server in
            let client = CYClient(
                configuration: .testing(timeout: timeout), transport: URLSessionHTTPTransport(),
                logger: Logger(label: "test"), clock: clock)
            return try await body(LoopbackHarness(server: server, clock: clock, cache: cache, client: client))
        }
    }

    /// The error `operation` throws, as a ``CYError``; records an issue when it succeeds.
    static func failure<T>(_ operation: () async throws -> T) async -> CYError? {
        do {
            _ = try await operation()
            Issue.record("expected an error")
            return nil
        } catch let error as CYError {
            #expect(!error.message.contains(token), "the token leaked into \(error.message)")
            #expect(!"\(error)".contains(token), "the token leaked into \(error)")
            #expect(!String(reflecting: error).contains(token), "the token leaked into the error's reflection")
            return error
        } catch {
            Issue.record("expected a CYError, got \(error)")
            return nil
        }
    }
}
