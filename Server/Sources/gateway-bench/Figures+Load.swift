import Foundation

extension Figures {
    /// The memory route against a bare Hummingbird route (see ``baseline(gateway:path:body:seconds:)``).
    func throughput(duration: Int) async throws {
        let path = HTTPLoad.place(700)
        let memory = try await gateway([
            "--deployment", "bench-load-\(UUID().uuidString.prefix(8))", "--expiration", "3600",
        ])
        let warm = await HTTPLoad.get(memory.baseURL + path)
        answers.append(warm)
        report("  body size \(warm.body.count) bytes")
        try await baseline(gateway: memory, path: path, body: warm.body, seconds: duration)
        await memory.stop()
    }

    /// p99 from PostgreSQL (no memory level) at 500 requests per second, with every statement
    /// logged (the benchmark's database) and without (a second one started by `script`); the
    /// memory route at the same rate shows what the database adds. Each gateway first serves 2 s
    /// of the load unmeasured, so that its connection pool has grown to what the load needs.
    ///
    /// The rate is measured twice: spread evenly in time (``evenHey(_:rate:seconds:)``), and as
    /// one hey process sends it, in bursts of 16.
    func fromPostgres(duration: Int, script: String) async throws {
        let deployment = "bench-postgres-\(UUID().uuidString.prefix(8))"
        let path = HTTPLoad.place(710)
        let arguments = ["--deployment", deployment, "--expiration", "3600"]
        func measure(_ gateway: GatewayProcess) async throws -> (even: HeyRun, bursts: HeyRun) {
            answers.append(await HTTPLoad.get(gateway.baseURL + path))
            _ = try await hey(gateway.baseURL + path, rate: 500, seconds: 2)
            let even = try await evenHey(gateway.baseURL + path, rate: 500, seconds: duration)
            let bursts = try await hey(gateway.baseURL + path, rate: 500, seconds: duration)
            await gateway.stop()
            return (even, bursts)
        }
        let memory = try await measure(try await gateway(arguments))
        let logged = try await measure(try await gateway(arguments + ["--memory-capacity", "0"]))
        let quietURL = try await shell([script, "start"]).split(separator: "\n").last.map(String.init) ?? ""
        let quiet: (even: HeyRun, bursts: HeyRun)
        do {
            let gateway = try await GatewayProcess.start(
                ["--postgres", quietURL] + arguments + ["--memory-capacity", "0"], environment: environment,
                logDirectory: logDirectory)
            gateways.append(gateway)
            quiet = try await measure(gateway)
            try await shell([script, "stop", quietURL])
        } catch {
            _ = try? await shell([script, "stop", quietURL])
            throw error
        }
        report(
            "FIGURE gateway from PostgreSQL at 500 requests/s spread evenly (16 hey workers, \(duration) s after 2 s ",
            "unmeasured): p99 \(quiet.even.p99) with statement logging off (target at most 5 ms), \(logged.even.p99) ",
            "with every statement logged; from memory \(memory.even.p99)")
        report(
            "FIGURE the same in hey's bursts of 16: p99 \(quiet.bursts.p99) logging off, \(logged.bursts.p99) logged, ",
            "\(memory.bursts.p99) from memory")
        for (name, run) in [
            ("logging off, even", quiet.even), ("logging off, bursts", quiet.bursts), ("logged, even", logged.even),
            ("logged, bursts", logged.bursts), ("memory, even", memory.even), ("memory, bursts", memory.bursts),
        ] {
            report("  \(name): \(run.distribution); \(run.statuses)")
        }
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
