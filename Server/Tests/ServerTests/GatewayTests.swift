import APICore
import CaiyunWeather
import Foundation
import Logging
import OpenWeatherMap
import PostgresResponseStore
import ServerTestSupport
import Synchronization
import Testing

@testable import WeatherGateway

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A gateway running on 127.0.0.1 with a fake upstream, stopped when the test ends.
struct RunningGateway {
    let gateway: Gateway
    let port: Int
    let task: Task<Void, any Error>

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The `GATEWAY_KEY_SECRET` every test gateway has, as instances of one deployment share it.
    static let keySecret = "test-gateway-key-secret"

    static func start(
        upstream: FakeUpstream, databaseURL: String?, deployment: String? = nil, token: String? = "gateway-token",
        openMeteoKey: String? = nil,
        rateLimit: Double = 1000, memoryCapacity: Int = 100, corsOrigin: String? = nil, logs: LogCapture? = nil,
        metricsKey: String? = nil, waitsForStore: Bool = true, publicPages: Bool = false, pageRate: Double = 1000,
        shareWithin: Double = 1000, refreshAhead: TimeInterval = 30, staleIfError: TimeInterval = 1800,
        staleAfter: TimeInterval = 1,
        idleTimeout: TimeInterval = 30, requestHeadTimeout: TimeInterval = 10, maximumConnections: Int? = nil,
        clientKeys: Set<String> = ["app-key"],
        upstreamTimeout: TimeInterval = 10, pageUpstreamBudget: Int = 1000, trustedProxies: [String] = [],
        now: @escaping @Sendable () -> Date = { Date() }
    ) async throws -> RunningGateway {
        var logger = Logger(label: "gateway") { label in
            logs.map { $0.handler(label: label) } ?? SwiftLogNoOpLogHandler()
        }
        logger.logLevel = .trace
        var configuration = GatewayConfiguration(
            port: 0, clientKeys: clientKeys, requestsPerSecondPerKey: rateLimit, corsOrigin: corsOrigin,
            caiyunToken: token,
            openWeatherMapKey: "gatewayowmkey", caiyunBaseURL: upstream.baseURL,
            openWeatherMapBaseURL: upstream.baseURL, openMeteoBaseURL: upstream.baseURL, openMeteoKey: openMeteoKey,
            databaseURL: databaseURL, deployment: deployment, memoryCapacity: memoryCapacity, metricsKey: metricsKey,
            publicPages: publicPages, pageRequestsPerSecondPerAddress: pageRate)
        configuration.shareWithin = shareWithin
        configuration.refreshAhead = refreshAhead
        configuration.staleIfError = staleIfError
        configuration.staleAfter = staleAfter
        configuration.idleTimeout = idleTimeout
        configuration.requestHeadTimeout = requestHeadTimeout
        configuration.upstreamTimeout = upstreamTimeout
        configuration.pageUpstreamBudget = pageUpstreamBudget
        configuration.trustedProxies = trustedProxies.compactMap(TrustedProxies.Network.init)
        configuration.maximumConnections = maximumConnections
        configuration.clientKeySecret = keySecret
        configuration.alertsBaseURL = upstream.baseURL
        configuration.alertsContact = "ops@example.com"
        let gateway = try Gateway(configuration: configuration, logger: logger, now: now)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            try await gateway.run(gracefulShutdownSignals: []) { port in
                continuation.yield(port)
                continuation.finish()
            }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        if waitsForStore, let store = gateway.store {
            try await waitUntil("the gateway's store is ready") { store.isAvailable }
        }
        return RunningGateway(gateway: gateway, port: port, task: task)
    }

    func stop() { task.cancel() }

    /// A raw request (GET unless `method` says otherwise) with the app's key (or `key`) and the
    /// given extra headers, returning status, headers and body; one that takes longer than
    /// `timeout` seconds fails.
    func get(
        _ path: String, key: String? = "app-key", method: String = "GET", headers extra: [String: String] = [:],
        timeout: TimeInterval = 60
    ) async throws -> (
        status: Int, headers: [String: String], body: Data
    ) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!, timeoutInterval: timeout)
        request.httpMethod = method
        if let key { request.setValue(key, forHTTPHeaderField: "X-Client-Key") }
        for (name, value) in extra { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        return (http.statusCode, headers, data)
    }
}

/// Log lines kept in memory, to check what a gateway logs.
final class LogCapture: Sendable {
    private let lines = Mutex<[String]>([])

    var text: String { lines.withLock { $0.joined(separator: "\n") } }

    func handler(label: String) -> any LogHandler { CaptureHandler(capture: self) }

    fileprivate func append(_ line: String) { lines.withLock { $0.append(line) } }

    private struct CaptureHandler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append("\(event.level) \(event.message) \(metadata.merging(event.metadata ?? [:]) { $1 })")
        }
    }
}

@Suite("weather-gateway: apps through the gateway to a loopback upstream")
struct GatewayTests {
    static func appClient(_ gateway: RunningGateway, key: String = "app-key") -> CYClient {
        let cache = CacheSettings(directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 0)
        return CYClient(
            configuration: .init(
                http: .init(timeout: 10, retryPolicy: .never, additionalHeaders: ["X-Client-Key": key]), cache: cache))
    }

    static func appEndpoint(_ gateway: RunningGateway) -> CYEndpoint {
        var endpoint = CYEndpoint(
            token: "placeholder", coordinate: CYCoordinate(latitude: 31.2304, longitude: 121.4737))
        endpoint.baseURL = gateway.baseURL
        return endpoint
    }

    @Test("an app's Caiyun client gets the API's bytes through the gateway, which adds its own token")
    func caiyunThroughGateway() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let response = try await CYRequest(endpoint: Self.appEndpoint(gateway), client: Self.appClient(gateway))
            .perform()
        // The answer is for the centre of the point's 1 km cell, as the body's location says.
        let cell = try #require(CellGrid(size: 1000)).cell(latitude: 31.2304, longitude: 121.4737)
        #expect(response.coordinate == CYCoordinate(latitude: cell.latitude, longitude: cell.longitude))
        #expect(upstream.calls.count == 1)
        #expect(upstream.calls[0].path.contains("/gateway-token/"))
        #expect(!upstream.calls[0].path.contains("placeholder"))

        let raw = try await gateway.get(
            "/v2.6/anything/121.4737,31.2304/weather?lang=zh_CN&unit=metric&hourlysteps=48&dailysteps=5&alert=true")
        #expect(raw.status == 200)
        #expect(raw.headers["x-cache"] == "memory")
        let maxAge = try #require(
            raw.headers["cache-control"].flatMap { Int($0.replacingOccurrences(of: "max-age=", with: "")) })
        #expect((1...300).contains(maxAge))
        #expect(String(decoding: raw.body, as: UTF8.self).contains("\"api_status\":\"alpha\""))
        #expect(upstream.calls.count == 1)
    }

    @Test("how long an answer stays fresh is counted on the gateway's clock from the answer's own time")
    func freshnessOnInjectedClock() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let answered = 1_700_000_000
        upstream.fixServerTime(answered)
        let clock = MovableClock(Date(timeIntervalSince1970: TimeInterval(answered + 100)))
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, now: { clock.now })
        defer { gateway.stop() }
        let path = "/v2.6/anything/121.4737,31.2304/realtime?lang=zh_CN&unit=metric"
        #expect(try await gateway.get(path).headers["cache-control"] == "max-age=200")
        clock.advance(by: 150)
        #expect(try await gateway.get(path).headers["cache-control"] == "max-age=50")
        #expect(upstream.calls.count == 1)
        clock.advance(by: 60)
        #expect(try await gateway.get(path).headers["cache-control"] == "max-age=0")
    }

    @Test("an app's OpenWeatherMap client goes through too; its own appid never reaches the API")
    func openWeatherMapThroughGateway() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        var configuration = OWMClient.Configuration(apiKey: "appsplaceholder")
        configuration.baseURL = gateway.baseURL
        configuration.http = .init(retryPolicy: .never, additionalHeaders: ["X-Client-Key": "app-key"])
        configuration.cache = CacheSettings(
            directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 0)
        let london = try await OWMClient(configuration: configuration).fetch(.currentWeather(for: .city("London")))
        #expect(london.response.name == "London")
        #expect(upstream.calls.count == 1)
        #expect(upstream.calls[0].query.contains("appid=gatewayowmkey"))
        #expect(!upstream.calls[0].query.contains("appsplaceholder"))
    }

    @Test("no key or an unknown key gets 401; a key over its rate gets 429 with Retry-After")
    func keysAndRates() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // 0.01 requests a second: a burst of one and the next in 100 seconds, however loaded the
        // machine (a burst of two refills within a second; `PageRenderingTests` checks it on a set clock).
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, rateLimit: 0.01)
        defer { gateway.stop() }
        let path = "/v2.6/x/121.4737,31.2304/realtime?lang=zh_CN&unit=metric"
        #expect(try await gateway.get(path, key: nil).status == 401)
        #expect(try await gateway.get(path, key: "stolen").status == 401)
        do {
            _ = try await CYRequest(endpoint: Self.appEndpoint(gateway), client: Self.appClient(gateway, key: "stolen"))
                .realtime()
            Issue.record("An unknown key was let through")
        } catch let error as CYError {
            #expect(error.httpStatus == 401)
        }
        #expect(try await gateway.get(path).status == 200)
        let refused = try await gateway.get(path)
        #expect(refused.status == 429)
        #expect((90...100).contains(Int(refused.headers["retry-after"] ?? "") ?? 0))
        #expect(upstream.calls.count == 1)
    }

    @Test("bad places and parameters get 400 without an upstream call; an upstream failure gets 502 in Caiyun's shape")
    func failures() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        #expect(try await gateway.get("/v2.6/x/200,31/realtime").status == 400)
        #expect(try await gateway.get("/v2.6/x/121,31/realtime?hourlysteps=9999").status == 400)
        #expect(try await gateway.get("/v2.6/x/north/realtime").status == 400)
        #expect(upstream.calls.isEmpty)
        upstream.fail(with: 500)
        let failed = try await gateway.get("/v2.6/x/121.5,31.2/realtime?lang=zh_CN&unit=metric")
        #expect(failed.status == 502)
        #expect(failed.headers["cache-status"] == "weather-gateway; fwd=miss; fwd-status=500; detail=http_status")
        let body = try #require(try JSONSerialization.jsonObject(with: failed.body) as? [String: Any])
        #expect(body["status"] as? String == "failed")
    }

    @Test("an upstream that does not answer in time gets 504, with Cache-Status saying so")
    func upstreamTimeout() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, upstreamTimeout: 1)
        defer { gateway.stop() }
        upstream.holdCalls(.seconds(30))
        defer { upstream.holdCalls(nil) }
        let silent = try await gateway.get("/v2.6/x/121.5,31.2/realtime")
        #expect(silent.status == 504)
        #expect(silent.headers["cache-status"] == "weather-gateway; fwd=miss; detail=timeout")
    }

    @Test("/healthz answers without a key; /metrics counts requests, answers by level and upstream calls")
    func healthAndMetrics() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let health = try await gateway.get("/healthz", key: nil)
        #expect(health.status == 200)
        #expect(String(decoding: health.body, as: UTF8.self).contains("\"sharedCache\":\"off\""))
        for _ in 0..<3 { _ = try await gateway.get("/v2.6/x/121.5,31.2/realtime?lang=zh_CN&unit=metric") }
        let metrics = String(decoding: try await gateway.get("/metrics", key: nil).body, as: UTF8.self)
        #expect(metrics.contains(#"weather_gateway_requests_total{route="caiyun",status="200"} 3"#))
        #expect(metrics.contains(#"weather_gateway_answers_total{provider="caiyun",level="network"} 1"#))
        #expect(metrics.contains(#"weather_gateway_answers_total{provider="caiyun",level="memory"} 2"#))
        #expect(metrics.contains(#"weather_gateway_upstream_calls_total{provider="caiyun"} 1"#))
    }

    @Test("CORS is off unless an origin is configured; then only that origin, GET and the key header are allowed")
    func cors() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let path = "/v2.6/x/121.5,31.2/realtime?lang=zh_CN&unit=metric"
        let browser = ["Origin": "https://app.example"]
        let closed = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { closed.stop() }
        let plain = try await closed.get(path, headers: browser)
        #expect(plain.status == 200)
        #expect(!plain.headers.keys.contains { $0.hasPrefix("access-control-") })
        let refusedPreflight = try await closed.get(
            path, key: nil, method: "OPTIONS", headers: browser.merging(["Access-Control-Request-Method": "GET"]) { $1 }
        )
        #expect(!refusedPreflight.headers.keys.contains { $0.hasPrefix("access-control-") })

        let open = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, corsOrigin: "https://app.example")
        defer { open.stop() }
        #expect(
            try await open.get(path, headers: browser).headers["access-control-allow-origin"] == "https://app.example")
        let preflight = try await open.get(
            path, key: nil, method: "OPTIONS", headers: browser.merging(["Access-Control-Request-Method": "GET"]) { $1 }
        )
        #expect(preflight.headers["access-control-allow-origin"] == "https://app.example")
        #expect(preflight.headers["access-control-allow-methods"] == "GET")
        #expect(preflight.headers["access-control-allow-headers"]?.lowercased().contains("x-client-key") == true)
    }

    @Test(
        "two gateways on one database: one upstream call, the second answers from PostgreSQL; no token logged or sent",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func twoGatewaysOneDatabase() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let url = try TestDatabase.requiredURL()
        let deployment = TestDatabase.uniqueDeployment()
        let marker = "TOKENMARKER" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let logs = LogCapture()
        let first = try await RunningGateway.start(
            upstream: upstream, databaseURL: url, deployment: deployment, token: marker, logs: logs)
        defer { first.stop() }
        let second = try await RunningGateway.start(
            upstream: upstream, databaseURL: url, deployment: deployment, token: marker, logs: logs)
        defer { second.stop() }
        let path = "/v2.6/x/121.4737,31.2304/weather?lang=zh_CN&unit=metric&alert=true"
        let answers = [try await first.get(path), try await second.get(path), try await second.get(path)]
        #expect(answers.map(\.status) == [200, 200, 200])
        #expect(answers.map { $0.headers["x-cache"] } == ["network", "shared", "memory"])
        #expect(upstream.calls.count == 1)
        #expect(upstream.calls[0].path.contains(marker))
        let health = String(decoding: try await second.get("/healthz", key: nil).body, as: UTF8.self)
        #expect(health.contains("\"sharedCache\":\"available\""))
        #expect(!logs.text.isEmpty)
        #expect(!logs.text.contains(marker))
        #expect(
            answers.allSatisfy {
                !String(decoding: $0.body, as: UTF8.self).contains(marker) && !"\($0.headers)".contains(marker)
            })
        #expect(try await TestDatabase.rows(of: deployment).allSatisfy { !$0.contains(marker) })
    }
}
