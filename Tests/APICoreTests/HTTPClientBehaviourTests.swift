import APICore
import Foundation
import Logging
import TestSupport
import Testing

@Suite("The shared HTTP client's retries, pacing and errors, on a mock transport")
struct HTTPClientBehaviourTests {
    private let url = URL(string: "https://api.example.com/v1/s3cretToken/items?key=s3cretToken")!
    private let redactor = Redactor(secrets: ["s3cretToken"])

    private func client(
        _ transport: MockTransport, clock: TestClock, retry: HTTPRetryPolicy = .init(maximumAttempts: 3)
    ) -> HTTPClient {
        HTTPClient(
            transport: transport, settings: HTTPSettings(userAgent: "Test/1.0", retryPolicy: retry),
            logger: Logger(label: "test"),
            clock: clock, random: { 1 })
    }

    private static func clock() -> TestClock { TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true) }

    @Test("transient failures are retried with backoff until the attempt limit")
    func retriesUntilTheLimit() async {
        let transport = MockTransport.answering(status: 502)
        let clock = Self.clock()
        await #expect(throws: TransportError.self) {
            _ = try await client(transport, clock: clock).get(url, redactor: redactor)
        }
        #expect(transport.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
    }

    @Test("a retry that succeeds returns the answer")
    func retryThenSuccess() async throws {
        let transport = MockTransport.sequence([
            TransportResponse(statusCode: 503), TransportResponse(statusCode: 200, body: Data("ok".utf8)),
        ])
        let response = try await client(transport, clock: Self.clock()).get(url, redactor: redactor)
        #expect(response.body == Data("ok".utf8))
        #expect(transport.requests.count == 2)
    }

    @Test("a 429 waits for its Retry-After, then tries again")
    func retryAfter() async throws {
        let transport = MockTransport.sequence([
            TransportResponse(statusCode: 429, headers: ["Retry-After": "3"]), TransportResponse(statusCode: 200),
        ])
        let clock = Self.clock()
        _ = try await client(transport, clock: clock).get(url, redactor: redactor)
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test("a call sent with the never policy is not repeated, whatever the failure")
    func neverRepeated() async {
        let transport = MockTransport.failing(with: URLError(.timedOut))
        let clock = Self.clock()
        let request = TransportRequest(method: "POST", url: url, body: Data("{}".utf8))
        do {
            _ = try await client(transport, clock: clock).send(request, redactor: redactor, retryPolicy: .never)
            Issue.record("a timed-out call succeeded")
        } catch {
            #expect(error.code == .timeout)
        }
        #expect(transport.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("the method, body and headers reach the transport, with the User-Agent and Accept added")
    func requestShape() async throws {
        let transport = MockTransport.answering(status: 201)
        let request = TransportRequest(
            method: "POST", url: url, headers: ["Content-Type": "application/json"], body: Data("[1]".utf8))
        _ = try await client(transport, clock: Self.clock()).send(request, redactor: redactor)
        let sent = try #require(transport.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.body == Data("[1]".utf8))
        #expect(sent.headers["Content-Type"] == "application/json")
        #expect(sent.headers["User-Agent"] == "Test/1.0")
        #expect(sent.headers["Accept"] == "application/json")
        #expect(sent.timeout == 10)
        #expect(sent.maximumBodySize == 8 * 1024 * 1024)
    }

    @Test("an error names the request, with every secret redacted")
    func errorNamesTheRequest() async {
        let transport = MockTransport.answering(status: 404, body: Data("no such item s3cretToken".utf8))
        do {
            _ = try await client(transport, clock: Self.clock()).get(url, redactor: redactor, operation: "items")
            Issue.record("a 404 succeeded")
        } catch {
            let request = error.request
            #expect(request?.method == "GET")
            #expect(request?.operation == "items")
            #expect(request?.redactedURL == "https://api.example.com/v1/<redacted>/items?key=<redacted>")
            #expect(request?.description == "items: GET https://api.example.com/v1/<redacted>/items?key=<redacted>")
            #expect(!String(describing: error).contains("s3cretToken"))
        }
    }

    @Test("pacing waits between calls at the configured rate, on the injected clock")
    func pacing() async throws {
        let transport = MockTransport.answering(status: 200)
        let clock = Self.clock()
        let client = HTTPClient(
            transport: transport, settings: HTTPSettings(userAgent: "Test/1.0", requestsPerSecond: 0.01),
            logger: Logger(label: "test"),
            clock: clock)
        for _ in 0..<3 { _ = try await client.get(url, redactor: redactor) }
        #expect(clock.sleeps == [.seconds(100), .seconds(100)])
        #expect(clock.elapsed == .seconds(200))
    }
}
