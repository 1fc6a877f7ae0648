import Foundation
import NeutralWeather
import ServerTestSupport
import Testing

@testable import WeatherGateway

/// The public pages of a gateway that holds no Caiyun token: they come from Open-Meteo, which
/// needs no secret, through the gateway's own client and caches.
@Suite("weather-gateway: pages from Open-Meteo")
struct OpenMeteoPageTests {
    static let browser = PageTests.browser
    static let curl = ["User-Agent": "curl/8.5.0"]

    /// How many calls the fake upstream had for `path`.
    static func calls(_ upstream: FakeUpstream, _ path: String) -> Int {
        upstream.weatherCalls.filter { $0.path == path }.count
    }

    @Test("with no Caiyun token, /London is a page, curl text, a line and JSON from one Open-Meteo call")
    func keylessPages() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, token: nil, publicPages: true)
        defer { gateway.stop() }
        let page = try await gateway.get("/London", key: nil, headers: Self.browser)
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains(#"<h1 id="place" data-path="London,GB">London, GB</h1>"#))
        #expect(html.contains(">\(HTML.escape(WeatherAttribution.openMeteo.text))</a>"))
        #expect(html.contains(#"href="https://open-meteo.com""#))
        // Open-Meteo has no alerts; MeteoAlarm's United Kingdom feed answered, its warnings
        // (December 2022) long ended.
        #expect(html.contains("No alerts in force."))
        #expect(!html.contains("not available from this provider"))
        // Open-Meteo's two indices: the US one and the European one. China's index and the
        // visibility, which Open-Meteo never gives here, have no row (as in `weather London`).
        #expect(html.contains(#"<dd id="aqi-us_epa">26 · Good</dd>"#))
        #expect(html.contains(#"<dd id="aqi-european_eaqi">28 · Fair</dd>"#))
        #expect(!html.contains("China AQI") && !html.contains(#"id="aqi-china_hj633""#))
        #expect(!html.contains(#"id="visibility""#))

        let text = try await gateway.get("/London?T", key: nil, headers: Self.curl)
        #expect(text.status == 200)
        let terminal = String(decoding: text.body, as: UTF8.self)
        #expect(terminal.hasPrefix("London, GB"))
        #expect(terminal.contains("Weather data by Open-Meteo.com (CC BY 4.0) · open-meteo.com"))
        #expect(terminal.contains("US AQI  26 · Good"))
        let line = try await gateway.get("/London?format=3", key: nil, headers: Self.curl)
        let lineText = String(decoding: line.body, as: UTF8.self)
        #expect(line.status == 200)
        #expect(lineText.hasPrefix("London, GB: ") && lineText.hasSuffix("°C\n"), "\(lineText)")
        let json = try await gateway.get("/London", key: nil, headers: ["Accept": "application/json"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
        #expect(object["attribution"] as? String == WeatherAttribution.openMeteo.text)

        #expect(Self.calls(upstream, "/v1/forecast") == 1)
        #expect(Self.calls(upstream, "/v1/air-quality") == 1)
        #expect(try await gateway.get("/London?u=imperial", key: nil, headers: Self.browser).status == 200)
        #expect(try await gateway.get("/London,GB", key: nil, headers: Self.curl).status == 200)
        #expect(Self.calls(upstream, "/v1/forecast") == 1, "a second request in the window costs no call")
        #expect(upstream.weatherCalls.allSatisfy { $0.path.hasPrefix("/v1/") })
        #expect(upstream.warningCalls.map(\.path) == ["/feeds/meteoalarm-legacy-atom-united-kingdom"])
        let metrics = String(decoding: try await gateway.get("/metrics", key: nil).body, as: UTF8.self)
        #expect(metrics.contains(#"weather_gateway_upstream_calls_total{provider="open-meteo"} 2"#))
        #expect(metrics.contains(#"weather_gateway_upstream_calls_total{provider="weather-alerts"} 1"#))
        #expect(metrics.contains(#"weather_gateway_answers_total{provider="open-meteo",level="memory"}"#))
        // The API routes of a provider it has no secret for still say so.
        #expect(try await gateway.get("/v2.6/x/116.4,39.9/weather").status == 503)
    }

    @Test("with a Caiyun token the pages still come from Caiyun")
    func caiyunWhenItHasAToken() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        let page = try await gateway.get("/London", key: nil, headers: Self.browser)
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains(HTML.escape(WeatherAttribution.caiyun.text)))
        #expect(!html.contains("Open-Meteo"))
        #expect(upstream.weatherCalls.count == 1)
        #expect(upstream.weatherCalls.allSatisfy { $0.path.hasPrefix("/v2.6/gateway-token/") })
    }

    @Test(
        "two gateways on one database, with no Caiyun token, make one Open-Meteo call for a place; the key stays out",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func sharedAcrossInstances() async throws {
        let url = try TestDatabase.requiredURL()
        let deployment = TestDatabase.uniqueDeployment()
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let marker = "OMKEY" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let logs = LogCapture()
        let first = try await RunningGateway.start(
            upstream: upstream, databaseURL: url, deployment: deployment, token: nil, openMeteoKey: marker,
            logs: logs, publicPages: true)
        defer { first.stop() }
        let second = try await RunningGateway.start(
            upstream: upstream, databaseURL: url, deployment: deployment, token: nil, openMeteoKey: marker,
            logs: logs, publicPages: true)
        defer { second.stop() }
        let page = try await first.get("/London", key: nil, headers: Self.browser)
        #expect(page.status == 200)
        let line = try await second.get("/London?format=3", key: nil, headers: Self.curl)
        #expect(line.status == 200)
        let other = try await second.get("/London", key: nil, headers: Self.browser)
        #expect(other.status == 200)
        #expect(Self.calls(upstream, "/v1/forecast") == 1, "\(upstream.weatherCalls)")
        #expect(Self.calls(upstream, "/v1/air-quality") == 1)
        #expect(upstream.weatherCalls.allSatisfy { $0.query.contains("apikey=\(marker)") })
        let metrics = try await second.get("/metrics", key: nil)
        for answer in [page, line, other, metrics] {
            #expect(!String(decoding: answer.body, as: UTF8.self).contains(marker))
            #expect(!"\(answer.headers)".contains(marker))
        }
        #expect(!logs.text.contains(marker))
        let rows = try await TestDatabase.rows(of: deployment)
        #expect(!rows.isEmpty && rows.allSatisfy { !$0.contains(marker) })
    }
}
