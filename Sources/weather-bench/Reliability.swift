import APICore
import CaiyunWeather
import Foundation
import Logging
import TestSupport

/// Reliability under faults and load, against servers on 127.0.0.1 only; every run is bounded
/// in count and time. The `weather` processes are the built executable (or `WEATHER_BINARY`).
enum Reliability {
    static let token = "reliabilityToken7"
    static let place = ["--lat", "26.6832", "--lon", "101.8551"]

    /// Prints every figure. `RELIABILITY_ONLY` (such as `race,memory`) picks sections,
    /// `RELIABILITY_RUNS` changes the 40 deadline-race runs and `RELIABILITY_PLACES` the 2,000 places.
    static func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let weather =
            environment["WEATHER_BINARY"].map { URL(fileURLWithPath: $0) } ?? BuiltProducts.executable("weather")
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let runs = Int(environment["RELIABILITY_RUNS"] ?? "") ?? 40
        let only = environment["RELIABILITY_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }
        print("# weather: \(weather.path)")
        if wanted("race") { try await deadlineRace(weather, folder, runs: runs) }
        if wanted("memory") { try await hugeBody(weather, folder) }
        if wanted("silent") { try await silentServer(weather, folder) }
        if wanted("shared") { for count in [8, 32] { try await sharedCache(weather, folder, processes: count) } }
        if wanted("places") {
            try await distinctPlaces(folder, count: Int(environment["RELIABILITY_PLACES"] ?? "") ?? 2_000)
        }
        if wanted("show") { try await longKeypoint(weather, folder) }
    }

    /// The environment of one `weather` process against `server`.
    static func environment(_ folder: TemporaryDirectory, _ server: URL, _ name: String) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "NO_COLOR": "1", "CAIYUN_TOKEN": token,
            "CAIYUN_BASE_URL": server.absoluteString,
            "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config-\(name)").path,
        ]
    }

    /// The bundled example, fresh now, for the place, language and unit the request names.
    @Sendable static func freshAnswer(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        let parts = request.path.split(separator: "/")
        let lonLat = parts.count > 2 ? parts[2].split(separator: ",").compactMap { Double($0) } : []
        guard lonLat.count == 2, let template = answerTemplate else { return .json("{}", status: 400) }
        let values = [
            "\"@location\"": "[\(lonLat[1]),\(lonLat[0])]",
            "\"@server_time\"": "\(Int(Date().timeIntervalSince1970))",
            "@lang": request.query["lang"] ?? "en_US",
            "@unit": request.query["unit"] ?? "metric",
        ]
        var body = Data()
        for (index, piece) in template.pieces.enumerated() {
            body.append(piece)
            if index < template.markers.count { body.append(contentsOf: (values[template.markers[index]] ?? "").utf8) }
        }
        return .json(body)
    }

    /// The example response cut where ``freshAnswer(_:)`` puts the request's place, time,
    /// language and units: serialized once and joined as bytes, so the server's own cost stays
    /// small beside the client's.
    static let answerTemplate: (pieces: [Data], markers: [String])? = {
        guard var object = try? JSONSerialization.jsonObject(with: CYResponse.exampleData) as? [String: Any]
        else { return nil }
        object["location"] = "@location"
        object["server_time"] = "@server_time"
        object["lang"] = "@lang"
        object["unit"] = "@unit"
        guard let serialized = try? JSONSerialization.data(withJSONObject: object) else { return nil }
        var pieces: [Data] = []
        var markers: [String] = []
        var rest = serialized[...]
        while true {
            let found = ["\"@location\"", "\"@server_time\"", "@lang", "@unit"].compactMap { marker in
                rest.firstRange(of: Data(marker.utf8)).map { (marker, $0) }
            }.min { $0.1.lowerBound < $1.1.lowerBound }
            guard let (marker, range) = found else { break }
            pieces.append(Data(rest[..<range.lowerBound]))
            markers.append(marker)
            rest = rest[range.upperBound...]
        }
        pieces.append(Data(rest))
        return (pieces, markers)
    }()

    /// `weather --timeout 1` against servers that answer just before, at and just after one
    /// second, so that the answer and the deadline meet.
    static func deadlineRace(_ weather: URL, _ folder: TemporaryDirectory, runs: Int) async throws {
        let request = LoopbackServer.RecordedRequest(
            path: "/v2.6/\(token)/101.8551,26.6832/weather", query: ["lang": "en_US", "unit": "metric:v2"])
        let body = freshAnswer(request).body
        let servers = try [980, 995, 1_000, 1_005].map { try FaultServer(.slow(delay: .milliseconds($0), body: body)) }
        defer { for server in servers { server.stop() } }
        var outcomes: [ChildProcess.Outcome] = []
        for batch in stride(from: 0, to: runs, by: servers.count) {
            let children = try (batch..<min(batch + servers.count, runs)).map { index in
                try ChildProcess(
                    weather, ["now"] + place + ["--timeout", "1", "--no-cache"],
                    environment: environment(folder, servers[index % servers.count].baseURL, "race\(index)"))
            }
            for child in children { outcomes.append(await child.wait(killingAfter: .seconds(15))) }
        }
        print("deadline_race_hung_runs: \(outcomes.filter(\.hung).count)")
        let answered = outcomes.filter { $0.status == 0 }.count
        let timedOut = outcomes.filter { $0.status == 1 }.count
        print(
            "# of \(runs) runs (answers after 0.980 to 1.005 s; killed after 15 s): answered \(answered), "
                + "timed out \(timedOut); target 0 hung")
    }

    /// Peak memory of `weather` against a 1 GiB body made on the fly, with and without a length.
    static func hugeBody(_ weather: URL, _ folder: TemporaryDirectory) async throws {
        var peaks: [Int] = []
        for declaringLength in [false, true] {
            let server = try FaultServer(.stream(size: 1 << 30, declaringLength: declaringLength))
            defer { server.stop() }
            let child = try ChildProcess(
                weather, ["now"] + place + ["--timeout", "60", "--no-cache"],
                environment: environment(folder, server.baseURL, "huge"))
            let outcome = await child.wait(killingAfter: .seconds(120))
            peaks.append(outcome.peakMemory)
            print(
                "# 1 GiB body \(declaringLength ? "with" : "without") Content-Length: "
                    + "peak \(outcome.peakMemory / 1_000_000) MB, \(describe(outcome)), "
                    + "\(server.bodyBytesSent / 1_000_000) MB sent")
        }
        print("peak_memory_1gib_body_mb: \((peaks.max() ?? 0) / 1_000_000)")
        print("# the larger of the two; target under 100")
    }

    /// Wall time of `weather --timeout 2` against a server that accepts and never answers.
    static func silentServer(_ weather: URL, _ folder: TemporaryDirectory) async throws {
        let server = try FaultServer(.silent)
        defer { server.stop() }
        var times: [Double] = []
        for index in 0..<3 {
            let child = try ChildProcess(
                weather, ["now"] + place + ["--timeout", "2", "--no-cache"],
                environment: environment(folder, server.baseURL, "silent\(index)"))
            times.append(await child.wait(killingAfter: .seconds(60)).seconds)
        }
        print("timeout_2s_wall_seconds: \(String(format: "%.2f", times.max() ?? .nan))")
        let each = times.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        print("# slowest of 3 runs (\(each) s), process start included; target at most 2.5")
    }

    /// `processes` `weather` processes started at once for one place with a shared cache directory.
    static func sharedCache(_ weather: URL, _ folder: TemporaryDirectory, processes: Int) async throws {
        let cache = folder.url.appendingPathComponent("shared-\(processes)").path
        try await LoopbackServer.run({ freshAnswer($0).delayed(by: .milliseconds(300)) }) { server in
            let children = try (0..<processes).map {
                try ChildProcess(
                    weather, ["now"] + place + ["--cache-dir", cache],
                    environment: environment(folder, server.baseURL, "shared\($0)"))
            }
            var failed = 0
            for child in children where await child.wait(killingAfter: .seconds(60)).status != 0 { failed += 1 }
            print("shared_cache_upstream_calls_\(processes): \(server.requestCount)")
            print("# \(processes) processes at once, \(failed) failed; target 1")
        }
    }

    /// 2,000 concurrent requests for distinct places through one client with default settings.
    static func distinctPlaces(_ folder: TemporaryDirectory, count: Int) async throws {
        try await LoopbackServer.run(freshAnswer) { server in
            let client = CYClient(logger: Logger(label: "reliability"))
            let started = ContinuousClock.now
            let failures = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<count {
                    var endpoint = CYEndpoint(
                        token: token, coordinate: CYCoordinate(latitude: 20 + Double(index) / 100, longitude: 110))
                    endpoint.baseURL = server.baseURL
                    let request = CYRequest(endpoint: endpoint, client: client)
                    request.localContentUrl = folder.url.appendingPathComponent("places")
                    group.addTask { (try? await request.perform()) == nil }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            print("distinct_places_upstream_calls: \(server.requestCount)")
            let elapsed = String(format: "%.1f", Measure.seconds(ContinuousClock.now - started))
            print(
                "# \(count) concurrent requests for distinct places in \(elapsed) s, \(failures) failed; "
                    + "target \(count)")
        }
    }

    /// `weather show` on a response whose keypoint is one unbroken run of 64,000 characters.
    static func longKeypoint(_ weather: URL, _ folder: TemporaryDirectory) async throws {
        var times: [Double] = []
        for length in [64_000, 128_000] {
            var object = try JSONSerialization.jsonObject(with: CYResponse.exampleData) as? [String: Any] ?? [:]
            var result = object["result"] as? [String: Any] ?? [:]
            result["forecast_keypoint"] = String(repeating: "多云转晴局部有雨", count: length / 8)
            object["result"] = result
            let file = folder.url.appendingPathComponent("keypoint-\(length).json")
            try JSONSerialization.data(withJSONObject: object).write(to: file)
            let child = try ChildProcess(
                weather, ["show", file.path],
                environment: environment(folder, URL(string: "http://127.0.0.1:9")!, "show"))
            let outcome = await child.wait(killingAfter: .seconds(120))
            times.append(outcome.seconds)
            print("# show with a \(length)-character keypoint: \(describe(outcome))")
        }
        print("show_64k_keypoint_seconds: \(String(format: "%.2f", times[0]))")
        let ratio = String(format: "%.1f", times[1] / times[0])
        print("# doubling the keypoint multiplies the time by \(ratio) (linear: about 2)")
    }

    /// How a run ended and how long it took.
    static func describe(_ outcome: ChildProcess.Outcome) -> String {
        let ending = outcome.hung ? "killed" : outcome.status.map { "exit \($0)" } ?? "ended by a signal"
        return "\(ending), \(String(format: "%.2f", outcome.seconds)) s"
    }
}
