import Foundation
import ServerTestSupport

extension Figures {
    /// What wrk said of one run.
    struct WrkRun {
        var requestsPerSecond: Double
        var p99: String
        var errors: [String]
    }

    /// wrk with 16 connections for `seconds` against `url`.
    func wrk(_ url: String, seconds: Int) async throws -> WrkRun {
        let output = try await shell([
            "wrk", "-t2", "-c16", "-d\(seconds)s", "--latency", "-H", "X-Client-Key: bench", url,
        ])
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let rate = lines.first { $0.hasPrefix("Requests/sec") }?.split(separator: " ").last.flatMap { Double($0) }
        let p99 = lines.first { $0.hasPrefix("99%") }?.split(separator: " ").last.map(String.init) ?? "?"
        let errors = lines.filter { $0.contains("Non-2xx") || $0.contains("Socket errors") }
        return WrkRun(requestsPerSecond: rate ?? 0, p99: p99, errors: errors)
    }

    /// One run of hey: its p99, its latency percentiles and its statuses.
    struct HeyRun {
        /// The 99th percentile, such as "2.40 ms".
        var p99: String
        /// The 50th, 90th, 99th percentiles and the slowest, such as "50% 0.9 ms, 90% 1.2 ms, …".
        var distribution: String
        /// The status code distribution.
        var statuses: String
    }

    /// hey at a fixed `rate` (16 workers) for `seconds`.
    func hey(_ url: String, rate: Int, seconds: Int) async throws -> HeyRun {
        let output = try await shell([
            "hey", "-z", "\(seconds)s", "-c", "16", "-q", String(format: "%.2f", Double(rate) / 16), "-H",
            "X-Client-Key: bench", url,
        ])
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func milliseconds(_ prefix: String, field: Int) -> String {
            lines.first { $0.hasPrefix(prefix) }.flatMap { line in
                let parts = line.split(whereSeparator: \.isWhitespace)
                return parts.count > field ? Double(parts[field]) : nil
            }.map { String(format: "%.2f ms", $0 * 1000) } ?? "?"
        }
        let percentiles = ["50%", "90%", "99%"].map { "\($0) \(milliseconds("\($0) in", field: 2))" }
        let statuses = lines.drop { !$0.hasPrefix("Status code distribution") }.dropFirst().prefix { $0.hasPrefix("[") }
        return HeyRun(
            p99: milliseconds("99% in", field: 2),
            distribution: (percentiles + ["slowest \(milliseconds("Slowest:", field: 1))"]).joined(separator: ", "),
            statuses: statuses.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: " "))
    }

    /// The same body from a bare Hummingbird route, in a process of its own (this program with
    /// `--baseline`); its base URL.
    func startBaseline(body: Data) async throws -> (child: Child, baseURL: String) {
        let bodyFile = logDirectory.appendingPathComponent("baseline-body.json")
        try body.write(to: bodyFile)
        let output = logDirectory.appendingPathComponent("baseline.out")
        let child = try Child.spawn([CommandLine.arguments[0], "--baseline", bodyFile.path], output: output)
        for _ in 0..<600 {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, text.contains("\n"),
                let port = line.split(separator: ":").last.flatMap({ Int($0) })
            {
                return (child, "http://127.0.0.1:\(port)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        child.signal(SIGKILL)
        throw BenchError("the baseline server did not say where it listens")
    }

    /// The least share of the bare route's throughput the memory route should keep: the edge's
    /// protections (keys, limits, headers, metrics) may cost at most 15% of the hottest path.
    static let loadRatioFloor = 0.85

    /// The gateway's memory route against the baseline, alternating runs of wrk, then both at a
    /// fixed rate with hey.
    func baseline(gateway: GatewayProcess, path: String, body: Data, seconds: Int) async throws {
        let (child, baseURL) = try await startBaseline(body: body)
        defer { child.signal(SIGTERM) }
        // Pairs of runs, the order swapped from pair to pair; the figure is the median of the
        // pairs' own ratios, so a stretch of time the shared machine is slower counts once.
        let pairs = 6
        var gatewayRuns: [WrkRun] = []
        var baselineRuns: [WrkRun] = []
        for pair in 0..<pairs {
            if pair.isMultiple(of: 2) {
                baselineRuns.append(try await wrk(baseURL + path, seconds: seconds))
                gatewayRuns.append(try await wrk(gateway.baseURL + path, seconds: seconds))
            } else {
                gatewayRuns.append(try await wrk(gateway.baseURL + path, seconds: seconds))
                baselineRuns.append(try await wrk(baseURL + path, seconds: seconds))
            }
        }
        let ratios = zip(gatewayRuns, baselineRuns).map { $0.requestsPerSecond / max($1.requestsPerSecond, 1) }
        let sorted = ratios.sorted()
        let median = (sorted[(pairs - 1) / 2] + sorted[pairs / 2]) / 2
        let gatewayRate = gatewayRuns.map(\.requestsPerSecond).reduce(0, +) / Double(pairs)
        let baselineRate = baselineRuns.map(\.requestsPerSecond).reduce(0, +) / Double(pairs)
        report(
            "FIGURE gateway memory route vs a bare Hummingbird route, same \(body.count)-byte body ",
            "(wrk, 16 connections, \(pairs) pairs of runs of \(seconds) s each, in alternating order): ",
            "\(Int(gatewayRate)) vs \(Int(baselineRate)) requests/s on average (their ratio ",
            String(format: "%.2f", gatewayRate / max(baselineRate, 1)), "), ratio ",
            String(format: "%.2f", median), " (the median of the pairs' ratios; floor \(Self.loadRatioFloor)",
            median < Self.loadRatioFloor ? ": BELOW THE FLOOR" : "", "); pairs ",
            ratios.map { String(format: "%.2f", $0) }.joined(separator: ", "), "; p99 ",
            "\(gatewayRuns.map(\.p99).joined(separator: ", ")) vs \(baselineRuns.map(\.p99).joined(separator: ", "))",
            gatewayRuns.flatMap(\.errors).isEmpty ? "" : "; " + gatewayRuns.flatMap(\.errors).joined(separator: "; "))
        let fixedRate = 2_000
        let gatewayFixed = try await hey(gateway.baseURL + path, rate: fixedRate, seconds: seconds)
        let baselineFixed = try await hey(baseURL + path, rate: fixedRate, seconds: seconds)
        report(
            "FIGURE p99 at \(fixedRate) requests/s (hey, 16 workers, \(seconds) s): gateway memory route ",
            "\(gatewayFixed.p99), bare route \(baselineFixed.p99); statuses \(gatewayFixed.statuses)")
    }
}
