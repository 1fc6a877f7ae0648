import APICore
import CaiyunWeather
import Foundation
import NeutralWeather
import Places
import ServerTestSupport
import Testing
import WeatherText

@testable import WeatherGateway

/// The public pages: routing, content negotiation, cost, the terminal view and the rate limit,
/// against a gateway on 127.0.0.1 and the fake upstream.
@Suite("weather-gateway: pages for people")
struct PageTests {
    static let browser = ["User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0"]

    @Test("pages are off unless asked for; when on they need no key, and the API still does")
    func routing() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let closed = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { closed.stop() }
        // Without pages there is no such route, key or none; the API's routes still want a key.
        #expect(try await closed.get("/Beijing", key: nil, headers: Self.browser).status == 404)
        #expect(try await closed.get("/Beijing", headers: Self.browser).status == 404)
        #expect(try await closed.get("/v2.6/x/121.5,31.2/realtime", key: nil).status == 401)
        #expect(try await closed.get("/healthz", key: nil).status == 200)
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        let search = try await gateway.get("/", key: nil, headers: Self.browser)
        #expect(search.status == 200)
        #expect(String(decoding: search.body, as: UTF8.self).contains(#"<form action="/" method="get""#))
        let found = try await gateway.get("/?q=Beijing", key: nil, headers: Self.browser)
        #expect(String(decoding: found.body, as: UTF8.self).contains(#"<a href="/Beijing,CN">Beijing, CN</a>"#))
        #expect(try await gateway.get("/?q=Nowhereville", key: nil, headers: Self.browser).status == 404)
        #expect(try await gateway.get("/Nowhereville", key: nil, headers: Self.browser).status == 404)
        #expect(try await gateway.get("/v2.6/x/116.4,39.9/weather", key: nil).status == 401)
        let page = try await gateway.get("/%E5%8C%97%E4%BA%AC?lang=zh", key: nil, headers: Self.browser)
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains(#"<h1 id="place" data-path="Beijing,CN">北京, CN</h1>"#))
        #expect(html.contains(#"<html lang="zh-Hans">"#))
        let coordinate = try await gateway.get("/39.90,116.40", key: nil, headers: Self.browser)
        #expect(String(decoding: coordinate.body, as: UTF8.self).contains("39.90,116.40 (Beijing, CN)"))
        #expect(upstream.calls.allSatisfy { $0.query.contains("lang=") })
    }

    @Test("a browser gets HTML under a strict policy; curl gets the CLI's text; ?format= a line; JSON the model")
    func negotiation() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        let page = try await gateway.get("/Beijing", key: nil, headers: Self.browser)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["server-timing"]?.wholeMatch(of: /app;dur=[0-9]+\.[0-9]/) != nil)
        let again = try await gateway.get("/Beijing", key: nil, headers: Self.browser)
        #expect(again.body == page.body)
        #expect(again.headers["server-timing"]?.hasPrefix("app;dur=") == true)
        let policy = try #require(page.headers["content-security-policy"])
        #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-inline"))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(!html.contains("<script>") && !html.contains(" style=") && !html.contains("gateway-token"))
        #expect(html.contains(#"<svg id="minute-chart""#) && html.contains(#"<svg id="hour-chart""#))
        let curl = try await gateway.get("/Beijing", key: nil, headers: ["User-Agent": "curl/8.5.0"])
        #expect(curl.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(String(decoding: curl.body, as: UTF8.self).contains("\u{1B}["))
        let plain = try await gateway.get("/Beijing?T", key: nil, headers: ["User-Agent": "curl/8.5.0"])
        let plainText = String(decoding: plain.body, as: UTF8.self)
        #expect(!plainText.contains("\u{1B}") && plainText.hasPrefix("Beijing, CN"))
        let line = try await gateway.get("/Beijing?format=%25l:+%25t", key: nil, headers: Self.browser)
        let lineText = String(decoding: line.body, as: UTF8.self)
        #expect(lineText.hasPrefix("Beijing, CN: ") && lineText.hasSuffix("°C\n"), "\(lineText)")
        #expect(try await gateway.get("/Beijing?format=%25q", key: nil).status == 400)
        #expect(lineText.filter { $0 == "\n" }.count == 1)
        let json = try await gateway.get(
            "/Beijing?u=imperial", key: nil, headers: ["Accept": "application/json", "User-Agent": "curl/8.5.0"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
        #expect((object["place"] as? [String: Any])?["label"] as? String == "Beijing, CN")
        #expect((object["units"] as? [String: Any])?["temperature"] as? String == "°F")
        #expect(upstream.calls.count == 1)
    }

    @Test("pages, text, lines and JSON of one place in one window, in any units, cost one upstream call")
    func cost() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        for index in 0..<12 {
            let path = ["/Beijing", "/Beijing?u=imperial", "/Beijing,CN", "/Beijing?format=3"][index % 4]
            #expect(try await gateway.get(path, key: nil, headers: Self.browser).status == 200)
        }
        #expect(upstream.calls.count == 1)
        _ = try await gateway.get("/Beijing?lang=zh", key: nil, headers: Self.browser)
        #expect(upstream.calls.count == 2, "another language is another upstream answer")
    }

    @Test(
        "a page on one instance, the API route and a page on another share one upstream call",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func sharedAcrossInstances() async throws {
        let url = try TestDatabase.requiredURL()
        let deployment = TestDatabase.uniqueDeployment()
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let first = try await RunningGateway.start(
            upstream: upstream, databaseURL: url, deployment: deployment, publicPages: true)
        defer { first.stop() }
        let second = try await RunningGateway.start(
            upstream: upstream, databaseURL: url, deployment: deployment, publicPages: true)
        defer { second.stop() }
        #expect(try await first.get("/Beijing", key: nil, headers: Self.browser).status == 200)
        // The API route at Beijing as the page asks for it: in Caiyun's GCJ-02.
        let beijing = try #require(try Gazetteer.bundled().search("Beijing").first)
        let asked = CYCoordinate(wgs84Latitude: beijing.latitude, longitude: beijing.longitude)
        let location = String(format: "%.4f,%.4f", asked.longitude, asked.latitude)
        let api = try await second.get(
            "/v2.6/x/\(location)/weather?alert=true&lang=en_US&unit=metric:v2&dailysteps=7&hourlysteps=48")
        #expect(api.status == 200)
        #expect(try await second.get("/Beijing?format=3", key: nil).status == 200)
        #expect(upstream.calls.count == 1, "\(upstream.calls)")
    }

    @Test("curl gets byte for byte what the weather command prints for the same response and width")
    func curlView() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // Without a database the page and the API route are fetched apart: one server time for
        // both keeps a minute turning between them from changing the "Updated" line.
        upstream.fixServerTime(Int(Date().timeIntervalSince1970))
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        let answer = try await gateway.get("/Beijing?width=60", key: nil, headers: ["User-Agent": "curl/8.5.0"])
        // The same response, as an app gets it through the API route.
        // Beijing as the page asks for it: the table's WGS-84 point in Caiyun's GCJ-02.
        let beijing = try #require(try Gazetteer.bundled().search("Beijing").first)
        let asked = CYCoordinate(wgs84Latitude: beijing.latitude, longitude: beijing.longitude)
        let provider = CaiyunProvider(
            token: "placeholder", client: GatewayTests.appClient(gateway), baseURL: gateway.baseURL,
            unitSystem: .metricV2)
        let report = try await provider.report(
            for: WeatherLocation(latitude: asked.latitude, longitude: asked.longitude, name: "Beijing, CN"),
            options: WeatherRequestOptions(units: .metric, language: .english))
        let expected = TerminalView.render(
            report.weather, placeLabel: "Beijing, CN", language: .english, units: .metric, width: 60, color: true)
        #expect(String(decoding: answer.body, as: UTF8.self) == expected + "\n")
    }

    @Test("a client address over its rate gets 429 on pages while the API's keys are unaffected")
    func rateLimit() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, publicPages: true, pageRate: 0.001)
        defer { gateway.stop() }
        #expect(try await gateway.get("/", key: nil, headers: Self.browser).status == 200)
        let refused = try await gateway.get("/Beijing", key: nil, headers: Self.browser)
        #expect(refused.status == 429)
        #expect(Int(refused.headers["retry-after"] ?? "") ?? 0 > 0)
        #expect(upstream.calls.isEmpty)
        #expect(try await gateway.get("/v2.6/x/116.4,39.9/weather").status == 200)
    }
}
