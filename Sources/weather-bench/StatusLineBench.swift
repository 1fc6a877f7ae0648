import Foundation
import TestSupport
import WeatherRuntime
import WeatherText

#if canImport(Glibc)
    import Glibc
#endif

/// `weather --format 3` end to end from a warm disk cache: in process (settings, the gazetteer,
/// the cache read, decoding, rendering; the runtime and status line the command runs on, without
/// its argument parsing), and as the built `weather` executable, a process start included. A loopback server stands in for Caiyun for the one call that warms
/// the cache; the timed runs must not reach it.
enum StatusLineBench {
    static let token = "statusBenchToken5"

    static func run() async throws {
        let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 31
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            let variables = [
                "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "CAIYUN_TOKEN": token,
                "CAIYUN_BASE_URL": server.baseURL.absoluteString,
                "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
            ]
            let arguments = [
                "39.9042,116.4074", "--format", "3", "--lang", "en", "--cache-dir",
                folder.url.appendingPathComponent("cache").path,
            ]
            let warm = try await inProcess(arguments, variables, folder)
            guard server.requestCount == 1 else { fatalError("the cache did not warm up") }
            print("# \(warm.trimmingCharacters(in: .newlines))")

            var times: [Double] = []
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                let line = try await inProcess(arguments, variables, folder)
                times.append(Measure.seconds(.now - start))
                guard line == warm else { fatalError("the line changed: \(line)") }
            }
            print("statusline_inprocess_ms: \(String(format: "%.2f", Measure.median(times) * 1e3))")
            print(
                "# median of \(rounds) in-process runs of `weather \(arguments.joined(separator: " "))`; target under 50 ms"
            )

            let binary =
                ProcessInfo.processInfo.environment["WEATHER_BINARY"].map { URL(fileURLWithPath: $0) }
                ?? BuiltProducts.executable("weather")
            guard FileManager.default.isExecutableFile(atPath: binary.path) else {
                print("# no \(binary.path): `swift build -c release --product weather` first to time the executable")
                return
            }
            // Interleaved with `weather --version`, which only starts and exits: the difference is
            // the status line's own work, the rest the process start shared by every command.
            var processTimes: [Double] = []
            var startTimes: [Double] = []
            for _ in 0..<rounds {
                let outcome = try ChildProcess(binary, arguments, environment: variables).finish()
                guard outcome.status == 0 else { fatalError("\(binary.path) exited with \(outcome.status ?? -1)") }
                processTimes.append(outcome.seconds)
                startTimes.append(try ChildProcess(binary, ["--version"], environment: variables).finish().seconds)
            }
            print("statusline_process_ms: \(String(format: "%.2f", Measure.median(processTimes) * 1e3))")
            print("# median of \(rounds) runs of \(binary.path), start to exit; target under 50 ms")
            print("statusline_process_start_ms: \(String(format: "%.2f", Measure.median(startTimes) * 1e3))")
            print("# `weather --version` in the same rounds: starting the process alone")
            guard server.requestCount == 1 else {
                let asked = server.requests.map { "\($0.path) \($0.query)" }.joined(separator: "\n")
                fatalError("a timed run of the executable reached the server:\n\(asked)")
            }
            print("# upstream calls: \(server.requestCount), the one that warmed the cache")
        }
    }

    /// One run of what the command does for `arguments` (a place, `--format 3 --lang en
    /// --cache-dir …`) in this process, through the runtime and the status line; returns the line.
    private static func inProcess(
        _ arguments: [String], _ variables: [String: String], _ folder: TemporaryDirectory
    ) async throws -> String {
        var settings = try WeatherSettings.load(
            configurationFolder: folder.url.appendingPathComponent("config"), environment: variables)
        settings.language = .en
        settings.cacheDirectory = folder.url.appendingPathComponent("cache")
        let loaded = try await WeatherRuntime(settings: settings).load(.text(arguments[0]))
        let line = StatusLine(
            format: try StatusFormat(arguments[2]), language: settings.language.display, units: settings.units.display)
        return line.render(loaded.weather, placeLabel: loaded.placeLabel) + "\n"
    }
}

extension ChildProcess {
    /// Waits for the process to end, blocking, so the time is not rounded up to a polling step.
    func finish() -> Outcome {
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else {
            return Outcome(status: nil, hung: false, seconds: Measure.seconds(.now - started), peakMemory: 0)
        }
        let exited = (status & 0x7F) == 0
        return Outcome(
            status: exited ? (status >> 8) & 0xFF : nil, hung: false, seconds: Measure.seconds(.now - started),
            peakMemory: Int(usage.ru_maxrss) * 1024)
    }
}
