import APICore
import Foundation
import Logging
import TestSupport
import Testing

@Suite("The shared HTTP client against a loopback server")
struct HTTPClientTests {
    private func client(timeout: TimeInterval = 10, maximumBodySize: Int = 1_000, retry: HTTPRetryPolicy = .never) -> HTTPClient {
        HTTPClient(
            transport: URLSessionHTTPTransport(),
            settings: .init(timeout: timeout, userAgent: "Test/1.0", maximumResponseSize: maximumBodySize, retryPolicy: retry),
            logger: Logger(label: "test"))
    }

    @Test("a 2xx answer comes back with its headers, the request with a User-Agent")
    func success() async throws {
        try await LoopbackServer.run({ _ in .json(#"{"ok":true}"#, headers: ["X-Trace": "42"]) }) { server in
            let response = try await client().get(server.baseURL.appendingPathComponent("data"), redactor: .none)
            #expect(response.statusCode == 200)
            #expect(response.body == Data(#"{"ok":true}"#.utf8))
            #expect(response.value(forHeader: "x-trace") == "42")
            #expect(server.requests.first?.headers["user-agent"] == "Test/1.0")
            #expect(server.requests.first?.headers["accept"] == "application/json")
        }
    }

    @Test("an error status carries the body and Retry-After")
    func errorStatus() async throws {
        try await LoopbackServer.run({ _ in .json("{}", status: 429, headers: ["Retry-After": "30"]) }) { server in
            do {
                _ = try await client().get(server.baseURL, redactor: .none)
                Issue.record("a 429 succeeded")
            } catch let error as TransportError {
                #expect(error.code == .httpStatus)
                #expect(error.statusCode == 429)
                #expect(error.retryAfter == 30)
                #expect(error.response?.body == Data("{}".utf8))
            }
        }
    }

    @Test("a body over the limit is refused")
    func sizeBound() async throws {
        try await LoopbackServer.run({ _ in .json(String(repeating: "x", count: 2_000)) }) { server in
            await #expect(throws: TransportError.self) { _ = try await client().get(server.baseURL, redactor: .none) }
            do {
                _ = try await client().get(server.baseURL, redactor: .none)
            } catch let error as TransportError {
                #expect(error.code == .responseTooLarge)
            }
        }
    }

    @Test("a slow server times out without waiting for it")
    func timeout() async throws {
        try await LoopbackServer.run({ _ in LoopbackServer.Reply.json("{}").delayed(by: .seconds(10)) }) { server in
            let started = ContinuousClock.now
            do {
                _ = try await client(timeout: 0.5).get(server.baseURL, redactor: .none)
                Issue.record("no timeout")
            } catch let error as TransportError {
                #expect(error.code == .timeout)
            }
            // The server answers after 10 s; a timeout well before that means the client did not wait for it.
            #expect(ContinuousClock.now - started < .seconds(8))
        }
    }

    @Test("a refused connection is a connection failure whose text holds no secret")
    func refused() async throws {
        let dropping = try DroppingServer()
        let url = dropping.baseURL.appendingPathComponent("v2.6/s3cretToken/1,2/weather")
        dropping.stop()
        do {
            _ = try await client().get(url, redactor: Redactor(secrets: ["s3cretToken"]))
            Issue.record("a closed port answered")
        } catch {
            #expect(error.code == .connectionFailed)
            #expect(!error.message.contains("s3cretToken"))
            #expect(!String(reflecting: error).contains("s3cretToken"))
        }
    }
}
