import Foundation
import ServerTestSupport

// gateway-bench POSTGRES-SCRIPT [SECONDS]: the server figures, printed as counts and ratios.
//
// Starts its own PostgreSQL with every statement logged, a fake upstream on 127.0.0.1 and
// weather-gateway processes (built next to this program), all on loopback.

@main
struct GatewayBench {
    static func main() async throws {
        let arguments = CommandLine.arguments
        // gateway-bench --fake-upstream: the stand-in for the APIs, until killed (for the contract check).
        if arguments.count == 2, arguments[1] == "--fake-upstream" {
            let upstream = try await FakeUpstream.start()
            report("fake upstream listening on port:\(upstream.port)")
            while !Task.isCancelled { try await Task.sleep(for: .seconds(3600)) }
            return
        }
        // gateway-bench --baseline BODY-FILE: the baseline server, in a process of its own.
        if arguments.count == 3, arguments[1] == "--baseline" {
            let body = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
            try await BaselineServer.run(body: body) { port in report("baseline listening on port:\(port)") }
            return
        }
        guard arguments.count >= 2 else {
            report("usage: gateway-bench POSTGRES-SCRIPT [LOAD-SECONDS]")
            return
        }
        let script = arguments[1]
        let loadSeconds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
        let databaseURL =
            try await shell([script, "start", "--log-statements"]).split(separator: "\n").last.map(String.init) ?? ""
        let serverLog = try await shell([script, "log", databaseURL]).trimmingCharacters(in: .whitespacesAndNewlines)
        let upstream = try await FakeUpstream.start()
        let marker = "TOKENMARKER" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let logDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gateway-bench-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: logDirectory, withIntermediateDirectories: true)

        let figures = Figures(
            databaseURL: databaseURL, upstream: upstream,
            environment: [
                "CAIYUN_TOKEN": marker, "CAIYUN_BASE_URL": upstream.baseURL.absoluteString,
                "WEATHER_ALERTS_BASE_URL": upstream.baseURL.absoluteString,
            ],
            logDirectory: logDirectory)
        // GATEWAY_BENCH_ONLY=limit (say) runs the named parts alone: coalescing, takeover, load,
        // postgres, pages, limit, contention, warnings, cells, refresh, secrecy, outage, and soak (only when named).
        let only = ProcessInfo.processInfo.environment["GATEWAY_BENCH_ONLY"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        func wanted(_ part: String) -> Bool { only?.contains(part) ?? true }
        do {
            if wanted("coalescing") {
                report("== upstream calls across 8 gateways")
                try await figures.coalescing()
            }
            if wanted("takeover") {
                report("== lease holder killed or frozen mid-call")
                try await figures.takeover()
            }
            // The soak runs only when asked for by name: 30 minutes, or GATEWAY_SOAK_MINUTES.
            if only?.contains("soak") == true {
                report("== soak")
                let minutes = ProcessInfo.processInfo.environment["GATEWAY_SOAK_MINUTES"].flatMap { Int($0) } ?? 30
                try await figures.soak(minutes: minutes)
            }
            if wanted("load") {
                report("== load")
                try await figures.throughput(duration: loadSeconds)
            }
            if wanted("postgres") {
                report("== from PostgreSQL at a fixed rate")
                try await figures.fromPostgres(duration: loadSeconds, script: script)
            }
            if wanted("pages") {
                report("== a place's page against the same place's JSON")
                try await figures.pages(duration: loadSeconds)
            }
            if wanted("limit") {
                report("== one client key across 4 gateways")
                try await figures.sharedLimit(duration: loadSeconds)
            }
            var dump = ""
            var log = ""
            if wanted("contention") {
                report("== contention: 4 gateways, busy cores, the limit lifted")
                try await figures.contention()
            }
            if wanted("warnings") {
                report("== official warnings: one feed request per country and window")
                try await figures.warnings()
            }
            if wanted("cells") {
                report("== nearby users share one call")
                try await figures.cells()
            }
            if wanted("refresh") {
                report("== refresh ahead and stale if error")
                try await figures.refreshAhead()
            }
            if wanted("secrecy") {
                report("== token secrecy")
                dump = try await shell(["pg_dump", "--data-only", databaseURL])
                log = (try? String(contentsOfFile: serverLog, encoding: .utf8)) ?? ""
                report(
                    "  upstream calls carrying the token: ",
                    "\(upstream.calls.filter { $0.path.contains(marker) }.count) of \(upstream.calls.count)"
                )
                let statements = occurrences(of: "statement:", in: log) + occurrences(of: "execute", in: log)
                report(
                    "  pg_dump \(dump.utf8.count) bytes, server log \(log.utf8.count) bytes ",
                    "(log_statement=all, \(statements) statements)")
            }
            if wanted("outage") {
                report("== PostgreSQL stopped mid-run")
                try await figures.outage(script: script)
            }
            if wanted("secrecy") {
                let gatewayLogs = figures.gateways.map(\.log).joined()
                let responses = figures.answers.map { $0.headers + String(decoding: $0.body, as: UTF8.self) }.joined()
                report(
                    "FIGURE token marker occurrences: pg_dump \(occurrences(of: marker, in: dump)), ",
                    "server log \(occurrences(of: marker, in: log)), ",
                    "gateway logs \(occurrences(of: marker, in: gatewayLogs)) (\(gatewayLogs.utf8.count) bytes), ",
                    "responses \(occurrences(of: marker, in: responses)) (\(figures.answers.count) responses)")
            }
        } catch {
            report("gateway-bench failed: \(error)")
        }
        for gateway in figures.gateways { await gateway.stop() }
        upstream.stop()
        if !figures.databaseStopped { _ = try? await shell([script, "stop", databaseURL]) }
    }
}
