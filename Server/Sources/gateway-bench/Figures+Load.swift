import Foundation

extension Figures {
    /// The memory route against a bare Hummingbird route (see ``baseline(gateway:path:body:seconds:)``),
    /// and p99 from PostgreSQL (no memory level) at 500 requests per second, with every statement
    /// logged (the benchmark's database) and without (a second one started by `script`).
    func throughput(duration: Int, script: String) async throws {
        let deployment = "bench-load-\(UUID().uuidString.prefix(8))"
        let path = HTTPLoad.place(700)
        let memory = try await gateway(["--deployment", deployment, "--expiration", "3600"])
        let warm = await HTTPLoad.get(memory.baseURL + path)
        answers.append(warm)
        report("  body size \(warm.body.count) bytes")
        try await baseline(gateway: memory, path: path, body: warm.body, seconds: duration)
        await memory.stop()

        let logged = try await gateway(["--deployment", deployment, "--expiration", "3600", "--memory-capacity", "0"])
        answers.append(await HTTPLoad.get(logged.baseURL + path))
        let loggedFigures = try await hey(logged.baseURL + path, rate: 500, seconds: duration)
        await logged.stop()

        let quietURL =
            try await shell([script, "start"]).split(separator: "\n").last.map(String.init) ?? ""
        let quietFigures: (p99: String, statuses: String)
        do {
            let quiet = try await GatewayProcess.start(
                ["--postgres", quietURL, "--deployment", deployment, "--expiration", "3600", "--memory-capacity", "0"],
                environment: environment, logDirectory: logDirectory)
            gateways.append(quiet)
            answers.append(await HTTPLoad.get(quiet.baseURL + path))
            quietFigures = try await hey(quiet.baseURL + path, rate: 500, seconds: duration)
            await quiet.stop()
            try await shell([script, "stop", quietURL])
        } catch {
            _ = try? await shell([script, "stop", quietURL])
            throw error
        }
        report(
            "FIGURE gateway from PostgreSQL (hey, 16 workers at 500 requests/s, \(duration) s): p99 ",
            "\(quietFigures.p99) with statement logging off (target at most 5 ms), \(loggedFigures.p99) with every ",
            "statement logged; statuses \(quietFigures.statuses) / \(loggedFigures.statuses)")
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
