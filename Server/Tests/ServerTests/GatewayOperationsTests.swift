import Foundation
import Logging
import ServerTestSupport
import Synchronization
import Testing

@testable import WeatherGateway

@Suite("weather-gateway for operators: readiness, liveness, metrics access, JSON logs")
struct GatewayOperationsTests {
    @Test("until the database answers, /healthz says starting (503) and /livez alive (200), with no key")
    func readinessWaitsForTheDatabase() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let silent = "postgres://nobody@127.0.0.1:\(try closedPort())/none"
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: silent, waitsForStore: false)
        defer { gateway.stop() }
        let ready = try await gateway.get("/healthz", key: nil)
        #expect(ready.status == 503)
        #expect(String(decoding: ready.body, as: UTF8.self) == #"{"sharedCache":"connecting","status":"starting"}"#)
        let live = try await gateway.get("/livez", key: nil)
        #expect(live.status == 200)
        #expect(String(decoding: live.body, as: UTF8.self) == #"{"status":"alive"}"#)
        // Apps are still answered, without the shared cache.
        #expect(try await gateway.get("/v2.6/x/121.5,31.2/realtime?lang=zh_CN&unit=metric").status == 200)
    }

    @Test(
        "once the database has answered, /healthz says ready",
        .enabled(if: TestDatabase.isEnabled, "needs DATABASE_URL (Server/Scripts/postgres start)"))
    func readyWithTheDatabase() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: try TestDatabase.requiredURL(),
            deployment: TestDatabase.uniqueDeployment())
        defer { gateway.stop() }
        let ready = try await gateway.get("/healthz", key: nil)
        #expect(ready.status == 200)
        #expect(String(decoding: ready.body, as: UTF8.self) == #"{"sharedCache":"available","status":"ready"}"#)
    }

    @Test("with a metrics key, /metrics asks for it as a bearer token")
    func metricsKey() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, metricsKey: "scrape-me")
        defer { gateway.stop() }
        let refused = try await gateway.get("/metrics", key: nil)
        #expect(refused.status == 401)
        #expect(refused.headers["www-authenticate"] == "Bearer")
        #expect(!String(decoding: refused.body, as: UTF8.self).contains("weather_gateway_"))
        #expect(try await gateway.get("/metrics", key: nil, headers: ["Authorization": "Bearer wrong"]).status == 401)
        // The client key is not the metrics key.
        #expect(try await gateway.get("/metrics", headers: ["Authorization": "Bearer app-key"]).status == 401)
        let allowed = try await gateway.get("/metrics", key: nil, headers: ["Authorization": "Bearer scrape-me"])
        #expect(allowed.status == 200)
        #expect(String(decoding: allowed.body, as: UTF8.self).contains("weather_gateway_requests_total"))
    }

    @Test("JSON logs: one sorted object per line, control characters escaped, metadata kept")
    func jsonLogs() throws {
        let lines = Mutex<[String]>([])
        var logger = Logger(label: "weather-gateway") { label in
            GatewayLogHandler(format: .json, label: label) { line in lines.withLock { $0.append(line) } }
        }
        logger.logLevel = .debug
        logger.info("Answered \u{1B}[2J from \"memory\"", metadata: ["route": "caiyun", "calls": .array(["1"])])
        logger.trace("not written")
        let written = lines.withLock { $0 }
        #expect(written.count == 1)
        let line = try #require(written.first)
        #expect(line.hasSuffix("}\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
        #expect(!line.contains("\u{1B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == "Answered \u{1B}[2J from \"memory\"")
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "weather-gateway")
        #expect((object["metadata"] as? [String: Any])?["route"] as? String == "caiyun")
        #expect((object["timestamp"] as? String)?.hasSuffix("Z") == true)
        let keys = ["label", "level", "message", "metadata", "source", "timestamp"]
        let positions = keys.compactMap { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test("text logs: the stream layout, metadata sorted and merged, control characters escaped")
    func textLogs() throws {
        let lines = Mutex<[String]>([])
        var logger = Logger(label: "weather-gateway") { label in
            GatewayLogHandler(format: .text, label: label) { line in lines.withLock { $0.append(line) } }
        }
        logger[metadataKey: "request"] = "7"
        logger[metadataKey: "route"] = "caiyun"
        logger.info(
            "Answered \u{1B}[2J from\nmemory \\ once", error: CocoaError(.fileNoSuchFile),
            metadata: ["route": "openweathermap", "calls": .array(["1"])])
        logger.debug("not written")
        let written = lines.withLock { $0 }
        #expect(written.count == 1)
        let line = try #require(written.first)
        #expect(line.filter { $0 == "\n" }.count == 1 && !line.contains("\u{1B}"))
        let text = String(line.dropLast())
        #expect(
            text.range(
                of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} info weather-gateway: "#, options: .regularExpression)
                != nil)
        #expect(text.contains(#" [ServerTests] Answered \u{1B}[2J from\u{A}memory \\ once"#))
        #expect(text.contains(#"weather-gateway: calls=["1"] error.message="#))
        #expect(
            text.contains(" error.type=Foundation") && text.contains("request=7 route=openweathermap [ServerTests]"))
    }
}
