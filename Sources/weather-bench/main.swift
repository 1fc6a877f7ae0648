// Benchmarks for the cache and decoding layers. Run in release mode:
//
//     swift run -c release weather-bench
//     swift run -c release weather-bench reliability    (faults and load; needs `swift build -c release` first)
//     swift run -c release weather-bench places         (the gazetteer: load, search, memory)
//     swift run -c release weather-bench statusline     (`weather --format 3` from a warm disk cache)
//     swift run -c release weather-bench startup        (the release archive's `weather` against the dynamic build)
//     swift run -c release weather-bench alerts         (the largest warnings feed: read, match, select)
//         ALERTS_ONLY=tree|read: 10 reads and nothing else, for counting instructions with
//         `valgrind --tool=callgrind`, which a busy machine does not disturb
//
// Each figure prints as one `name: value` line; lines starting with `#` give detail.
import CaiyunWeather
import Foundation
import Logging
import OpenWeatherMap
import TestSupport

if CommandLine.arguments.dropFirst().first == "reliability" {
    try await Reliability.run()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "places" {
    try PlacesBench.run()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "startup" {
    try StartupBench.run()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "alerts" {
    try AlertsBench.run()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "statusline" {
    try await StatusLineBench.run()
    exit(0)
}

let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 15
let example = CYResponse.exampleData

let oneCall = try FixtureFiles.data("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap")

// `weather-bench --profile WHAT N` repeats one workload N times and prints nothing: a steady load
// for `valgrind --tool=callgrind`, whose instruction counts stay put on a busy machine.
if let flag = CommandLine.arguments.firstIndex(of: "--profile") {
    let arguments = Array(CommandLine.arguments.dropFirst(flag + 1))
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 100
    if arguments.first == "disk-hit" {
        try await Profile.diskHits(count: count)
    } else if arguments.first == "memory-hit" {
        try await Profile.memoryHits(count: count)
    } else {
        try Profile.run(arguments.first ?? "package", count: count)
    }
    exit(0)
}
let exampleResponse = CYResponse.example
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

func makeRequest(
    _ server: LoopbackServer, _ client: CYClient, latitude: Double, longitude: Double, folder: String
) -> CYRequest {
    var endpoint = CYEndpoint(
        token: "benchmarkToken", coordinate: CYCoordinate(latitude: latitude, longitude: longitude))
    endpoint.baseURL = server.baseURL
    endpoint.language = .englishUS
    endpoint.measurementSystem = .imperial
    let request = CYRequest(endpoint: endpoint, client: client)
    request.localContentUrl = cacheFolder.url.appendingPathComponent(folder)
    return request
}

try await LoopbackServer.run(serveExample) { server in
    // 1. Coalescing: 1,000 concurrent requests over 100 places.
    let coalescingClient = CYClient(
        configuration: .init(http: .init(timeout: 30)), logger: Logger(label: "bench"), now: clock.reading)
    let started = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<1_000 {
            let request = makeRequest(
                server, coalescingClient, latitude: 30 + Double(index % 100) / 100, longitude: 110, folder: "coalescing"
            )
            group.addTask { _ = try await request.perform() }
        }
        try await group.waitForAll()
    }
    print("coalesced_upstream_calls: \(server.requestCount)")
    print("# 1000 concurrent requests over 100 places in \(ContinuousClock.now - started); target exactly 100")

    // 2 and 3. Cache hits against a full decode, interleaved.
    let memoryClient = CYClient(
        configuration: .init(http: .init(timeout: 30)), logger: Logger(label: "bench"), now: clock.reading)
    var diskOnly = CYClient.Configuration(http: .init(timeout: 30))
    diskOnly.cache.memoryCapacity = 0
    let diskClient = CYClient(configuration: diskOnly, logger: Logger(label: "bench"), now: clock.reading)
    let memoryRequest = makeRequest(
        server, memoryClient, latitude: place.latitude, longitude: place.longitude, folder: "hits")
    let diskRequest = makeRequest(
        server, diskClient, latitude: place.latitude, longitude: place.longitude, folder: "hits")
    guard try await memoryRequest.fetch().source == .network, try await memoryRequest.fetch().source == .memory,
        try await diskRequest.fetch().source == .disk
    else { fatalError("the cache did not warm up") }

    // The baseline decodes the very bytes the disk hit reads, so the ratio is the cache's own cost.
    let hitsFolder = cacheFolder.url.appendingPathComponent("hits")
    guard
        let cached = try FileManager.default.contentsOfDirectory(atPath: hitsFolder.path).first(where: {
            !$0.hasPrefix(".")
        })
    else { fatalError("the disk hit's file is missing") }
    let cachedBody = try Data(contentsOf: hitsFolder.appendingPathComponent(cached))
    let decoder = CYRequest()
    var memory = Comparison()
    var disk = Comparison()
    var control = Comparison()
    var decodeTimes: [Double] = []
    for _ in 0..<rounds {
        let decode = try Measure.perOperation(40) { _ = try decoder.decode(cachedBody) }
        decodeTimes.append(decode)
        memory.first.append(try await Measure.perOperation(2_000) { _ = try await memoryRequest.perform() })
        memory.second.append(decode)
        // A disk hit and a decode in turn, operation by operation: the two are close enough
        // that minute-to-minute noise on a shared machine would otherwise decide the ratio.
        let (hit, sameRoundDecode) = try await Measure.alternating(
            40, { _ = try await diskRequest.perform() }, { _ = try decoder.decode(cachedBody) })
        disk.first.append(hit)
        disk.second.append(sameRoundDecode)
        // The method against itself: a decode timed as the disk hit is, beside the same decode.
        let (decodeFirst, decodeSecond) = try await Measure.alternating(
            40, { _ = try decoder.decode(cachedBody) }, { _ = try decoder.decode(cachedBody) })
        control.first.append(decodeFirst)
        control.second.append(decodeSecond)
    }
    let memoryHit = Measure.median(memory.first)
    print("memory_hit_vs_decode: \(String(format: "%.5f", memory.ratio))")
    print("memory_hit_microseconds: \(String(format: "%.2f", memoryHit * 1e6))")
    let fullDecode = Measure.micro(Measure.median(decodeTimes))
    print("# memory hit \(Measure.micro(memoryHit)), full decode \(fullDecode); target below 0.01 and under 2 µs")
    print("disk_hit_vs_decode: \(String(format: "%.3f", disk.pairedRatio))")
    print(
        "# disk hit \(Measure.micro(Measure.median(disk.first))), full decode of the same \(cachedBody.count) bytes \(Measure.micro(Measure.median(disk.second))); target at most 1.15"
    )
    print(
        "# the same timing of a decode against itself: \(String(format: "%.3f", control.pairedRatio)) (1 when the order of turns favours neither)"
    )
}

// 4. Decoding: the package's decoder against Foundation's on the same bytes and the same
// models, interleaved so each pair sees the same machine.
let decoder = CYRequest()
let foundationDecoder = JSONDecoder()
var parsing = Comparison()
var typed = Comparison()
var throughDecodable: [Double] = []
var openWeatherMap = Comparison()
for _ in 0..<rounds {
    let decode = try Measure.perOperation(40) { _ = try decoder.decode(example) }
    parsing.first.append(decode)
    parsing.second.append(try Measure.perOperation(40) { _ = try JSONSerialization.jsonObject(with: example) })
    typed.first.append(decode)
    typed.second.append(
        try Measure.perOperation(40) { _ = try foundationDecoder.decode(CYResponse.self, from: example) })
    let decodableOnly = FastJSONDecoder(readsDirectly: false)
    throughDecodable.append(
        try Measure.perOperation(40) { _ = try decodableOnly.decode(CYResponse.self, from: example) })
    openWeatherMap.first.append(try Measure.perOperation(100) { _ = try OWMOneCall.decode(oneCall) })
    openWeatherMap.second.append(
        try Measure.perOperation(100) { _ = try foundationDecoder.decode(OWMOneCall.self, from: oneCall) })
}
let decodeTime = Measure.micro(Measure.median(parsing.first))
let serializationTime = Measure.micro(Measure.median(parsing.second))
print("decode_vs_jsonserialization: \(String(format: "%.3f", parsing.ratio))")
print("# typed decode \(decodeTime), JSONSerialization \(serializationTime) for \(example.count) bytes; target 0.25")
print("decode_vs_jsondecoder: \(String(format: "%.3f", typed.ratio))")
print(
    """
    # typed decode \(decodeTime), JSONDecoder \(Measure.micro(Measure.median(typed.second))) into the same CYResponse; \
    through init(from:) alone \(Measure.micro(Measure.median(throughDecodable)))
    """)
print("owm_onecall_decode_vs_jsondecoder: \(String(format: "%.3f", openWeatherMap.ratio))")
print(
    """
    # OWMOneCall.decode \(Measure.micro(Measure.median(openWeatherMap.first))), \
    JSONDecoder \(Measure.micro(Measure.median(openWeatherMap.second))) for \(oneCall.count) bytes
    """)

// 5. Open-Meteo: its decoder against Foundation's, and its memory hit.
try await OpenMeteoBench.run(rounds: rounds)
