import APICore
import Foundation
import TestSupport
import Testing

@testable import WeatherAlerts

/// Once an answer with `ETag` or `Last-Modified` expires, the client asks again conditionally,
/// and a `304 Not Modified` gives the answer it has.
@Suite("Conditional requests to the warning services")
struct ConditionalRequestTests {
    static let phoenix = WarningPlace(latitude: 33.4484, longitude: -112.074, countryCode: "US", names: ["Phoenix"])
    /// The afternoon the Phoenix answer was recorded (2024-07-18, 13:00 in Phoenix).
    static let recorded = Date(timeIntervalSince1970: 1_721_332_800)
    static let entityTag = #""nws-phoenix-1""#
    static let lastModified = "Thu, 18 Jul 2024 19:55:00 GMT"

    /// NWS's Phoenix answer with validators, or `304` when the request names the same `ETag`.
    static func answer(_ request: LoopbackServer.RecordedRequest, validators: Bool) -> LoopbackServer.Reply {
        if validators, request.headers["if-none-match"] == entityTag {
            return LoopbackServer.Reply(status: 304, headers: ["ETag": entityTag])
        }
        let body = (try? AlertFixtures.data(AlertFixtures.phoenix)) ?? Data()
        return .json(body, headers: validators ? ["ETag": entityTag, "Last-Modified": lastModified] : [:])
    }

    @Test("an expired answer with validators is asked for with If-None-Match; the 304 keeps its warnings")
    func notModified() async throws {
        try await LoopbackServer.run({ Self.answer($0, validators: true) }) { server in
            let clock = TestClock(Self.recorded, skipsWaits: true)
            let client = AlertFixtures.client(server.baseURL, now: Self.recorded, clock: clock)
            let first = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            #expect(first.warnings.map(\.event) == ["Excessive Heat Warning", "Air Quality Alert"])
            #expect(server.requests.first?.headers["if-none-match"] == nil)
            clock.advance(by: 61) // NWS answers stay fresh for 60 s
            let second = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            #expect(server.requestCount == 2)
            let asked = try #require(server.requests.last?.headers)
            #expect(asked["if-none-match"] == Self.entityTag)
            #expect(asked["if-modified-since"] == Self.lastModified)
            #expect(second.isComplete)
            #expect(second.warnings.map(\.id) == first.warnings.map(\.id))
            #expect(second.outcomes.first?.fetchedAt == Self.recorded.addingTimeInterval(61))
        }
    }

    @Test("without validators nothing conditional is sent, and an unexpected 304 is a failure, not an empty answer")
    func withoutValidators() async throws {
        try await LoopbackServer.run({ Self.answer($0, validators: false) }) { server in
            let clock = TestClock(Self.recorded, skipsWaits: true)
            let client = AlertFixtures.client(server.baseURL, now: Self.recorded, clock: clock)
            _ = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            clock.advance(by: 61)
            _ = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            #expect(server.requestCount == 2)
            #expect(server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
            #expect(server.requests.allSatisfy { $0.headers["if-modified-since"] == nil })
        }
        try await LoopbackServer.run({ _ in LoopbackServer.Reply(status: 304) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: Self.recorded)
            let report = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            #expect(!report.isComplete && report.servicesNotAnswering.map(\.id) == [.nws])
        }
    }
}
