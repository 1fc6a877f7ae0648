import Foundation
import InMemoryLogging
import Logging
import TestSupport
import Testing

@testable import CaiyunWeather

/// The disk level shared between processes, on directories it cannot write, and after writers
/// were killed.
@Suite("The disk cache across processes, when unwritable, and after killed writers")
struct DiskCacheTests {
    private static let sdk = (try? Fixture.data(Fixture.sdkWeather)) ?? Data()
    private static let freshTime = Date(timeIntervalSince1970: 1_678_374_973 + 60)

    private static func client(
        _ configuration: CYClient.Configuration = .testing(timeout: 120), logger: Logger = Logger(label: "test")
    ) -> CYClient {
        CYClient(configuration: configuration, logger: logger, now: { freshTime })
    }

    private static func request(
        _ client: CYClient, _ server: LoopbackServer, cache: URL, latitude: Double = 26.6832
    ) -> CYRequest {
        var endpoint = CYEndpoint(
            token: LoopbackHarness.token, coordinate: CYCoordinate(latitude: latitude, longitude: 101.8551))
        endpoint.baseURL = server.baseURL
        let request = CYRequest(endpoint: endpoint, client: client)
        request.localContentUrl = cache
        return request
    }

    @Test("two clients sharing a directory make one upstream call: the second waits and reads the first one's answer")
    func sharedDirectory() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ Fixture.echoingPlace($0).delayed(by: .milliseconds(300)) }) { server in
            let first = Self.request(Self.client(), server, cache: folder.url)
            let second = Self.request(Self.client(), server, cache: folder.url)
            let firstFetch = Task { try await first.fetch() }
            for _ in 0..<24_000 where server.requestCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
            let secondFetch = Task { try await second.fetch() }
            #expect(try await firstFetch.value.source == .network)
            #expect(try await secondFetch.value.source == .disk)
            #expect(server.requestCount == 1)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [
                    first.localFileUrl.lastPathComponent
                ])
        }
    }

    @Test("a process killed while holding a key's lock leaves it free")
    func lockReleasedOnCrash() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let holder = Process()
        holder.executableURL = BuiltProducts.executable("cache-writer")
        holder.arguments = ["lock", folder.url.path, "v2.6_weather_key.json"]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        let reader = output.fileHandleForReading
        let said = try await BlockingWork.run { String(decoding: reader.availableData, as: UTF8.self) }
        #expect(said == "locked\n")
        let store = DiskStore(directory: folder.url)
        #expect(try store.tryLock("v2.6_weather_key.json") == nil)
        kill(holder.processIdentifier, SIGKILL)
        try await BlockingWork.run { holder.waitUntilExit() }
        #expect(try store.tryLock("v2.6_weather_key.json") != nil)
    }

    @Test("a killed writer's temporary file is removed the first time the directory is used")
    func abandonedTemporaryFile() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let leftover = folder.url.appendingPathComponent(".v2.6_weather_other.json.5D1F2C1E.tmp")
        try Data(repeating: 32, count: 1_000_000).write(to: leftover)
        try await LoopbackServer.run(Fixture.echoingPlace) { (server: LoopbackServer) async throws in
            #expect(try await Self.request(Self.client(), server, cache: folder.url).fetch().source == .network)
        }
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test("an unwritable directory: calls still succeed, the status says why, and one warning is logged")
    func unwritableDirectory() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let notADirectory = folder.url.appendingPathComponent("cache")
        try Data("a file where the directory should be".utf8).write(to: notADirectory)
        let logs = InMemoryLogHandler()
        let client = Self.client(logger: Logger(label: "test") { _ in logs })
        try await LoopbackServer.run(Fixture.echoingPlace) { (server: LoopbackServer) async throws in
            #expect(client.diskCacheStatus == .unused)
            for _ in 0..<3 {
                #expect(
                    try await Self.request(client, server, cache: notADirectory).fetch(from: .remote).source == .network
                )
            }
            #expect(server.requestCount == 3)
        }
        guard case .failing(let directory, _) = client.diskCacheStatus else {
            Issue.record("the status is \(client.diskCacheStatus)")
            return
        }
        #expect(directory.path == notADirectory.path)
        #expect(
            client.diskCacheStatus.problem?.hasPrefix("The cache directory \(notADirectory.path) cannot be written (")
                == true)
        #expect(client.diskCacheStatus.problem?.hasSuffix("), so every call reaches the API.") == true)
        let warnings = logs.entries.filter { $0.level == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first.map { "\($0.message)" } == client.diskCacheStatus.problem)
    }

    @Test("room is made before a write, so eviction runs even when the write then fails")
    func evictionBeforeTheWrite() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let configuration = CYClient.Configuration.testing(
            timeout: 120, memoryCacheCapacity: 0, diskCacheLimit: Self.sdk.count * 5 / 2)
        try await LoopbackServer.run(Fixture.echoingPlace) { (server: LoopbackServer) async throws in
            let client = Self.client(configuration)
            let places = (0..<3).map { Self.request(client, server, cache: folder.url, latitude: 40 + Double($0)) }
            _ = try await places[0].perform()
            _ = try await places[1].perform()
            // The third answer cannot be saved: its name is taken by a directory.
            try FileManager.default.createDirectory(at: places[2].localFileUrl, withIntermediateDirectories: true)
            #expect(try await places[2].fetch().source == .network)
            #expect(client.diskCacheStatus.problem != nil)
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
            #expect(names.count == 2)
            #expect(names.contains(places[2].localFileUrl.lastPathComponent))
        }
    }

    @Test("a disk hit marks its file used only when the file's time is a minute old or more")
    func hitsMoveOldFileTimesOnly() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run(Fixture.echoingPlace) { (server: LoopbackServer) async throws in
            func fileTime(_ request: CYRequest) throws -> Date? {
                try FileManager.default.attributesOfItem(atPath: request.localFileUrl.path)[.modificationDate] as? Date
            }
            func hit(after seconds: TimeInterval) async throws -> CYRequest {
                let client = CYClient(
                    configuration: .testing(timeout: 120), logger: Logger(label: "test"),
                    now: { Self.freshTime + seconds })
                let request = Self.request(client, server, cache: folder.url)
                #expect(try await request.fetch().source == (seconds == 0 ? .network : .disk))
                return request
            }
            let written = try await hit(after: 0)
            #expect(try fileTime(written) == Self.freshTime)
            // Each client starts with nothing in memory, so each of these reads the file.
            #expect(try fileTime(try await hit(after: 59)) == Self.freshTime)
            #expect(try fileTime(try await hit(after: 60)) == Self.freshTime + 60)
            #expect(try fileTime(try await hit(after: 90)) == Self.freshTime + 60)
            #expect(server.requestCount == 1)
        }
    }
}
