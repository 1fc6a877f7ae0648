import Foundation
import Logging
import TestSupport
import Testing

@testable import CaiyunWeather

/// The cache and request layer against a loopback server with injected faults.
@Suite("One upstream call per distinct request, stale answers on failure, bounded retries")
struct CacheLayerTests {
    private static let sdk = (try? Fixture.data(Fixture.sdkWeather)) ?? Data()
    private static let serverTime = Date(timeIntervalSince1970: 1_678_374_973)

    private static func echoPlace(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        Fixture.echoingPlace(request)
    }

    private struct Setup {
        let server: LoopbackServer
        /// Skips pauses (recording them) and passes deadlines only when advanced.
        let clock: TestClock
        let cache: TemporaryDirectory
        let client: CYClient

        func request(
            latitude: Double = 26.6832, longitude: Double = 101.8551, _ configure: (inout CYEndpoint) -> Void = { _ in }
        ) -> CYRequest {
            var endpoint = CYEndpoint(
                token: LoopbackHarness.token, coordinate: CYCoordinate(latitude: latitude, longitude: longitude))
            endpoint.baseURL = server.baseURL
            configure(&endpoint)
            let request = CYRequest(endpoint: endpoint, client: client)
            request.localContentUrl = cache.url
            return request
        }
    }

    private static func withSetup(
        _ configuration: CYClient.Configuration = .testing(),
        serving handler: @escaping LoopbackServer.Handler,
        _ body: (Setup) async throws -> Void
    ) async throws {
        let cache = try TemporaryDirectory()
        defer { cache.cleanUp() }
        let clock = TestClock(serverTime.addingTimeInterval(60), skipsWaits: true)
        try await LoopbackServer.run(handler) { server in
            let client = CYClient(
                configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
                clock: clock)
            try await body(Setup(server: server, clock: clock, cache: cache, client: client))
        }
    }

    // MARK: Coalescing and the memory level

    @Test("200 concurrent requests for 20 places make exactly 20 upstream calls")
    func coalescing() async throws {
        try await Self.withSetup(serving: { request in Self.echoPlace(request).delayed(by: .milliseconds(50)) }) {
            (setup: Setup) async throws in
            let temperatures = try await withThrowingTaskGroup(of: Double.self) { group in
                for index in 0..<200 {
                    let request = setup.request(latitude: 30 + Double(index % 20) / 10)
                    group.addTask { try await request.perform().result.realtime.temperature }
                }
                return try await group.reduce(into: [Double]()) { $0.append($1) }
            }
            #expect(temperatures.count == 200)
            #expect(temperatures.allSatisfy { $0 == 18.2 })
            #expect(setup.server.requestCount == 20)
            #expect(Set(setup.server.requests.map(\.path)).count == 20)
        }
    }

    @Test("a memory hit needs neither the disk nor the network")
    func memoryLevel() async throws {
        try await Self.withSetup(serving: Self.echoPlace) { (setup: Setup) async throws in
            let request = setup.request()
            #expect(try await request.fetch().dataSource == .remote)
            try FileManager.default.removeItem(at: request.localFileUrl)
            #expect(try await request.fetch().dataSource == .local)
            #expect(setup.server.requestCount == 1)
            setup.clock.advance(by: 301)
            #expect(try await request.fetch().dataSource == .remote)
            #expect(setup.server.requestCount == 2)
        }
    }

    @Test("with the memory level off, the disk answers")
    func diskLevel() async throws {
        try await Self.withSetup(.testing(memoryCacheCapacity: 0), serving: Self.echoPlace) {
            (setup: Setup) async throws in
            let request = setup.request()
            _ = try await request.perform()
            #expect(try await request.fetch().dataSource == .local)
            try FileManager.default.removeItem(at: request.localFileUrl)
            #expect(try await request.fetch().dataSource == .remote)
            #expect(setup.server.requestCount == 2)
        }
    }

    @Test("a changed language, unit or step count misses the memory level too")
    func keyedByEverything() async throws {
        try await Self.withSetup(serving: { request in
            let body =
                (try? Fixture.modified(Fixture.sdkWeather) {
                    $0[path: "unit"] = request.query["unit"] ?? "metric"
                    $0[path: "lang"] = request.query["lang"] ?? "zh_CN"
                }) ?? Data()
            return .json(body)
        }) { (setup: Setup) async throws in
            for configure in [
                { (_: inout CYEndpoint) in }, { $0.language = .englishUK }, { $0.measurementSystem = .si },
                { $0.dailyLength = 3 },
            ] as [(inout CYEndpoint) -> Void] {
                #expect(try await setup.request(configure).fetch().dataSource == .remote)
                #expect(try await setup.request(configure).fetch().dataSource == .local)
            }
            #expect(setup.server.requestCount == 4)
        }
    }

    // MARK: Stale on error

    /// Caches a good response with a patient client, then asks again through a client with
    /// `configuration` (sharing the disk cache, not the memory) while the server answers `failure`.
    private func primeThenFail(
        _ configuration: CYClient.Configuration = .testing(retryPolicy: .init(maximumAttempts: 2)),
        failure: LoopbackServer.Reply, age: TimeInterval = 600
    ) async throws -> (CYFetched<CYResponse>, Int) {
        let failing = Locked(false)
        var outcome: (CYFetched<CYResponse>, Int)?
        try await Self.withSetup(
            .testing(), serving: { request in failing.current ? failure : Self.echoPlace(request) }
        ) { (setup: Setup) async throws in
            _ = try await setup.request().perform()
            #expect(setup.server.requestCount == 1)
            failing.current = true
            setup.clock.advance(by: age)
            let impatient = CYClient(
                configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
                clock: setup.clock)
            let request = setup.request()
            let retry = CYRequest(endpoint: request.endpoint, client: impatient)
            retry.localContentUrl = setup.cache.url
            outcome = (try await retry.fetch(), setup.server.requestCount)
        }
        return try #require(outcome)
    }

    @Test("HTTP 500 after the retries: the last good response, marked stale, with the error")
    func staleOn500() async throws {
        let (fetched, calls) = try await primeThenFail(
            failure: LoopbackServer.Reply(status: 500, body: Data("oops".utf8)))
        #expect(fetched.isStale)
        #expect(fetched.dataSource == .local)
        #expect(fetched.staleError?.code == .httpStatus)
        #expect(fetched.staleError?.httpStatus == 500)
        #expect(fetched.response.result.realtime.temperature == 18.2)
        #expect(calls == 3)
    }

    @Test("a timeout: stale")
    func staleOnTimeout() async throws {
        // The same server (so the same cache key) stops answering after the first response.
        let silent = Locked(false)
        let configuration = CYClient.Configuration.testing(timeout: 2, retryPolicy: .init(maximumAttempts: 3))
        let serving: LoopbackServer.Handler = { request in
            silent.current ? Self.echoPlace(request).delayed(by: .seconds(3600)) : Self.echoPlace(request)
        }
        try await Self.withSetup(configuration, serving: serving) { (setup: Setup) async throws in
            let request = setup.request()
            _ = try await request.perform()
            setup.clock.advance(by: 600)
            silent.current = true
            let fetch = Task { try await request.fetch() }
            #expect(await setup.clock.waitUntil { _ in setup.server.requestCount == 2 })
            #expect(await setup.clock.waitUntil { $0.pendingDeadlines == 1 })
            setup.clock.advance(by: 2)
            let fetched = try await fetch.value
            #expect(fetched.staleError?.code == .timeout)
            #expect(
                fetched.staleError?.message
                    == "The Caiyun API did not answer in time. No complete response within 2 s.")
            #expect(setup.server.requestCount == 2)
        }
    }

    @Test("429 with a long Retry-After: no waiting, stale, the wait reported")
    func staleOn429() async throws {
        let (fetched, calls) = try await primeThenFail(
            failure: .json(
                #"{"status":"failed","error":"rate limit exceeded"}"#, status: 429, headers: ["Retry-After": "120"]))
        #expect(fetched.staleError?.code == .rateLimited)
        #expect(fetched.staleError?.retryAfter == 120)
        #expect(calls == 2)
    }

    @Test("a dropped connection: stale")
    func staleOnDroppedConnection() async throws {
        let dropping = try FaultServer(.drop)
        defer { dropping.stop() }
        try await Self.withSetup(.testing(retryPolicy: .init(maximumAttempts: 2)), serving: Self.echoPlace) {
            (setup: Setup) async throws in
            let request = setup.request()
            _ = try await request.perform()
            setup.clock.advance(by: 600)
            // The cache keeps each server's answers apart: give the dropping server the first one's.
            let saved = request.localFileUrl
            request.endpoint.baseURL = dropping.baseURL
            try FileManager.default.moveItem(at: saved, to: request.localFileUrl)
            let fetched = try await request.fetch()
            #expect(fetched.staleError?.code == .connectionFailed)
            #expect(fetched.response.result.realtime.temperature == 18.2)
            #expect(dropping.connectionCount == 2)
        }
    }

    @Test("too old for a stale answer, or stale answers turned off: the error is thrown")
    func staleLimits() async throws {
        let failure = LoopbackServer.Reply(status: 503)
        await #expect(throws: CYError.self) {
            _ = try await primeThenFail(
                .testing(retryPolicy: .never, maximumStaleAge: 3600), failure: failure, age: 3601)
        }
        await #expect(throws: CYError.self) {
            _ = try await primeThenFail(
                .testing(retryPolicy: .never, maximumStaleAge: nil), failure: failure)
        }
        let (fetched, _) = try await primeThenFail(
            .testing(retryPolicy: .never, maximumStaleAge: 3600), failure: failure, age: 3500)
        #expect(fetched.isStale)
    }

    @Test("the completion handler gets the stale response and the error together")
    func staleThroughCompletionHandler() async throws {
        let failing = Locked(false)
        try await Self.withSetup(
            .testing(retryPolicy: .never),
            serving: { request in failing.current ? .init(status: 502) : Self.echoPlace(request) }
        ) { (setup: Setup) async throws in
            let request = setup.request()
            _ = try await request.perform()
            failing.current = true
            setup.clock.advance(by: 600)
            let (temperature, source, code) = await withCheckedContinuation { continuation in
                request.perform { response, source, error in
                    continuation.resume(
                        returning: (response?.result.realtime.temperature, source, (error as? CYError)?.code))
                }
            }
            #expect(temperature == 18.2)
            #expect(source == .local)
            #expect(code == .httpStatus)
        }
    }

    // MARK: Retries and pacing

    @Test("5xx is retried up to the attempt limit with bounded, growing backoff")
    func retryBounds() async throws {
        let policy = HTTPRetryPolicy(maximumAttempts: 4, initialDelay: 0.5, maximumDelay: 1.5)
        try await Self.withSetup(
            .testing(retryPolicy: policy, maximumStaleAge: nil), serving: { _ in .init(status: 503) }
        ) { (setup: Setup) async throws in
            let error = await LoopbackHarness.failure { try await setup.request().perform() }
            #expect(error?.code == .httpStatus)
            #expect(setup.server.requestCount == 4)
            let waits = setup.clock.sleeps
            #expect(waits.count == 3)
            for (index, wait) in waits.enumerated() {
                #expect(wait >= .zero)
                #expect(wait <= .milliseconds([500, 1000, 1500][index]))
            }
        }
    }

    @Test("4xx is never retried")
    func noRetryOn4xx() async throws {
        try await Self.withSetup(
            .testing(maximumStaleAge: nil),
            serving: { _ in .json(#"{"status":"failed","error":"'token is invalid'"}"#, status: 403) }
        ) { (setup: Setup) async throws in
            #expect(await LoopbackHarness.failure { try await setup.request().perform() }?.code == .tokenRejected)
            #expect(setup.server.requestCount == 1)
            #expect(setup.clock.sleeps.isEmpty)
        }
    }

    @Test("429 with a short Retry-After is retried after exactly that wait")
    func retryAfterHonoured() async throws {
        let calls = Locked(0)
        try await Self.withSetup(serving: { request in
            calls.withLock {
                $0 += 1
                return $0
            } == 1 ? .json("{}", status: 429, headers: ["Retry-After": "2"]) : Self.echoPlace(request)
        }) { (setup: Setup) async throws in
            #expect(try await setup.request().fetch().dataSource == .remote)
            #expect(setup.server.requestCount == 2)
            #expect(setup.clock.sleeps == [.seconds(2)])
        }
    }

    @Test("a QPS limit queues requests instead of failing them")
    func pacing() async throws {
        let cache = try TemporaryDirectory()
        defer { cache.cleanUp() }
        let clock = TestClock(Self.serverTime.addingTimeInterval(60), skipsWaits: true)
        try await LoopbackServer.run(Self.echoPlace) { server in
            let client = CYClient(
                configuration: .testing(requestsPerSecond: 20), transport: URLSessionHTTPTransport(),
                logger: Logger(label: "test"), clock: clock)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<6 {
                    var endpoint = CYEndpoint(
                        token: LoopbackHarness.token,
                        coordinate: CYCoordinate(latitude: 20 + Double(index), longitude: 100))
                    endpoint.baseURL = server.baseURL
                    let request = CYRequest(endpoint: endpoint, client: client)
                    request.localContentUrl = cache.url
                    group.addTask { _ = try await request.perform() }
                }
                try await group.waitForAll()
            }
            #expect(server.requestCount == 6)
            // Five of the six waited their turn; the last turn comes 250 ms after the first.
            #expect(clock.sleeps.count == 5)
            #expect(clock.elapsed == .milliseconds(250))
        }
    }

    // MARK: The disk level

    @Test("truncated, corrupted and foreign cache files are misses that get replaced")
    func damagedFiles() async throws {
        let foreign = try Fixture.modified(Fixture.sdkWeather) { $0[path: "location"] = [10.0, 10.0] }
        let full = Self.sdk
        for damage in [full.prefix(full.count / 3), Data([0xFF, 0x00, 0x13]), Data(), foreign] {
            try await Self.withSetup(serving: Self.echoPlace) { (setup: Setup) async throws in
                let request = setup.request()
                try FileManager.default.createDirectory(at: setup.cache.url, withIntermediateDirectories: true)
                try Data(damage).write(to: request.localFileUrl)
                #expect(try await request.fetch().dataSource == .remote)
                let replaced = try Data(contentsOf: request.localFileUrl)
                #expect(
                    try JSONDecoder().decode(CYResponse.self, from: replaced).coordinate
                        == CYCoordinate(latitude: 26.6832, longitude: 101.8551))
            }
        }
    }

    @Test("the disk level keeps to its size bound, evicting the least recently used")
    func eviction() async throws {
        try await Self.withSetup(
            .testing(memoryCacheCapacity: 0, diskCacheLimit: Self.sdk.count * 5 / 2),
            serving: Self.echoPlace
        ) { (setup: Setup) async throws in
            let places = (0..<4).map { setup.request(latitude: 40 + Double($0)) }
            _ = try await places[0].perform()
            setup.clock.advance(by: 1)
            _ = try await places[1].perform()
            setup.clock.advance(by: 1)
            #expect(try await places[0].fetch().dataSource == .local) // touches place 0
            setup.clock.advance(by: 1)
            _ = try await places[2].perform()
            setup.clock.advance(by: 1)
            _ = try await places[3].perform()
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: setup.cache.url.path))
            #expect(names == [places[2].localFileUrl.lastPathComponent, places[3].localFileUrl.lastPathComponent])
            let total = try names.reduce(0) {
                $0 + (try Data(contentsOf: setup.cache.url.appendingPathComponent($1)).count)
            }
            #expect(total <= Self.sdk.count * 5 / 2)
        }
    }

    @Test("purging empties both levels")
    func purge() async throws {
        try await Self.withSetup(serving: Self.echoPlace) { (setup: Setup) async throws in
            let request = setup.request()
            _ = try await request.perform()
            try "keep me".write(
                to: setup.cache.url.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            await request.purgeCache()
            #expect(try FileManager.default.contentsOfDirectory(atPath: setup.cache.url.path) == ["notes.txt"])
            #expect(try await request.fetch().dataSource == .remote)
            await request.removeCachedResponse()
            #expect(!FileManager.default.fileExists(atPath: request.localFileUrl.path))
            #expect(try await request.fetch().dataSource == .remote)
            #expect(setup.server.requestCount == 3)
        }
    }

    @Test("two processes writing the same key never leave a torn file")
    func twoProcesses() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let small = try Fixture.data(Fixture.v26Realtime)
        let large = Self.sdk
        let smallFile = folder.url.appendingPathComponent("small.payload")
        let largeFile = folder.url.appendingPathComponent("large.payload")
        try small.write(to: smallFile)
        try large.write(to: largeFile)
        let cache = folder.url.appendingPathComponent("cache")
        let name = "v2.6_weather_shared.json"
        let writer = BuiltProducts.executable("cache-writer")
        #expect(FileManager.default.isExecutableFile(atPath: writer.path), "build the package first: \(writer.path)")

        let processes = try [smallFile, largeFile].map { payload in
            let process = Process()
            process.executableURL = writer
            process.arguments = [cache.path, name, payload.path, "300"]
            try process.run()
            return process
        }
        let target = cache.appendingPathComponent(name).path
        let (reads, torn) = try await BlockingWork.run {
            var reads = 0
            var torn = 0
            while processes.contains(where: \.isRunning) {
                if let data = FileManager.default.contents(atPath: target) {
                    reads += 1
                    if data != small && data != large { torn += 1 }
                }
            }
            for process in processes { process.waitUntilExit() }
            return (reads, torn)
        }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(torn == 0)
        #expect(reads > 0)
        let final = try Data(contentsOf: cache.appendingPathComponent(name))
        #expect(final == small || final == large)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [name])
    }
}
