import APICore
import Foundation
import Logging
import TestSupport
import Testing

@Suite("The shared HTTP client against a loopback server")
struct HTTPClientTests {
    private func client(
        timeout: TimeInterval = 120, maximumBodySize: Int = 1_000, retry: HTTPRetryPolicy = .never,
        clock: TestClock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
    ) -> HTTPClient {
        HTTPClient(
            transport: URLSessionHTTPTransport(),
            settings: .init(
                timeout: timeout, userAgent: "Test/1.0", maximumResponseSize: maximumBodySize, retryPolicy: retry),
            logger: Logger(label: "test"), clock: clock)
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

    @Test("a server that never answers times out when the deadline passes")
    func timeout() async throws {
        let silent = try FaultServer(.silent)
        defer { silent.stop() }
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
        let client = client(timeout: 2, clock: clock)
        let call = Task { try await client.get(silent.baseURL, redactor: .none) }
        #expect(await clock.waitUntil { _ in silent.connectionCount == 1 })
        #expect(await clock.waitUntil { $0.pendingDeadlines == 1 })
        clock.advance(by: 2)
        let error = await call.result.failure as? TransportError
        #expect(error?.code == .timeout)
        #expect(error?.message == "No complete response within 2 s.")
    }

    @Test("a body over the limit is refused at once when its Content-Length says so")
    func declaredLengthOverTheLimit() async throws {
        let server = try FaultServer(.stream(size: 64 * 1024 * 1024, declaringLength: true))
        defer { server.stop() }
        do {
            _ = try await client(maximumBodySize: 1024 * 1024).get(server.baseURL, redactor: .none)
            Issue.record("a 64 MiB body was accepted")
        } catch {
            #expect(error.code == .responseTooLarge)
            #expect(
                error.message == "The response body has 67108864 bytes (Content-Length), "
                    + "more than the limit of 1048576.")
        }
    }

    @Test("a body without a Content-Length is read only up to the limit")
    func streamedBodyOverTheLimit() async throws {
        let server = try FaultServer(.stream(size: 64 * 1024 * 1024, declaringLength: false))
        defer { server.stop() }
        do {
            _ = try await client(maximumBodySize: 1024 * 1024).get(server.baseURL, redactor: .none)
            Issue.record("a 64 MiB body was accepted")
        } catch {
            #expect(error.code == .responseTooLarge)
            #expect(error.message.hasPrefix("The response body passed the limit of 1048576 bytes ("))
            #expect(error.message.hasSuffix("read); the download was stopped."))
        }
    }

    @Test("a connection closed in the middle of the body is a connection failure, retried and told in words")
    func closedMidBody() async throws {
        let server = try FaultServer(.truncated(declared: 1_000, sent: 500))
        defer { server.stop() }
        do {
            _ = try await client(retry: HTTPRetryPolicy(maximumAttempts: 2)).get(server.baseURL, redactor: .none)
            Issue.record("half a body was accepted")
        } catch {
            #expect(error.code == .connectionFailed)
            #expect(error.message == "The connection closed before the whole response arrived (500 of 1000 bytes).")
        }
        #expect(server.connectionCount == 2)
    }

    @Test("a refused connection is a connection failure whose text holds no secret")
    func refused() async throws {
        let dropping = try FaultServer(.drop)
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
