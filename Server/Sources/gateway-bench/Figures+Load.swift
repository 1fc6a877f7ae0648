import Foundation

extension Figures {
    /// Requests per second and p99 from memory with wrk (16 connections), and p99 from PostgreSQL
    /// (no memory level) at 500 requests per second with hey.
    func throughput(duration: Int) async throws {
        let deployment = "bench-load-\(UUID().uuidString.prefix(8))"
        let path = HTTPLoad.place(700)
        let memory = try await gateway(["--deployment", deployment, "--expiration", "3600"])
        let warm = await HTTPLoad.get(memory.baseURL + path)
        answers.append(warm)
        report("  body size \(warm.body.count) bytes")
        let wrk = try await shell([
            "wrk", "-t2", "-c16", "-d\(duration)s", "--latency", "-H", "X-Client-Key: bench", memory.baseURL + path,
        ])
        let rate =
            wrk.split(separator: "\n").first { $0.contains("Requests/sec") }.map { $0.split(separator: " ").last ?? "" }
            ?? "?"
        let p99 =
            wrk.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("99%") }
            .map { $0.split(separator: " ").last ?? "" } ?? "?"
        let errors = wrk.split(separator: "\n").filter { $0.contains("Non-2xx") || $0.contains("Socket errors") }
        report(
            "FIGURE gateway from memory (wrk, 16 connections, \(duration) s): ",
            "\(rate) requests/s, p99 \(p99)\(errors.isEmpty ? "" : ", " + errors.joined(separator: "; "))"
        )

        let shared = try await gateway(["--deployment", deployment, "--expiration", "3600", "--memory-capacity", "0"])
        answers.append(await HTTPLoad.get(shared.baseURL + path))
        let hey = try await shell([
            "hey", "-z", "\(duration)s", "-c", "16", "-q", "31.25", "-H", "X-Client-Key: bench", shared.baseURL + path,
        ])
        let lines = hey.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let heyRate = lines.first { $0.hasPrefix("Requests/sec") }?.split(whereSeparator: \.isWhitespace).last ?? "?"
        let heyP99 =
            lines.first { $0.hasPrefix("99% in") }
            .flatMap { Double($0.split(separator: " ")[2]) }.map { String(format: "%.2fms", $0 * 1000) } ?? "?"
        let statuses = lines.drop { !$0.hasPrefix("Status code distribution") }.dropFirst().prefix { $0.hasPrefix("[") }
        report(
            "FIGURE gateway from PostgreSQL (hey, 16 workers at 500 requests/s, \(duration) s): ",
            "\(heyRate) requests/s, p99 \(heyP99) (target at most 5 ms); statuses \(statuses.joined(separator: " "))"
        )
        await memory.stop()
        await shared.stop()
    }

    /// Two gateways under steady load while PostgreSQL is stopped halfway: every request must answer.
    func outage(script: String) async throws {
        let deployment = "bench-outage-\(UUID().uuidString.prefix(8))"
        let instances = [
            try await gateway(["--deployment", deployment, "--expiration", "2"]),
            try await gateway(["--deployment", deployment, "--expiration", "2"]),
        ]
        var got: [HTTPLoad.Answer] = []
        for round in 0..<20 {
            if round == 10 {
                try await shell([script, "stop", databaseURL])
                databaseStopped = true
            }
            let urls = (0..<20).flatMap { place in instances.map { $0.baseURL + HTTPLoad.place(800 + place) } }
            got += await HTTPLoad.getAll(urls)
            try await Task.sleep(for: .milliseconds(500))
        }
        answers += got
        let answered = got.filter { $0.status == 200 }.count
        let percent = String(format: "%.1f", 100 * Double(answered) / Double(max(got.count, 1)))
        report("FIGURE PostgreSQL stopped mid-run: \(answered) of \(got.count) requests answered 200 (\(percent)%)")
        let logs = instances.map(\.log).joined()
        report(
            "  'PostgreSQL does not answer' logged ",
            "\(occurrences(of: "PostgreSQL does not answer", in: logs)) times by \(instances.count) gateways"
        )
        for instance in instances { await instance.stop() }
    }
}
