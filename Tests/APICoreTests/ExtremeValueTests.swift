import APICore
import Foundation
import Logging
import TestSupport
import Testing

@Suite("Extreme numbers in settings, headers and bodies stay within bounds")
struct ExtremeValueTests {
    @Test("coordinates print with four decimals; impossible ones print as themselves")
    func fourDecimals() {
        #expect(NumberText.fourDecimals(101.85514) == "101.8551")
        #expect(NumberText.fourDecimals(-0.00004) == "0.0000")
        #expect(NumberText.fourDecimals(-33.86785) == "-33.8679")
        #expect(NumberText.fourDecimals(-70.05) == "-70.0500")
        #expect(NumberText.fourDecimals(1.0005) == "1.0005")
        #expect(NumberText.fourDecimals(.nan) == "nan")
        #expect(NumberText.fourDecimals(-.infinity) == "-inf")
        #expect(NumberText.fourDecimals(1e300) == "1e+300")
    }

    @Test("whole numbers print without a fraction; values too large for an integer print as themselves")
    func wholeNumbers() {
        #expect(NumberText.whole(1_700_000_000) == "1700000000")
        #expect(NumberText.whole(1e20) == "1e+20")
        #expect(NumberText.whole(-.infinity) == "-inf")
        #expect(NumberText.whole(.nan) == "nan")
        #expect(NumberText.retryPhrase(1e20) == " Retry after 1e+20 s.")
        #expect(NumberText.retryPhrase(29.2) == " Retry after 30 s.")
        #expect(NumberText.retryPhrase(nil).isEmpty)
        #expect(NumberText.seconds(.infinity) == "inf s")
        #expect(NumberText.seconds(0.25) == "0.25 s")
        #expect(NumberText.seconds(10) == "10 s")
    }

    @Test("retry settings and timeouts are brought within a day; NaN takes the default")
    func boundedSettings() {
        let policy = HTTPRetryPolicy(
            maximumAttempts: 3, initialDelay: .nan, maximumDelay: .infinity, maximumRetryAfter: .infinity)
        #expect(policy.initialDelay == 0.25)
        #expect(policy.maximumDelay == HTTPRetryPolicy.longestWait)
        #expect(policy.maximumRetryAfter == HTTPRetryPolicy.longestWait)
        let hugeWait = TransportError(code: .httpStatus, message: "test", statusCode: 429, retryAfter: 1e20)
        #expect(policy.delay(after: hugeWait, attempt: 1, random: 0.5) == nil)
        #expect(policy.delay(after: TransportError(code: .timeout, message: "test"), attempt: 1, random: .nan) == 0)
        var edited = HTTPRetryPolicy.standard
        edited.initialDelay = .nan
        edited.maximumDelay = .infinity
        #expect(
            edited.delay(after: TransportError(code: .timeout, message: "test"), attempt: 2, random: 1)
                == HTTPRetryPolicy.longestWait)
        var configuration = HTTPSettings(timeout: .infinity, userAgent: "Test/1.0")
        #expect(configuration.timeout == HTTPRetryPolicy.longestWait)
        configuration.timeout = .nan
        #expect(configuration.timeout == 10)
        configuration.timeout = -5
        #expect(configuration.timeout == 0)
    }

    @Test("a NaN request rate paces slowly instead of trapping")
    func nanRate() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
        let limiter = RateLimiter(requestsPerSecond: .nan, clock: clock)
        try await limiter.acquire()
        try await limiter.acquire()
        #expect(clock.sleeps == [.seconds(1000)])
    }

    @Test("a time further ahead than the tolerance is not fresh")
    func futureDates() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(ResponseCache.isFresh(now.addingTimeInterval(-600), expiration: 900, now: now))
        #expect(!ResponseCache.isFresh(now.addingTimeInterval(-901), expiration: 900, now: now))
        #expect(ResponseCache.isFresh(now.addingTimeInterval(ResponseCache.futureTolerance), expiration: 900, now: now))
        #expect(!ResponseCache.isFresh(now.addingTimeInterval(86_400), expiration: 900, now: now))
    }

    @Test("a UTF-8 byte order mark is skipped, as JSONDecoder does")
    func byteOrderMark() throws {
        struct Body: Decodable, Equatable { var temperature: Double }
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#" {"temperature": 12.5}"#.utf8)
        #expect(try JSONDecoder().decode(Body.self, from: data) == Body(temperature: 12.5))
        #expect(try FastJSONDecoder().decode(Body.self, from: data) == Body(temperature: 12.5))
        #expect(throws: (any Error).self) {
            try FastJSONDecoder().decode(Body.self, from: Data([0xEF, 0xBB]) + Data("{}".utf8))
        }
    }
}
