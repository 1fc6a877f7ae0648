import Foundation
import ServerTestSupport
import Testing

@testable import WeatherGateway

/// Official warnings at the gateway, with no key: on the pages (an Alerts section naming the
/// issuing service, with its credit) and at `/warnings`, one request per feed and window for
/// every visitor and instance. The warning services are the fake upstream serving recordings.
@Suite("weather-gateway: official warnings")
struct OfficialWarningsPageTests {
    static let browser = PageTests.browser
    static let json = ["Accept": "application/json"]

    /// Ireland's places in the offline table (cities of 15,000 people or more), as `Name,IE`.
    static let irishPlaces = [
        "Dublin", "Cork", "Limerick", "Galway", "Waterford", "Drogheda", "Dundalk", "Swords", "Bray", "Navan",
        "Kilkenny", "Ennis", "Carlow", "Tralee", "Portlaoise", "Balbriggan", "Naas", "Athlone", "Celbridge",
        "Wexford", "Letterkenny", "Sligo", "Greystones", "Malahide", "Carrigaline", "Leixlip", "Tullamore",
        "Maynooth", "Ballincollig", "Tallaght",
    ].map { "\($0),IE" }

    @Test("Dublin's page shows MeteoAlarm's two frost warnings once each, with the credit; its JSON lists them")
    func dublin() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, token: nil, publicPages: true,
            now: { WarningFixtures.irelandRecorded })
        defer { gateway.stop() }
        let page = try await gateway.get("/Dublin", key: nil, headers: Self.browser)
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        let alerts = try #require(html.range(of: #"<section id="alerts">"#).map { String(html[$0.lowerBound...]) })
        #expect(alerts.components(separatedBy: "<article class=\"alert").count - 1 == 2, "\(alerts)")
        #expect(alerts.contains("Information provided by MeteoAlarm"))
        #expect(alerts.contains("Met Éireann") || alerts.contains("MeteoAlarm"))
        #expect(!alerts.contains("No alerts in force") && !alerts.contains("not available from this provider"))

        let text = String(
            decoding: try await gateway.get("/Dublin?T", key: nil, headers: ["User-Agent": "curl/8.5.0"]).body,
            as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.contains("⚠") }, "\(text)")
        #expect(line.lowercased().contains("temperature"), "\(line)")

        let answer = try await gateway.get("/Dublin", key: nil, headers: Self.json)
        let object = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        let listed = try #require(object["alerts"] as? [[String: Any]])
        #expect(listed.count == 2)
        #expect(Set(listed.compactMap { $0["expires"] as? String }).count == 2, "two nights, not one message twice")
        let services = try #require(object["warning_services"] as? [String: Any])
        #expect(services["read"] as? [String] == ["MeteoAlarm"])
        #expect(services["not_answering"] as? [String] == [])
        #expect(upstream.warningCalls.map(\.path) == ["/feeds/meteoalarm-legacy-atom-ireland"])
    }

    @Test("Phoenix names the NWS heat warning and sends the contact; Nairobi says no service covers it")
    func phoenixAndNairobi() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, token: nil, publicPages: true,
            now: { WarningFixtures.phoenixRecorded })
        defer { gateway.stop() }
        let phoenix = String(
            decoding: try await gateway.get("/Phoenix,US", key: nil, headers: Self.browser).body, as: UTF8.self)
        #expect(phoenix.contains("Excessive Heat Warning"), "\(phoenix)")
        #expect(phoenix.contains("Data from the US National Weather Service (NOAA); public domain"))
        let level = try await gateway.get("/Phoenix,US?format=%25W", key: nil, headers: ["User-Agent": "curl/8.5.0"])
        #expect(String(decoding: level.body, as: UTF8.self) == "Severe\n")
        let call = try #require(upstream.warningCalls.first { $0.path == "/alerts/active" })
        #expect(call.userAgent?.hasPrefix("caiyun-weather/") == true)
        #expect(call.userAgent?.hasSuffix("(ops@example.com)") == true)

        let nairobi = String(
            decoding: try await gateway.get("/Nairobi", key: nil, headers: Self.browser).body, as: UTF8.self)
        #expect(nairobi.contains("No official warning service this gateway reads covers Nairobi, KE"), "\(nairobi)")
        #expect(!nairobi.contains("No alerts in force"))
        // A covering service that does not answer (no France feed at this server) is named,
        // and nothing claims "none".
        let paris = String(
            decoding: try await gateway.get("/Paris,FR", key: nil, headers: Self.browser).body, as: UTF8.self)
        #expect(paris.contains("MeteoAlarm did not answer; warnings may be missing."), "\(paris)")
        #expect(!paris.contains("No alerts in force"))
    }

    @Test("/warnings: CAP fields for a point, the country's services; bad input is a 400 naming the parameter")
    func warningsRoute() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, token: nil, now: { WarningFixtures.irelandRecorded })
        defer { gateway.stop() }
        let answer = try await gateway.get("/warnings?latitude=53.3498&longitude=-6.2603")
        #expect(answer.status == 200)
        #expect(answer.headers["cache-status"] == "weather-gateway; fwd=miss; stored")
        let object = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        #expect(object["covered"] as? Bool == true && object["complete"] as? Bool == true)
        let point = try #require(object["point"] as? [String: Any])
        #expect(point["country"] as? String == "IE")
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0["service"] as? String == "meteoalarm" && $0["awareness_level"] != nil })
        let services = try #require(object["services"] as? [[String: Any]])
        #expect(services.map { $0["id"] as? String } == ["meteoalarm"])
        #expect(services.first?["attribution"] as? String == "Information provided by MeteoAlarm")
        let again = try await gateway.get("/warnings?latitude=53.35&longitude=-6.26")
        #expect(again.headers["cache-status"] == "weather-gateway; hit")
        #expect(upstream.warningCalls.count == 1)

        for query in [
            "latitude=5.3e1&longitude=-6.26", "latitude=53.35", "latitude=91&longitude=0",
            "latitude=53.35&longitude=-6.26&country=Ireland", "latitude=1&latitude=2&longitude=0",
            "latitude=53.35&longitude=-6.26&details=yes", "latitude=53.35&longitude=-6.26&language=%3Cb%3E",
        ] {
            let refused = try await gateway.get("/warnings?\(query)")
            let body = try #require(try JSONSerialization.jsonObject(with: refused.body) as? [String: Any])
            #expect(refused.status == 400 && body["error"] as? Bool == true, "\(query)")
            #expect((body["reason"] as? String)?.isEmpty == false)
        }
        #expect(try await gateway.get("/warnings?latitude=53.35&longitude=-6.26", key: nil).status == 401)
        #expect(upstream.warningCalls.count == 1)
    }

    @Test(
        "30 places in Ireland over two gateways on one database cost one MeteoAlarm request",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func oneFeedForACountry() async throws {
        let url = try TestDatabase.requiredURL()
        let deployment = TestDatabase.uniqueDeployment()
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateways = [
            try await RunningGateway.start(
                upstream: upstream, databaseURL: url, deployment: deployment, token: nil, publicPages: true,
                now: { WarningFixtures.irelandRecorded }),
            try await RunningGateway.start(
                upstream: upstream, databaseURL: url, deployment: deployment, token: nil, publicPages: true,
                now: { WarningFixtures.irelandRecorded }),
        ]
        defer { for gateway in gateways { gateway.stop() } }
        let statuses = try await withThrowingTaskGroup(of: (String, Int).self) { group in
            for (index, place) in Self.irishPlaces.enumerated() {
                group.addTask {
                    let answer = try await gateways[index % 2].get(
                        "/\(place.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? place)", key: nil,
                        headers: Self.json)
                    return (place, answer.status)
                }
            }
            return try await group.reduce(into: [String: Int]()) { $0[$1.0] = $1.1 }
        }
        #expect(statuses.count == 30 && statuses.values.allSatisfy { $0 == 200 }, "\(statuses)")
        #expect(upstream.warningCalls.map(\.path) == ["/feeds/meteoalarm-legacy-atom-ireland"])
    }
}
