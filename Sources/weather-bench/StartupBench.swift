import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `weather --format 3` on the bundled example (no token, no network) as two builds run it: the
/// release archive's, with the Swift standard library linked in (`Scripts/release`), and the
/// ordinary dynamic release build, in alternating pairs, so a busy machine slows both alike.
/// Prints each median, their ratio (target at most 0.75) and each peak memory.
///
///     Scripts/release --output /tmp/release && tar -C /tmp/release -xzf /tmp/release/caiyun-weather-*.tar.gz
///     swift build -c release --scratch-path .build/dynamic --product weather
///     WEATHER_STATIC_BINARY=$(echo /tmp/release/caiyun-weather-*/bin/weather) \
///         WEATHER_BINARY=.build/dynamic/release/weather swift run -c release weather-bench startup
enum StartupBench {
    static func run() throws {
        let pairs = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 20
        guard let staticPath = ProcessInfo.processInfo.environment["WEATHER_STATIC_BINARY"] else {
            print("# set WEATHER_STATIC_BINARY to the release archive's bin/weather (Scripts/release)")
            return
        }
        let staticBinary = URL(fileURLWithPath: staticPath)
        let dynamicBinary =
            ProcessInfo.processInfo.environment["WEATHER_BINARY"].map { URL(fileURLWithPath: $0) }
            ?? BuiltProducts.executable("weather")
        for binary in [staticBinary, dynamicBinary] where !FileManager.default.isExecutableFile(atPath: binary.path) {
            print("# no \(binary.path): build it first (see the comment at the top of StartupBench.swift)")
            return
        }
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        // As bare as `env -i`, but for where settings live.
        let variables = ["WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path, "NO_COLOR": "1"]
        var staticRuns: [ChildProcess.Outcome] = []
        var dynamicRuns: [ChildProcess.Outcome] = []
        for _ in 0..<pairs {
            for (binary, index) in [(staticBinary, 0), (dynamicBinary, 1)] {
                let outcome = try ChildProcess(binary, ["--format", "3"], environment: variables).finish()
                guard outcome.status == 0 else { fatalError("\(binary.path) exited with \(outcome.status ?? -1)") }
                if index == 0 { staticRuns.append(outcome) } else { dynamicRuns.append(outcome) }
            }
        }
        let staticTime = Measure.median(staticRuns.map(\.seconds))
        let dynamicTime = Measure.median(dynamicRuns.map(\.seconds))
        print("startup_static_ms: \(String(format: "%.2f", staticTime * 1e3))")
        print("startup_dynamic_ms: \(String(format: "%.2f", dynamicTime * 1e3))")
        print("startup_static_ratio: \(String(format: "%.2f", staticTime / dynamicTime))")
        print(
            "# median of \(pairs) alternating pairs of `weather --format 3` (the bundled example); target at most 0.75")
        let mebibytes = { (runs: [ChildProcess.Outcome]) in Double(runs.map(\.peakMemory).max() ?? 0) / 1_048_576 }
        print("startup_static_peak_mb: \(String(format: "%.1f", mebibytes(staticRuns)))")
        print("startup_dynamic_peak_mb: \(String(format: "%.1f", mebibytes(dynamicRuns)))")
    }
}
