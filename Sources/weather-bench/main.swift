// Benchmarks for the cache and decoding layers. Run in release mode:
//
//     swift run -c release weather-bench
//     swift run -c release weather-bench reliability    (faults and load; needs `swift build -c release` first)
//
// Each figure prints as one `name: value` line; lines starting with `#` give detail.
import CaiyunWeather
import Foundation
import Logging
import TestSupport

if CommandLine.arguments.dropFirst().first == "reliability" {
    try await Reliability.run()
    exit(0)
}

let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 15
let example = try CYRequest.exampleData()
let exampleResponse = try CYRequest.exampleResponse()
let place = exampleResponse.coordinate
/// A clock one minute after the example's `server_time`, so cached copies count as fresh.
let clock = TestClock(exampleResponse.serverTime.time.addingTimeInterval(60))
let cacheFolder = try TemporaryDirectory()
defer { cacheFolder.cleanUp() }

/// Serves the example for whatever place the path names.
@Sendable func serveExample(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
    let parts = request.path.split(separator: "/")
    let lonLat = parts.count > 2 ? parts[2].split(separator: ",").compactMap { Double($0) } : []
    guard lonLat.count == 2, var object = try? JSONSerialization.jsonObject(with: example) as? [String: Any] else {
        return .json("{}", status: 400)
    }
    object["location"] = [lonLat[1], lonLat[0]]
    return .json((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
}

func makeRequest(_ server: LoopbackServer, _ client: CYClient, latitude: Double, longitude: Double, folder: String) -> CYRequest {
    var endpoint = CYEndpoint(token: "benchmarkToken", coordinate: CYCoordinate(latitude: latitude, longitude: longitude))
    endpoint.baseURL = server.baseURL
    endpoint.language = .englishUS
    endpoint.measurementSystem = .imperial
    let request = CYRequest(endpoint: endpoint, client: client)
    request.localContentUrl = cacheFolder.url.appendingPathComponent(folder)
    return request
}

try await LoopbackServer.run(serveExample) { server in
    // 1. Coalescing: 1,000 concurrent requests over 100 places.
    let coalescingClient = CYClient(configuration: .init(http: .init(timeout: 30)), logger: Logger(label: "bench"), now: clock.reading)
    let started = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<1_000 {
            let request = makeRequest(server, coalescingClient, latitude: 30 + Double(index % 100) / 100, longitude: 110, folder: "coalescing")
            group.addTask { _ = try await request.perform() }
        }
        try await group.waitForAll()
    }
    print("coalesced_upstream_calls: \(server.requestCount)")
    print("# 1000 concurrent requests over 100 places in \(ContinuousClock.now - started); target exactly 100")

    // 2 and 3. Cache hits against a full decode, interleaved.
    let memoryClient = CYClient(configuration: .init(http: .init(timeout: 30)), logger: Logger(label: "bench"), now: clock.reading)
    var diskOnly = CYClient.Configuration(http: .init(timeout: 30))
    diskOnly.cache.memoryCapacity = 0
    let diskClient = CYClient(configuration: diskOnly, logger: Logger(label: "bench"), now: clock.reading)
    let memoryRequest = makeRequest(server, memoryClient, latitude: place.latitude, longitude: place.longitude, folder: "hits")
    let diskRequest = makeRequest(server, diskClient, latitude: place.latitude, longitude: place.longitude, folder: "hits")
    guard try await memoryRequest.fetch().source == .network, try await memoryRequest.fetch().source == .memory,
          try await diskRequest.fetch().source == .disk
    else { fatalError("the cache did not warm up") }

    let decoder = CYRequest()
    var memory = Comparison()
    var disk = Comparison()
    var decodeTimes: [Double] = []
    for _ in 0..<rounds {
        let decode = try Measure.perOperation(40) { _ = try decoder.decode(example) }
        decodeTimes.append(decode)
        memory.first.append(try await Measure.perOperation(2_000) { _ = try await memoryRequest.perform() })
        memory.second.append(decode)
        disk.first.append(try await Measure.perOperation(40) { _ = try await diskRequest.perform() })
        disk.second.append(decode)
    }
    print("memory_hit_vs_decode: \(String(format: "%.5f", memory.ratio))")
    print("# memory hit \(Measure.micro(Measure.median(memory.first))), full decode \(Measure.micro(Measure.median(decodeTimes))); target below 0.01")
    print("disk_hit_vs_decode: \(String(format: "%.3f", disk.ratio))")
    print("# disk hit \(Measure.micro(Measure.median(disk.first))), full decode \(Measure.micro(Measure.median(decodeTimes))); target at most 1.2")
}

// 4. The package's typed decoding against JSONSerialization on the same bytes, interleaved.
var parsing = Comparison()
let decoder = CYRequest()
for _ in 0..<rounds {
    parsing.first.append(try Measure.perOperation(40) { _ = try decoder.decode(example) })
    parsing.second.append(try Measure.perOperation(40) { _ = try JSONSerialization.jsonObject(with: example) })
}
print("decode_vs_jsonserialization: \(String(format: "%.3f", parsing.ratio))")
print("# typed decode \(Measure.micro(Measure.median(parsing.first))), JSONSerialization \(Measure.micro(Measure.median(parsing.second))) for \(example.count) bytes; target at most 1.5")
