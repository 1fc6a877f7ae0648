import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import WeatherAlerts

@Suite("The warnings client against loopback servers")
struct ClientTests {
    static let dublin = WarningPlace(
        latitude: 53.3498, longitude: -6.2603, countryCode: "IE", names: ["Dublin", "Leinster"])

    /// Answers MeteoAlarm's Ireland feed, its CAP documents and NWS's Phoenix point.
    static func answer(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        switch request.path {
        case "/feeds/meteoalarm-legacy-atom-ireland":
            return LoopbackServer.Reply(
                headers: ["Content-Type": "application/atom+xml"],
                body: (try? AlertFixtures.data(AlertFixtures.irelandFeed)) ?? Data())
        case let path where path.hasPrefix("/api/v1/warnings/feeds-ireland/"):
            return LoopbackServer.Reply(
                headers: ["Content-Type": "application/cap+xml"],
                body: (try? AlertFixtures.data(AlertFixtures.irelandCAP)) ?? Data())
        case "/alerts/active":
            return .json((try? AlertFixtures.data(AlertFixtures.phoenix)) ?? Data())
        default:
            return .json((try? AlertFixtures.data(AlertFixtures.problem)) ?? Data(), status: 404)
        }
    }

    @Test("Dublin: one request for the country's feed, two warnings, MeteoAlarm credited; offshore, by name only")
    func dublinFromTheFeed() async throws {
        try await LoopbackServer.run({ Self.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: MeteoAlarmFeedTests.irelandNow)
            let report = try await client.warnings(for: WarningRequest(place: Self.dublin))
            #expect(
                report.warnings.map(\.id) == [
                    "2.49.0.1.372.0.221207170442.M_LowTemp003", "2.49.0.1.372.0.221207170442.M_LowTemp004",
                ])
            // Earlier issues of both carry outlines in the feed, and those hold Dublin.
            #expect(
                report.warnings.allSatisfy { !$0.isAreaApproximate && $0.geometry?.contains(Self.dublin.point) == true }
            )
            #expect(!report.hasApproximateAreas)
            #expect(report.isCovered && report.isComplete)
            #expect(report.servicesRead.map(\.id) == [.meteoAlarm])
            #expect(report.servicesWithNone.isEmpty)
            #expect(report.outcomes.first?.service.attribution == "Information provided by MeteoAlarm")
            #expect(report.outcomes.first?.service.licence == "CC BY 4.0")
            #expect(server.requests.map(\.path) == ["/feeds/meteoalarm-legacy-atom-ireland"])
            let headers = try #require(server.requests.first?.headers)
            #expect(headers["user-agent"] == "caiyun-weather/1.0.0 (alerts-test@example.org)")
            // At sea off the west coast no outline holds the point; the areas named "Ireland" still match.
            let sea = WarningPlace(latitude: 53.3, longitude: -12.0, countryCode: "IE", names: ["Ireland"])
            let offshore = try await client.warnings(for: WarningRequest(place: sea))
            #expect(offshore.warnings.count == 2)
            #expect(offshore.hasApproximateAreas)
            #expect(offshore.warnings.allSatisfy { $0.isAreaApproximate && $0.geometry == nil })
            #expect(server.requestCount == 1)
        }
    }

    @Test("Thirty places in Ireland cost one feed request")
    func oneRequestPerCountry() async throws {
        try await LoopbackServer.run({ Self.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: MeteoAlarmFeedTests.irelandNow)
            let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<30 {
                    let place = WarningPlace(
                        latitude: 51.5 + Double(index) * 0.08, longitude: -9.5 + Double(index) * 0.1, countryCode: "ie")
                    group.addTask { try await client.warnings(for: WarningRequest(place: place)).warnings.count }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(counts == Array(repeating: 2, count: 30))
            #expect(server.requestCount == 1)
        }
    }

    @Test("Details: each CAP document once per message, fetched from the base URL, its outline deciding")
    func details() async throws {
        try await LoopbackServer.run({ Self.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: MeteoAlarmFeedTests.irelandNow)
            let request = WarningRequest(place: Self.dublin, language: "en", includesDetails: true)
            let report = try await client.warnings(for: request)
            _ = try await client.warnings(for: request)
            // The fixture server answers every document with the recorded CAP (sent 2022-12-06,
            // M_LowTemp003), so both warnings read its description and its outline.
            #expect(report.warnings.count == 2)
            #expect(report.warnings.allSatisfy { $0.description?.hasPrefix("Hazardous conditions.") == true })
            #expect(report.warnings.allSatisfy { !$0.isAreaApproximate && $0.geometry != nil })
            #expect(report.warnings.first?.senderName == "Met Éireann")
            let documents = server.requests.filter { $0.path.hasPrefix("/api/v1/warnings/feeds-ireland/") }
            #expect(
                documents.map(\.path).sorted() == [
                    "/api/v1/warnings/feeds-ireland/1f102fc1-be8d-4343-84be-3681ee9220d5",
                    "/api/v1/warnings/feeds-ireland/5e2aaa57-c21e-482b-b815-aa2fc95b76f0",
                ])
            #expect(server.requestCount == 3)
            // Outside the outline (a point in the sea west of Ireland), the warnings go.
            let sea = WarningPlace(latitude: 53.3, longitude: -12.0, countryCode: "IE", names: ["Ireland"])
            let offshore = try await client.warnings(for: WarningRequest(place: sea, includesDetails: true))
            #expect(offshore.warnings.isEmpty)
            #expect(offshore.servicesWithNone.map(\.id) == [.meteoAlarm])
        }
    }

    @Test("NWS: the point with at most 4 decimals, the contact in the User-Agent, geo+json asked for")
    func nwsPoint() async throws {
        try await LoopbackServer.run({ Self.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: AlertFixtures.date("2024-07-18T19:50:06Z"))
            let place = WarningPlace(latitude: 33.448377123, longitude: -112.07403729, countryCode: "US")
            let report = try await client.warnings(for: WarningRequest(place: place))
            #expect(report.warnings.map(\.event) == ["Excessive Heat Warning", "Air Quality Alert"])
            #expect(report.warnings.allSatisfy { !$0.isAreaApproximate })
            let request = try #require(server.requests.first)
            #expect(request.query["point"] == "33.4484,-112.074")
            #expect(request.headers["accept"] == "application/geo+json")
            #expect(request.headers["user-agent"] == "caiyun-weather/1.0.0 (alerts-test@example.org)")
        }
    }

    @Test("MET Norway: the point, the language and the contact reach the service")
    func metNorwayQuery() async throws {
        let body = try AlertFixtures.data(AlertFixtures.metGale)
        try await LoopbackServer.run({ _ in .json(body) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: AlertFixtures.date("2025-06-04T18:38:08Z"))
            let place = WarningPlace(latitude: 62.25, longitude: 5.2, countryCode: "NO")
            let report = try await client.warnings(for: WarningRequest(place: place, language: "nb-NO"))
            #expect(report.warnings.count == 3)
            let request = try #require(server.requests.first)
            #expect(request.path == "/weatherapi/metalerts/2.0/current.json")
            #expect(request.query == ["lat": "62.25", "lon": "5.2", "lang": "no"])
            #expect(request.headers["user-agent"]?.contains("(alerts-test@example.org)") == true)
            _ = try await client.warnings(for: WarningRequest(place: place, language: "fr"))
            #expect(server.requests.last?.query["lang"] == "en")
        }
    }

    @Test("A country no service covers: not covered, nothing asked")
    func uncovered() async throws {
        try await LoopbackServer.run({ Self.answer($0) }) { server in
            let client = AlertFixtures.client(server.baseURL, now: Date())
            let nairobi = WarningPlace(latitude: -1.29, longitude: 36.82, countryCode: "KE", names: ["Nairobi"])
            let report = try await client.warnings(for: WarningRequest(place: nairobi))
            #expect(!report.isCovered && !report.isComplete)
            #expect(report.warnings.isEmpty && report.outcomes.isEmpty)
            #expect(server.requestCount == 0)
            #expect(client.services(covering: "ke").isEmpty)
            #expect(client.services(covering: "gb").map(\.id) == [.meteoAlarm])
            #expect(client.services(covering: "NO").map(\.id) == [.metNorway])
        }
    }

    @Test("Invalid input fails before any call")
    func invalidInput() async throws {
        let client = AlertFixtures.client(URL(string: "http://127.0.0.1:9")!, now: Date())
        for place in [
            WarningPlace(latitude: 91, longitude: 0, countryCode: "IE"),
            WarningPlace(latitude: 53, longitude: -6, countryCode: "IRL"),
        ] {
            do {
                _ = try await client.warnings(for: WarningRequest(place: place))
                Issue.record("expected an error")
            } catch let error as WeatherAlertsError {
                #expect(error.code == .invalidParameter)
            }
        }
        let bad = AlertFixtures.client(URL(string: "ftp://example.org")!, now: Date())
        await #expect(throws: WeatherAlertsError.self) {
            _ = try await bad.warnings(for: WarningRequest(place: Self.dublin))
        }
    }
}
