import APICore
import Foundation
import Logging
import TestSupport
import Testing

@Suite("Deadlines: one bound on the whole call, started when the request is sent")
struct DeadlineTests {
    private let url = URL(string: "https://api.example.com/data")!
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    private func client(
        _ transport: any HTTPTransport, clock: TestClock, timeout: TimeInterval = 10, retry: HTTPRetryPolicy = .never,
        concurrent: Int = 6
    ) -> HTTPClient {
        HTTPClient(
            transport: transport,
            settings: HTTPSettings(
                timeout: timeout, userAgent: "Test/1.0", retryPolicy: retry, maximumConcurrentRequests: concurrent),
            logger: Logger(label: "test"), clock: clock, random: { 1 })
    }

    @Test("the deadline ends the call at once, even when the transport ignores cancellation")
    func deadlineDoesNotWaitForTheTransport() async throws {
        let transport = HeldTransport(honoursCancellation: false)
        let clock = TestClock(Self.start)
        let client = client(transport, clock: clock)
        let call = Task { try await client.get(url, redactor: .none) }
        #expect(await transport.waitForCalls(1))
        #expect(await clock.waitUntil { $0.pendingDeadlines == 1 })
        // Should the call wait for the transport, this backstop ends the wait so the test can fail.
        let backstop = Task {
            try await Task.sleep(for: .seconds(150))
            transport.answerAll()
        }
        clock.advance(by: 10)
        let result = await call.result
        #expect(transport.finishedCount == 0, "the caller waited for the transport to give up")
        #expect((result.failure as? TransportError)?.code == .timeout)
        #expect((result.failure as? TransportError)?.message == "No complete response within 10 s.")
        backstop.cancel()
        transport.answerAll()
    }

    @Test("an answer and the deadline at the same instant: exactly one of them wins, every time")
    func simultaneousAnswerAndDeadline() async throws {
        var answered = 0
        var timedOut = 0
        for _ in 0..<100 {
            let clock = TestClock(Self.start)
            let transport = MockTransport { _ in
                try await clock.waitForDeadline(.seconds(1))
                return TransportResponse(statusCode: 200, body: Data("ok".utf8))
            }
            let client = client(transport, clock: clock, timeout: 1)
            let call = Task { try await client.get(url, redactor: .none) }
            #expect(await clock.waitUntil { $0.pendingDeadlines == 2 })
            clock.advance(by: 1)
            switch await call.result {
            case .success(let response) where response.body == Data("ok".utf8): answered += 1
            case .failure(let error as TransportError) where error.code == .timeout: timedOut += 1
            case let other: Issue.record("unexpected outcome \(other)")
            }
        }
        #expect(answered + timedOut == 100)
    }

    @Test("the timeout bounds every attempt and the pauses between them")
    func wholeWait() async throws {
        let transport = MockTransport.answering(status: 503)
        let clock = TestClock(Self.start, skipsWaits: true)
        let policy = HTTPRetryPolicy(maximumAttempts: 10, initialDelay: 1, maximumDelay: 4)
        do {
            _ = try await client(transport, clock: clock, retry: policy).get(url, redactor: .none)
            Issue.record("a 503 succeeded")
        } catch {
            #expect(error.code == .httpStatus)
            #expect(
                error.message.hasSuffix(
                    "Not tried again: the next attempt would start after the 10 s timeout (4 attempts made)."))
        }
        // Pauses of 1, 2 and 4 s; the next 4 s pause would end after the deadline.
        #expect(transport.requests.count == 4)
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(clock.elapsed == .seconds(7))
    }

    @Test("a deadline passing during a retry says how many attempts were made and how the last one ended")
    func timeoutAfterRetry() async throws {
        let transport = HeldTransport(honoursCancellation: true)
        transport.answer(0, with: .success(TransportResponse(statusCode: 503)))
        let clock = TestClock(Self.start, skipsWaits: true)
        let client = client(transport, clock: clock, retry: HTTPRetryPolicy(maximumAttempts: 3))
        let call = Task { try await client.get(url, redactor: .none) }
        #expect(await transport.waitForCalls(2))
        clock.advance(by: 10)
        let error = await call.result.failure as? TransportError
        #expect(error?.code == .timeout)
        #expect(
            error?.message
                == "No complete response within 10 s, in 2 attempts; "
                + "attempt 1 ended with: The server answered with HTTP 503."
        )
        #expect(transport.callCount == 2)
    }

    @Test("a Retry-After longer than the time left is not waited for")
    func retryAfterBeyondTheDeadline() async throws {
        let transport = MockTransport.answering(status: 429, headers: ["Retry-After": "8"])
        let clock = TestClock(Self.start, skipsWaits: true)
        do {
            _ = try await client(transport, clock: clock, timeout: 5, retry: .standard).get(url, redactor: .none)
            Issue.record("a 429 succeeded")
        } catch {
            #expect(error.statusCode == 429)
            #expect(error.retryAfter == 8)
        }
        #expect(transport.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("time spent waiting for a turn does not count: each request's clock starts when it is sent")
    func queuedRequestsKeepTheirTime() async throws {
        let transport = HeldTransport(honoursCancellation: true)
        let clock = TestClock(Self.start)
        let client = client(transport, clock: clock, concurrent: 1)
        let first = Task { try await client.get(url, redactor: .none) }
        #expect(await transport.waitForCalls(1))
        let second = Task { try await client.get(url, redactor: .none) }
        clock.advance(by: 9)
        transport.answer(0, with: .success(TransportResponse(statusCode: 200)))
        #expect(try await first.value.statusCode == 200)
        #expect(await transport.waitForCalls(2))
        #expect(await clock.waitUntil { $0.pendingDeadlines == 1 })
        // 18 s after the second call began, but only 9 s after it was sent.
        clock.advance(by: 9)
        transport.answer(1, with: .success(TransportResponse(statusCode: 200)))
        #expect(try await second.value.statusCode == 200)
        #expect(transport.callCount == 2)
    }

    @Test("calls cancelled as they start give their place back")
    func cancelledAtTheStart() async throws {
        let transport = MockTransport.answering(status: 204)
        let clock = TestClock(Self.start)
        let client = client(transport, clock: clock, concurrent: 1)
        for _ in 0..<50 {
            let call = Task { try await client.get(url, redactor: .none) }
            call.cancel()
            _ = await call.result
        }
        let finished = Locked(false)
        let last = Task {
            defer { finished.current = true }
            return try await client.get(url, redactor: .none)
        }
        #expect(await clock.waitUntil { _ in finished.current }, "a cancelled call kept its place")
        if finished.current {
            #expect(try await last.value.statusCode == 204)
        } else {
            last.cancel()
        }
    }

    @Test("a request cancelled while waiting for its turn leaves the queue")
    func cancelledWhileQueued() async throws {
        let transport = HeldTransport(honoursCancellation: true)
        let clock = TestClock(Self.start)
        let client = client(transport, clock: clock, concurrent: 1)
        let first = Task { try await client.get(url, redactor: .none) }
        #expect(await transport.waitForCalls(1))
        let second = Task { try await client.get(url, redactor: .none) }
        second.cancel()
        #expect((await second.result.failure as? TransportError)?.code == .cancelled)
        transport.answer(0, with: .success(TransportResponse(statusCode: 200)))
        _ = try await first.value
        transport.answer(1, with: .success(TransportResponse(statusCode: 204)))
        #expect(try await client.get(url, redactor: .none).statusCode == 204)
        #expect(transport.callCount == 2)
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
