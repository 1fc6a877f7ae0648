import APICore
import Foundation
import TestSupport
import Testing

@Suite("Retry policy and rate limiter")
struct RetryTests {
    private func error(
        _ code: TransportError.Code, status: Int? = nil, retryAfter: TimeInterval? = nil
    ) -> TransportError {
        TransportError(code: code, message: "test", statusCode: status, retryAfter: retryAfter)
    }

    @Test("what is retried and what is not")
    func classification() {
        let policy = HTTPRetryPolicy(maximumAttempts: 3, initialDelay: 1, maximumDelay: 8)
        #expect(policy.delay(after: error(.timeout), attempt: 1, random: 1) == 1)
        #expect(policy.delay(after: error(.connectionFailed), attempt: 2, random: 1) == 2)
        #expect(policy.delay(after: error(.httpStatus, status: 503), attempt: 1, random: 0.5) == 0.5)
        #expect(policy.delay(after: error(.httpStatus, status: 500), attempt: 3, random: 1) == nil)
        #expect(policy.delay(after: error(.httpStatus, status: 501), attempt: 1, random: 1) == nil)
        for status in [400, 401, 403, 404, 422] {
            #expect(policy.delay(after: error(.httpStatus, status: status), attempt: 1, random: 1) == nil)
        }
        #expect(policy.delay(after: error(.responseTooLarge), attempt: 1, random: 1) == nil)
        #expect(policy.delay(after: error(.cancelled), attempt: 1, random: 1) == nil)
        #expect(policy.delay(after: error(.httpStatus, status: 429, retryAfter: 7), attempt: 1, random: 0) == 7)
        #expect(policy.delay(after: error(.httpStatus, status: 429, retryAfter: 60), attempt: 1, random: 0) == nil)
        #expect(policy.delay(after: error(.httpStatus, status: 429), attempt: 1, random: 1) == 1)
        #expect(HTTPRetryPolicy.never.delay(after: error(.timeout), attempt: 1, random: 1) == nil)
    }

    @Test("backoff grows exponentially up to the cap, with full jitter")
    func backoff() {
        let policy = HTTPRetryPolicy(maximumAttempts: 10, initialDelay: 0.25, maximumDelay: 4)
        let ceilings = (1...9).map { policy.delay(after: error(.timeout), attempt: $0, random: 1)! }
        #expect(ceilings == [0.25, 0.5, 1, 2, 4, 4, 4, 4, 4])
        #expect(policy.delay(after: error(.timeout), attempt: 4, random: 0) == 0)
        #expect(policy.delay(after: error(.timeout), attempt: 4, random: 0.25) == 0.5)
    }

    @Test("Retry-After as seconds and as an HTTP date")
    func retryAfter() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryAfter.seconds(from: "120", now: now) == 120)
        #expect(RetryAfter.seconds(from: " 3 ", now: now) == 3)
        #expect(RetryAfter.seconds(from: "Tue, 14 Nov 2023 22:14:20 GMT", now: now) == 60)
        #expect(RetryAfter.seconds(from: "soon", now: now) == nil)
        #expect(RetryAfter.seconds(from: "-5", now: now) == nil)
    }

    @Test("the limiter spaces callers one interval apart, however many arrive at once")
    func limiter() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
        let limiter = RateLimiter(requestsPerSecond: 10, clock: clock)
        let admitted = Locked(0)
        let callers = (0..<5).map { _ in
            Task {
                try await limiter.acquire()
                admitted.withLock { $0 += 1 }
            }
        }
        #expect(await clock.waitUntil { _ in admitted.current == 1 })
        #expect(await clock.waitUntil { $0.pendingCount == 4 })
        for expected in 2...5 {
            clock.advance(by: .milliseconds(100))
            #expect(await clock.waitUntil { _ in admitted.current == expected })
        }
        for caller in callers { try await caller.value }
        #expect(clock.sleeps.sorted() == [100, 200, 300, 400].map { Duration.milliseconds($0) })
    }
}
