import CaiyunWeather
import Foundation
import Logging
import OpenWeatherMap
import Places
import TestSupport

/// Single workloads to run under `valgrind --tool=callgrind`, which counts instructions and so
/// gives figures that stay put on a busy machine:
///
///     valgrind --tool=callgrind .build/release/weather-bench --profile package 40
///
/// Compare two counts (say 1 and 41 repetitions) to take the start-up work out.
enum Profile {
    static func run(_ workload: String, count: Int) throws {
        let request = CYRequest()
        switch workload {
        case "package": for _ in 0..<count { _ = try request.decode(example) }
        case "decodable":
            for _ in 0..<count { _ = try FastJSONDecoder(readsDirectly: false).decode(CYResponse.self, from: example) }
        case "jsondecoder": for _ in 0..<count { _ = try JSONDecoder().decode(CYResponse.self, from: example) }
        case "jsonserialization": for _ in 0..<count { _ = try JSONSerialization.jsonObject(with: example) }
        case "owm": for _ in 0..<count { _ = try OWMOneCall.decode(oneCall) }
        case "owm-jsondecoder": for _ in 0..<count { _ = try JSONDecoder().decode(OWMOneCall.self, from: oneCall) }
        case "gazetteer":
            let url = try Gazetteer.bundledURL()
            for _ in 0..<count { _ = try Gazetteer(contentsOf: url) }
        default:
            FileHandle.standardError.write(
                Data(
                    """
                    unknown workload \(workload); one of package, decodable, jsondecoder, jsonserialization, owm, \
                    owm-jsondecoder, gazetteer, disk-hit, memory-hit\n
                    """.utf8))
            exit(64)
        }
    }

    /// `count` answers from the memory cache through `CYRequest.perform()`, after one from a
    /// loopback server that fills it.
    static func memoryHits(count: Int) async throws {
        try await hits(count: count, memoryCapacity: CYClient.Configuration().cache.memoryCapacity) {
            endpoint, client in
            let request = CYRequest(endpoint: endpoint, client: client)
            return { _ = try await request.perform() }
        }
    }

    /// `count` answers from the disk cache (the memory level off), after one from a loopback
    /// server that fills it.
    static func diskHits(count: Int) async throws {
        try await hits(count: count, memoryCapacity: 0) { endpoint, client in
            { _ = try await client.fetch(endpoint) }
        }
    }

    /// Runs the operation `makeHit` makes `count` + 1 times against a client caching in a
    /// temporary folder, stopping if the loopback server saw more than the first request.
    private static func hits(
        count: Int, memoryCapacity: Int,
        _ makeHit: (CYEndpoint, CYClient) -> @Sendable () async throws -> Void
    ) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        var configuration = CYClient.Configuration()
        configuration.cache.memoryCapacity = memoryCapacity
        configuration.cache.directory = folder.url
        let response = CYResponse.example
        let clock = TestClock(response.serverTime.time.addingTimeInterval(60))
        let client = CYClient(configuration: configuration, logger: Logger(label: "profile"), now: clock.reading)
        try await LoopbackServer.run({ _ in .json(example) }) { server in
            var endpoint = CYEndpoint(token: "profileToken", coordinate: response.coordinate)
            endpoint.baseURL = server.baseURL
            endpoint.language = .englishUS
            endpoint.measurementSystem = .imperial
            let hit = makeHit(endpoint, client)
            for _ in 0...count { try await hit() }
            guard server.requestCount == 1 else { fatalError("\(server.requestCount) requests: the hits missed") }
        }
    }
}
