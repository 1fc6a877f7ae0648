import Foundation
import ServerTestSupport
import Testing

@Suite("weather-gateway at the open edge: headers, HEAD, credentials, coordinates, idle connections")
struct OpenEdgeTests {
    static let realtime = "/v2.6/anything/121.4737,31.2304/realtime?lang=zh_CN&unit=metric"

    @Test(
        "every response carries nosniff and a Content-Security-Policy: API answers, errors, the router's 404, text lines"
    )
    func securityHeaders() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        let answers = [
            try await gateway.get(Self.realtime), try await gateway.get("/nowhere/at/all"),
            try await gateway.get("/v2.6/anything/north/realtime"), try await gateway.get("/livez"),
            try await gateway.get("/Beijing?format=3", key: nil),
            try await gateway.get("/Beijing?format=%3Cscript%3E", key: nil, headers: ["User-Agent": "curl/8.5.0"]),
        ]
        for answer in answers {
            #expect(answer.headers["x-content-type-options"] == "nosniff", "\(answer.status)")
            #expect(answer.headers["content-security-policy"]?.isEmpty == false, "\(answer.status)")
        }
        #expect(answers[0].headers["content-security-policy"] == "default-src 'none'; frame-ancestors 'none'")
        #expect(answers[1].status == 404)
    }

    @Test("HEAD answers where GET does, with GET's status and headers and no body")
    func head() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let get = try await gateway.get(Self.realtime)
        let head = try await gateway.get(Self.realtime, method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.headers["content-type"] == get.headers["content-type"])
        #expect(head.headers["x-weather-cell"] == get.headers["x-weather-cell"])
        #expect(try await gateway.get("/healthz", key: nil, method: "HEAD").status == 200)
        #expect(try await gateway.get(Self.realtime, key: nil, method: "HEAD").status == 401)
        #expect(upstream.calls.count == 1)
    }

    @Test("/metrics takes the Bearer scheme in any case, and nothing else")
    func bearer() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, metricsKey: "metrics-key")
        defer { gateway.stop() }
        for scheme in ["Bearer", "bearer", "BEARER"] {
            let answer = try await gateway.get(
                "/metrics", key: nil, headers: ["Authorization": "\(scheme) metrics-key"])
            #expect(answer.status == 200, "\(scheme)")
        }
        for header in ["Basic metrics-key", "Bearer wrong", "Bearer", "metrics-key"] {
            let answer = try await gateway.get("/metrics", key: nil, headers: ["Authorization": header])
            #expect(answer.status == 401, "\(header)")
        }
    }

    @Test("coordinates are decimal degrees only; the caller's mistake is logged at info with its reason")
    func coordinates() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let logs = LogCapture()
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, logs: logs)
        defer { gateway.stop() }
        for location in ["0x10,31", "121,1e1", "nan,31"] {
            let answer = try await gateway.get("/v2.6/anything/\(location)/realtime")
            #expect(answer.status == 400, "\(location)")
        }
        #expect(upstream.calls.isEmpty)
        let lines = logs.text.split(separator: "\n").filter { $0.contains("refused as invalid") }
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasPrefix("info ") && $0.contains("decimal degrees") })
        #expect(!logs.text.contains("warning An upstream request failed"))
    }

    @Test("a parameter over 1 KB is refused with 400, quoting and logging only its first 100 characters")
    func longParameters() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let logs = LogCapture()
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, token: "t", logs: logs)
        defer { gateway.stop() }
        let long = String(repeating: "7", count: 60_000)
        let paths = [
            "/v2.6/x/\(long)/realtime", "/v2.6/x/121.5,31.2/realtime?lang=\(long)",
            "/v1/forecast?latitude=52.52&longitude=13.41&current=\(long)",
        ]
        for path in paths {
            let answer = try await gateway.get(path)
            #expect(answer.status == 400)
            let text = String(decoding: answer.body, as: UTF8.self)
            #expect(text.contains("longer than 1 KB (60000 bytes): \\\"\(long.prefix(100))…"), "\(text.prefix(200))")
            #expect(answer.body.count < 400)
        }
        // Exactly 1 KB passes this check (and is then refused by the route as no coordinate).
        let kilobyte = try await gateway.get("/v2.6/x/\(String(repeating: "7", count: 1024))/realtime")
        #expect(kilobyte.status == 400 && !String(decoding: kilobyte.body, as: UTF8.self).contains("longer than 1 KB"))
        #expect(upstream.calls.isEmpty)
        let lines = logs.text.split(separator: "\n").filter { $0.contains("refused as invalid") }
        #expect(lines.count == 4 && lines.prefix(3).allSatisfy { $0.count < 400 })
    }

    @Test("a connection that sends nothing is closed after the idle time; a busy one is not")
    func idleConnections() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, idleTimeout: 1, maximumConnections: 8)
        defer { gateway.stop() }
        let idle = try (0..<12).map { _ in try RawConnection(port: gateway.port) }
        // More idle connections than the cap: a keyed request still gets in once they are closed.
        #expect(try await gateway.get(Self.realtime).status == 200)
        let outcome = await idle[0].readUntilClosed(waitingAtMost: 20)
        #expect(outcome.closed && outcome.text.isEmpty)
        #expect(try await gateway.get("/healthz", key: nil).status == 200)
    }

    @Test("an HTTP/1.0 request without keep-alive is answered and its connection closed; HTTP/1.1 stays open")
    func http10() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let old = try RawConnection(port: gateway.port)
        old.write("GET /livez HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        let answered = await old.readUntilClosed(waitingAtMost: 60)
        #expect(answered.text.contains(" 200 OK") && answered.text.contains("alive"))
        #expect(answered.closed)
        let current = try RawConnection(port: gateway.port)
        current.write("GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(await current.readAnswer(waitingAtMost: 60).contains("alive"))
        #expect(await !current.readUntilClosed(waitingAtMost: 2).closed)
    }

    @Test("/openapi.json serves the contract kept in the repository, without a client key")
    func contract() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let served = try await gateway.get("/openapi.json", key: nil)
        #expect(served.status == 200 && served.headers["content-type"] == "application/json; charset=utf-8")
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/WeatherGateway/Resources/openapi.json").standardized
        #expect(served.body == (try Data(contentsOf: file)))
        let document = try #require(try JSONSerialization.jsonObject(with: served.body) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = try #require(document["paths"] as? [String: Any])
        #expect(paths.keys.contains("/v2.6/{token}/{location}/{file}") && paths.keys.contains("/v1/forecast"))
    }
}
