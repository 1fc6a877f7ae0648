import Foundation
import ServerTestSupport

extension Figures {
    /// Five rounds of 240 concurrent requests for 20 new places over 4 gateways on one database,
    /// the per-key limit lifted (`--rate-limit 10000`), upstream taking 200 ms, and two busy loops
    /// taking the machine's cores: every request should be answered 200, with one upstream call
    /// per place (the shared bucket refuses none, the leases coalesce every place).
    func contention() async throws {
        let deployment = "bench-contention-\(UUID().uuidString.prefix(8))"
        var instances: [GatewayProcess] = []
        for _ in 0..<4 {
            instances.append(try await gateway(["--deployment", deployment, "--rate-limit", "10000"]))
        }
        let busy = try (0..<2).map { _ in
            try Child.spawn(["/bin/sh", "-c", "while :; do :; done"], output: URL(fileURLWithPath: "/dev/null"))
        }
        defer { for loop in busy { loop.signal(SIGKILL) } }
        upstream.holdCalls(.milliseconds(200))
        defer { upstream.holdCalls(nil) }
        var rounds: [(answered: Int, refused: Int, calls: Int)] = []
        for round in 0..<5 {
            let places = (0..<20).map { 1_000 + round * 20 + $0 }
            let paths = places.map(HTTPLoad.place)
            let before = upstream.calls.count
            let urls = (0..<240).map { index in
                instances[index % instances.count].baseURL + paths[(index / instances.count) % paths.count]
            }
            let got = await HTTPLoad.getAll(urls, width: 240)
            let calls = upstream.calls.count - before
            rounds.append(
                (got.filter { $0.status == 200 }.count, got.filter { $0.status == 429 }.count, calls))
            report(
                "  round \(round + 1): \(rounds[round].answered) of 240 answered 200, ",
                "\(rounds[round].refused) refused 429, upstream calls \(calls) for 20 places")
        }
        for instance in instances { await instance.stop() }
        report(
            "FIGURE contention, 5 x 240 concurrent requests for 20 places, 4 gateways, 2 busy loops: ",
            "answered \(rounds.map(\.answered).reduce(0, +)) of 1200 (target 1200), ",
            "refused \(rounds.map(\.refused).reduce(0, +)) (target 0), ",
            "upstream calls \(rounds.map(\.calls).reduce(0, +)) (target 100)")
    }
}
