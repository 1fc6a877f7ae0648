import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Requests against a real HTTP server on 127.0.0.1")
struct RequestIntegrationTests {
    private static func fixture(_ name: String) -> LoopbackServer.Reply {
        (try? .json(Fixture.data(name))) ?? .json("{}", status: 599)
    }

    @Test("a successful request sends the documented URL and headers and decodes the answer")
    func success() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest { $0.hourlyLength = 24 }
            let fetched = try await request.fetch()
            #expect(fetched.dataSource == .remote)
            #expect(fetched.response.result.realtime.temperature == 18.2)
            let received = try #require(harness.server.requests.first)
            #expect(received.path == "/v2.6/\(LoopbackHarness.token)/101.8551,26.6832/weather")
            #expect(
                received.query == [
                    "lang": "zh_CN", "unit": "metric", "hourlysteps": "24", "dailysteps": "5", "alert": "true",
                ])
            #expect(received.headers["user-agent"] == HTTPSettings.defaultUserAgent)
        }
    }

    @Test("single-file methods ask for their file and decode its result")
    func singleFiles() async throws {
        try await LoopbackHarness.run({ request in
            switch request.path.split(separator: "/").last {
            case "realtime": Self.fixture(Fixture.v26Realtime)
            case "hourly": Self.fixture(Fixture.v26Hourly)
            case "daily": Self.fixture(Fixture.v26Daily)
            case "minutely": Self.fixture(Fixture.v26Minutely)
            default: .json("{}", status: 404)
            }
        }) { (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest { $0.coordinate = CYCoordinate(latitude: 39.976, longitude: 116.3176) }
            #expect(try await request.realtime().result.realtime.phenomenon == .lightHaze)
            #expect(try await request.hourly().result.hourly.temperature.count == 1)
            #expect(try await request.daily().result.daily.temperatureDaytime?.count == 1)
            #expect(try await request.minutely().result.minutely.intensity.count == 120)
            #expect(
                harness.server.requests.map { $0.path.split(separator: "/").last.map(String.init) } == [
                    "realtime", "hourly", "daily", "minutely",
                ])
            #expect(harness.server.requests[0].query["hourlysteps"] == nil)
        }
    }

    @Test("a fresh local copy answers without a network call; an expired one does not")
    func cacheChoosesLocalOrRemote() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest()
            #expect(try await request.fetch().dataSource == .remote)
            #expect(try await request.fetch().dataSource == .local)
            #expect(harness.server.requestCount == 1)
            #expect(FileManager.default.fileExists(atPath: request.localFileUrl.path))

            harness.clock.advance(by: 5 * 60)
            #expect(try await request.fetch().dataSource == .remote)
            #expect(harness.server.requestCount == 2)

            request.expiration = 60 * 60
            #expect(try await request.fetch().dataSource == .local)
            #expect(try await request.perform(from: .remote).result.realtime.temperature == 18.2)
            #expect(harness.server.requestCount == 3)
        }
    }

    @Test("a changed language, unit or step count is a different request")
    func cacheKeyMisses() async throws {
        try await LoopbackHarness.run({ request in
            let unit = request.query["unit"] ?? "metric"
            let lang = request.query["lang"] ?? "zh_CN"
            let body =
                (try? Fixture.modified(Fixture.sdkWeather) {
                    $0[path: "unit"] = unit
                    $0[path: "lang"] = lang
                }) ?? Data()
            return .json(body)
        }) { (harness: LoopbackHarness) async throws in
            _ = try await harness.makeRequest().perform()
            _ = try await harness.makeRequest { $0.language = .englishUS }.perform()
            _ = try await harness.makeRequest { $0.measurementSystem = .metricV2 }.perform()
            _ = try await harness.makeRequest { $0.hourlyLength = 12 }.perform()
            #expect(harness.server.requestCount == 4)
            _ = try await harness.makeRequest { $0.language = .englishUS }.perform()
            #expect(harness.server.requestCount == 4)
        }
    }

    @Test("explicit local reads: none cached, then the cached copy whatever its age")
    func explicitLocal() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest()
            #expect(await LoopbackHarness.failure { try await request.perform(from: .local) }?.code == .notCached)
            _ = try await request.perform()
            harness.clock.advance(by: 24 * 3600)
            #expect(try await request.fetch(from: .local).dataSource == .local)
            #expect(try await request.fetchData(from: .local) == Fixture.data(Fixture.sdkWeather))
            #expect(harness.server.requestCount == 1)
        }
    }

    @Test("a corrupted cache file is a miss that gets replaced; read explicitly it is an error")
    func corruptedCache() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest()
            try FileManager.default.createDirectory(at: harness.cache.url, withIntermediateDirectories: true)
            try Data("{\"status\":\"ok\",\"result\":{".utf8).write(to: request.localFileUrl)
            #expect(await LoopbackHarness.failure { try await request.perform(from: .local) }?.code == .corruptedCache)
            #expect(try await request.fetch().dataSource == .remote)
            #expect(try await request.fetch().dataSource == .local)
            #expect(harness.server.requestCount == 1)
        }
    }

    @Test("cache files are readable by their owner only and never contain the token")
    func cacheFileSafety() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest()
            let folder = harness.cache.url.appendingPathComponent("created-by-the-cache")
            request.localContentUrl = folder
            _ = try await request.perform()
            let file = try FileManager.default.attributesOfItem(atPath: request.localFileUrl.path)
            #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let directory = try FileManager.default.attributesOfItem(atPath: folder.path)
            #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names == [request.endpoint.cacheKey + ".json"])
            #expect(names.first?.hasPrefix("v2.6_weather_zh_CN_metric_h48_d5_alert_101.8551,26.6832_server") == true)
            for name in names {
                #expect(!name.contains(LoopbackHarness.token))
                let contents = try Data(contentsOf: folder.appendingPathComponent(name))
                #expect(!String(decoding: contents, as: UTF8.self).contains(LoopbackHarness.token))
            }
        }
    }

    @Test("a failed-status body on HTTP 200 and on HTTP 401")
    func failedStatus() async throws {
        let body = (try? Fixture.data(Fixture.tokenInvalid)) ?? Data()
        try await LoopbackHarness.run({ request in .json(body, status: request.query["lang"] == "en_US" ? 401 : 200) })
        { (harness: LoopbackHarness) async throws in
            let ok = await LoopbackHarness.failure { try await harness.makeRequest().perform() }
            #expect(ok?.code == .tokenRejected)
            #expect(ok?.apiMessage == "'token is invalid'")
            #expect(ok?.httpStatus == 200)
            let unauthorized = await LoopbackHarness.failure {
                try await harness.makeRequest { $0.language = .englishUS }.perform()
            }
            #expect(unauthorized?.code == .tokenRejected)
            #expect(unauthorized?.httpStatus == 401)
            #expect(try FileManager.default.contentsOfDirectory(atPath: harness.cache.url.path).isEmpty)
        }
    }

    @Test("HTTP 500 with a plain body, and 502 with a gateway's HTML page")
    func serverErrors() async throws {
        try await LoopbackHarness.run({ request in
            request.query["lang"] == "en_US"
                ? .html("<html><head><title>502 Bad Gateway</title></head><body>upstream</body></html>", status: 502)
                : LoopbackServer.Reply(status: 500, body: Data("Internal Server Error".utf8))
        }) { (harness: LoopbackHarness) async throws in
            let plain = await LoopbackHarness.failure { try await harness.makeRequest().perform() }
            #expect(plain?.code == .httpStatus)
            #expect(plain?.httpStatus == 500)
            let gateway = await LoopbackHarness.failure {
                try await harness.makeRequest { $0.language = .englishUS }.perform()
            }
            #expect(gateway?.code == .httpStatus)
            #expect(gateway?.httpStatus == 502)
            #expect(gateway?.message.contains("502 Bad Gateway") == true)
        }
    }

    @Test("an HTML page and a truncated body on HTTP 200")
    func badBodies() async throws {
        let full = (try? Fixture.data(Fixture.sdkWeather)) ?? Data()
        try await LoopbackHarness.run({ request in
            request.query["lang"] == "en_US"
                ? .html("<!doctype html><title>Login required</title>", status: 200)
                : .json(full.prefix(full.count - 100))
        }) { (harness: LoopbackHarness) async throws in
            #expect(await LoopbackHarness.failure { try await harness.makeRequest().perform() }?.code == .truncatedBody)
            #expect(
                await LoopbackHarness.failure { try await harness.makeRequest { $0.language = .englishUS }.perform() }?
                    .code == .htmlBody)
        }
    }

    @Test("a server that never answers fails with a timeout when the deadline passes")
    func timeout() async throws {
        let silent = try FaultServer(.silent)
        defer { silent.stop() }
        let answer: LoopbackServer.Handler = { _ in Self.fixture(Fixture.sdkWeather) }
        try await LoopbackHarness.run(timeout: 0.5, answer) { (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest { $0.hourlyLength = 1 }
            request.endpoint.baseURL = silent.baseURL
            let call = Task { await LoopbackHarness.failure { try await request.fetch(from: .remote) } }
            #expect(await harness.clock.waitUntil { _ in silent.connectionCount == 1 })
            #expect(await harness.clock.waitUntil { $0.pendingDeadlines == 1 })
            harness.clock.advance(by: 0.5)
            let error = await call.value
            #expect(error?.code == .timeout)
            #expect(error?.message == "The Caiyun API did not answer in time. No complete response within 0.50 s.")
        }
    }

    @Test("invalid settings fail before any network call")
    func invalidBeforeNetwork() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            #expect(
                await LoopbackHarness.failure { try await harness.makeRequest { $0.token = nil }.perform() }?.code
                    == .missingToken)
            #expect(
                await LoopbackHarness.failure { try await harness.makeRequest { $0.hourlyLength = 400 }.perform() }?
                    .code == .invalidParameter)
            #expect(
                await LoopbackHarness.failure { try await harness.makeRequest { $0.file = .hourly }.perform() }?.code
                    == .invalidParameter)
            #expect(harness.server.requestCount == 0)
        }
    }

    @Test("completion handlers run on the request's queue with the source")
    func completionHandlers() async throws {
        try await LoopbackHarness.run({ _ in Self.fixture(Fixture.sdkWeather) }) {
            (harness: LoopbackHarness) async throws in
            let request = harness.makeRequest()
            let queue = DispatchQueue(label: "completion-test")
            let key = DispatchSpecificKey<Bool>()
            queue.setSpecific(key: key, value: true)
            request.queue = queue
            for expected in [CYRequest.DataSource.remote, .local] {
                let (temperature, source, onQueue) = await withCheckedContinuation { continuation in
                    request.perform { response, source, error in
                        continuation.resume(
                            returning: (
                                response?.result.realtime.temperature, source,
                                DispatchQueue.getSpecific(key: key) == true
                            ))
                    }
                }
                #expect(temperature == 18.2)
                #expect(source == expected)
                #expect(onQueue)
            }
            let failure: (any Error)? = await withCheckedContinuation { continuation in
                let broken = harness.makeRequest { $0.token = "" }
                broken.perform(from: .remote) { _, _, error in continuation.resume(returning: error) }
            }
            #expect((failure as? CYError)?.code == .missingToken)
            let example: Data? = await withCheckedContinuation { continuation in
                request.fetchExampleData { data, _ in continuation.resume(returning: data) }
            }
            #expect(example == (try? Fixture.data(Fixture.exampleWeather)))
        }
    }
}
