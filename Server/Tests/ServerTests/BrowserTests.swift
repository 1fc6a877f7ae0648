import Foundation
import NeutralWeather
import ServerTestSupport
import Testing

@testable import WeatherGateway

/// Where Debian's `chromium` is, when it is installed.
enum Chromium {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// The pages in a real browser: headless Chromium (installed by `Server/Scripts/install-chromium`)
/// driven over the DevTools protocol by `Server/Scripts/browser-check.py`, against a gateway on
/// 127.0.0.1 and the fake upstream. Screenshots go to `Server/.build/screenshots`. One browser at a
/// time: two on 2 cores slow the suite's timing-sensitive tests (rates, leases) past their bounds.
@Suite(
    "weather-gateway: pages in headless Chromium", .serialized,
    .enabled(if: Chromium.path != nil, "needs chromium (Server/Scripts/install-chromium)"))
struct BrowserTests {

    /// The `Server/` folder.
    static let server = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the checker on `path`, then its `steps`; its output when it fails.
    static func check(
        _ gateway: RunningGateway, path: String, name: String, expect: [String: String], steps: [[String: Any]] = []
    ) async throws -> (status: Int32, output: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let expectation = String(decoding: try JSONSerialization.data(withJSONObject: expect), as: UTF8.self)
        let actions = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
        let child = try Child.spawn(
            [
                "python3", server.appendingPathComponent("Scripts/browser-check.py").path,
                "--chromium", try #require(Chromium.path), "--url", "\(gateway.baseURL.absoluteString)\(path)",
                "--expect", expectation, "--screenshots", server.appendingPathComponent(".build/screenshots").path,
                "--name", name, "--steps", actions,
            ], output: output, errors: output)
        let status = await child.wait()
        return (status, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    @Test("a place's page shows the stub's values, not available for an impossible index, and stays on its origin")
    func placePage() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // A US index no scale has (set aside: its row says not available, as the status line's
        // code does); and the nowcast in English, as the English page asks for it.
        upstream.editBodies {
            $0.replacingOccurrences(of: "未来两小时不会有雨。还在加班么？注意休息哦", with: "No rain for the next two hours.")
                .replacingOccurrences(of: #""aqi":{"chn":73,"usa":144}"#, with: #""aqi":{"chn":73,"usa":99999}"#)
        }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        func line(_ format: String) async throws -> String {
            let answer = try await gateway.get("/Beijing?lang=zh&format=\(format)", key: nil)
            return String(decoding: answer.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let expect = [
            "#temperature": try await line("%25t"), "#humidity": try await line("%25h"),
            "#nowcast-summary": try await line("%25r"), "#aqi-us_epa": "暂无数据", "#aqi-china_hj633": "73 · 良",
            "#save-place": "☆",
        ]
        #expect(!expect["#temperature"]!.isEmpty && expect["#temperature"] != "–")
        let result = try await Self.check(gateway, path: "/Beijing?lang=zh", name: "beijing", expect: expect)
        #expect(result.status == 0, "\(result.output)")
        let fahrenheit = String(
            decoding: try await gateway.get("/Beijing?u=imperial&format=%25t", key: nil).body, as: UTF8.self
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(fahrenheit.hasSuffix("°F"))
        // A person saves the place and picks °F; both are remembered on the next visit.
        let steps: [[String: Any]] = [
            ["click": "#save-place"], ["expect": ["#save-place": "★", "#saved a": "Beijing, CN"]],
            ["click": #"a[data-u="imperial"]"#], ["expect": ["#temperature": fahrenheit]],
            ["open": "/Beijing"], ["expect": ["#temperature": fahrenheit]],
            ["open": "/"], ["expect": ["#saved a": "Beijing, CN"]],
        ]
        let english = try await Self.check(
            gateway, path: "/Beijing", name: "beijing-en",
            expect: [
                "#aqi-us_epa": "not available", "#aqi-china_hj633": "73 · Good", "#save-place": "☆",
                "#nowcast-summary": "No rain for the next two hours.",
                // The script shows the answer's time from the Server-Timing header.
                "#answered": #"re:· answered in [0-9]+\.[0-9] ms"#,
            ], steps: steps)
        #expect(english.status == 0, "\(english.output)")
        let search = try await Self.check(
            gateway, path: "/?q=London", name: "search", expect: ["#results h2": "Places"])
        #expect(search.status == 0, "\(search.output)")
    }

    @Test(
        "with no Caiyun token, London's page from Open-Meteo shows its values, the credit and MeteoAlarm's answer of none in force"
    )
    func openMeteoPage() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, token: nil, publicPages: true)
        defer { gateway.stop() }
        let temperature = String(
            decoding: try await gateway.get("/London?format=%25t", key: nil).body, as: UTF8.self
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(temperature.hasSuffix("°C"))
        let result = try await Self.check(
            gateway, path: "/London", name: "london-open-meteo",
            expect: [
                "#temperature": temperature, "#aqi-us_epa": "26 · Good", "#aqi-european_eaqi": "28 · Fair",
                "#alerts p": "No alerts in force.",
                ".attribution a": WeatherAttribution.openMeteo.text,
            ])
        #expect(result.status == 0, "\(result.output)")
        // No row for what Open-Meteo never gives: China's index, the visibility.
        let html = String(
            decoding: try await gateway.get("/London", key: nil, headers: PageTests.browser).body, as: UTF8.self)
        #expect(html.contains(#"id="aqi-us_epa""#) && !html.contains(#"id="aqi-china_hj633""#))
        #expect(!html.contains(#"id="visibility""#))
        #expect(upstream.calls.filter { $0.path == "/v1/forecast" }.count == 1)
    }
}
