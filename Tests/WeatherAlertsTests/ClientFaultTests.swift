import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import WeatherAlerts

@Suite("Services down, slow or answering badly: a marked partial answer, never a hang")
struct ClientFaultTests {
    static let phoenix = WarningPlace(latitude: 33.45, longitude: -112.07, countryCode: "US")

    /// The one failure of a report with one service.
    static func failure(_ report: WarningReport) -> WeatherAlertsError? {
        #expect(report.outcomes.count == 1)
        #expect(report.warnings.isEmpty)
        #expect(!report.isComplete)
        return report.outcomes.first?.error
    }

    @Test("NWS's 404 problem+json is a typed not_found naming the service and the problem")
    func nwsProblem() async throws {
        let body = try AlertFixtures.data(AlertFixtures.problem)
        try await LoopbackServer.run({ _ in
            .json(body, status: 404, headers: ["Content-Type": "application/problem+json"])
        }) {
            server in
            let client = AlertFixtures.client(server.baseURL, now: Date())
            let report = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            let error = try #require(Self.failure(report))
            #expect(error.code == .notFound)
            #expect(error.httpStatus == 404)
            #expect(error.service == .nws)
            #expect(error.apiMessage == "Unable to provide data for requested point 0,0")
            #expect(error.message.hasPrefix("National Weather Service: The service answered HTTP 404 (InvalidPoint)"))
            #expect(report.servicesNotAnswering.map(\.id) == [.nws])
        }
    }

    @Test("An HTML page, truncated JSON and truncated XML each get their own code")
    func badBodies() async throws {
        let phoenix = try AlertFixtures.text(AlertFixtures.phoenix)
        let feed = try AlertFixtures.text(AlertFixtures.irelandFeed)
        try await LoopbackServer.run({ request in
            switch request.path {
            case "/alerts/active" where request.query["point"] == "33.45,-112.07":
                .html("<html><head><title>Service Unavailable</title></head><body>down</body></html>", status: 200)
            case "/alerts/active": .json(String(phoenix.prefix(3000)))
            default: .init(body: Data(feed.prefix(200_000).utf8))
            }
        }) { server in
            let client = AlertFixtures.client(server.baseURL, now: Date())
            let html = try await client.warnings(for: WarningRequest(place: Self.phoenix))
            #expect(Self.failure(html)?.code == .htmlBody)
            let other = WarningPlace(latitude: 40.7, longitude: -74, countryCode: "US")
            let cut = try await client.warnings(for: WarningRequest(place: other))
            #expect(Self.failure(cut)?.code == .truncatedBody)
            let ireland = try await client.warnings(for: WarningRequest(place: ClientTests.dublin))
            let xml = try #require(Self.failure(ireland))
            #expect(xml.code == .truncatedBody)
            #expect(xml.message.hasPrefix("MeteoAlarm: The XML body was cut off"))
            #expect(ireland.servicesNotAnswering.map(\.name) == ["MeteoAlarm"])
        }
    }

    @Test("A hanging service times out when the configured time has passed, not before")
    func hanging() async throws {
        let server = try FaultServer(.silent)
        defer { server.stop() }
        let clock = TestClock(Date())
        let client = AlertFixtures.client(server.baseURL, now: Date(), clock: clock) { $0.http.timeout = 3 }
        let call = Task { try await client.warnings(for: WarningRequest(place: Self.phoenix)) }
        #expect(await clock.waitUntil { _ in server.connectionCount == 1 })
        #expect(await clock.waitUntil { $0.pendingDeadlines == 1 })
        clock.advance(by: 2.9)
        try await Task.sleep(for: .milliseconds(50))
        #expect(clock.pendingDeadlines == 1)
        clock.advance(by: 0.1)
        let report = try await call.value
        #expect(Self.failure(report)?.code == .timeout)
        #expect(
            Self.failure(report)?.message
                == "National Weather Service did not answer in time. No complete response within 3 s.")
        #expect(report.servicesNotAnswering.map(\.name) == ["National Weather Service"])
    }

    @Test("10 MB of feed is refused at the size limit")
    func tenMegabytes() async throws {
        let server = try FaultServer(.stream(size: 10_000_000, declaringLength: false))
        defer { server.stop() }
        let client = AlertFixtures.client(server.baseURL, now: Date())
        let report = try await client.warnings(for: WarningRequest(place: ClientTests.dublin))
        #expect(Self.failure(report)?.code == .responseTooLarge)
        #expect(Self.failure(report)?.message.hasPrefix("MeteoAlarm: ") == true)
    }

    @Test("One service failing leaves the others' warnings, and says which did not answer")
    func partial() async throws {
        var broken = WarningService.meteoAlarm
        broken.id = WarningServiceID(rawValue: "broken-cap")
        broken.name = "Broken CAP feed"
        broken.pathTemplate = "/missing/{country}"
        try await LoopbackServer.run({ ClientTests.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: MeteoAlarmFeedTests.irelandNow) {
                $0.services = [.meteoAlarm, broken]
            }
            let report = try await client.warnings(for: WarningRequest(place: ClientTests.dublin))
            #expect(report.warnings.count == 2)
            #expect(!report.isComplete)
            #expect(report.servicesRead.map(\.name) == ["MeteoAlarm", "Broken CAP feed"])
            #expect(report.servicesNotAnswering.map(\.name) == ["Broken CAP feed"])
            #expect(report.outcomes[1].error?.code == .notFound)
        }
    }

    @Test("Offline: a cached feed answers with no call; nothing cached is not_cached")
    func cacheOnly() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ ClientTests.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: MeteoAlarmFeedTests.irelandNow, cache: folder.url)
            let offline = try await client.warnings(for: WarningRequest(place: ClientTests.dublin), from: .cache)
            #expect(offline.outcomes.first?.error?.code == .notCached)
            _ = try await client.warnings(for: WarningRequest(place: ClientTests.dublin))
            let fresh = AlertFixtures.client(server.baseURL, now: MeteoAlarmFeedTests.irelandNow, cache: folder.url)
            let cached = try await fresh.warnings(for: WarningRequest(place: ClientTests.dublin), from: .cache)
            #expect(cached.warnings.count == 2)
            #expect(server.requestCount == 1)
        }
    }
}
