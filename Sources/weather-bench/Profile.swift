import CaiyunWeather
import Foundation
import Logging
import OpenWeatherMap
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
        default:
            FileHandle.standardError.write(
                Data(
                    """
                    unknown workload \(workload); one of package, decodable, jsondecoder, jsonserialization, owm, \
                    owm-jsondecoder, disk-hit, memory-hit\n
                    """.utf8))
            exit(64)
        }
    }

    /// `count` answers from the memory cache through `CYRequest.perform()`, after one from a
    /// loopback server that fills it.
    static func memoryHits(count: Int) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        var configuration = CYClient.Configuration()
        configuration.cache.directory = folder.url
        let response = try CYRequest.exampleResponse()
        let clock = TestClock(response.serverTime.time.addingTimeInterval(60))
        let client = CYClient(configuration: configuration, logger: Logger(label: "profile"), now: clock.reading)
        try await LoopbackServer.run({ _ in .json(example) }) { server in
            var endpoint = CYEndpoint(token: "profileToken", coordinate: response.coordinate)
            endpoint.baseURL = server.baseURL
            endpoint.language = .englishUS
            endpoint.measurementSystem = .imperial
            let request = CYRequest(endpoint: endpoint, client: client)
            request.localContentUrl = folder.url
            for _ in 0...count { _ = try await request.perform() }
            guard server.requestCount == 1 else { fatalError("\(server.requestCount) requests: the hits missed") }
        }
    }

    /// `count` answers from the disk cache (the memory level off), after one from a loopback
    /// server that fills it.
    static func diskHits(count: Int) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        var configuration = CYClient.Configuration()
        configuration.cache.memoryCapacity = 0
        configuration.cache.directory = folder.url
        let response = try CYRequest.exampleResponse()
        let clock = TestClock(response.serverTime.time.addingTimeInterval(60))
        let client = CYClient(configuration: configuration, logger: Logger(label: "profile"), now: clock.reading)
        try await LoopbackServer.run({ _ in .json(example) }) { server in
            var endpoint = CYEndpoint(token: "profileToken", coordinate: response.coordinate)
            endpoint.baseURL = server.baseURL
            endpoint.language = .englishUS
            endpoint.measurementSystem = .imperial
            for _ in 0...count { _ = try await client.fetch(endpoint) }
            guard server.requestCount == 1 else { fatalError("\(server.requestCount) requests: the hits missed") }
        }
    }
}
