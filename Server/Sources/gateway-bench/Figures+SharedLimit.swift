import Foundation

extension Figures {
    /// One client key against 4 gateways on one database, asking faster than its limit for
    /// `duration` seconds: the requests let through, against what the limit allows in that time.
    func sharedLimit(duration: Int) async throws {
        let deployment = "bench-limit-\(UUID().uuidString.prefix(8))"
        let rate = 50.0
        let burst = 2 * rate
        var instances: [GatewayProcess] = []
        for _ in 0..<4 {
            instances.append(try await gateway(["--deployment", deployment, "--rate-limit", "\(Int(rate))"]))
        }
        // Warm the answer, so what is measured is the limit, not the upstream.
        _ = await HTTPLoad.get(instances[0].baseURL + HTTPLoad.place(900))
        let started = ContinuousClock.now
        var allowed = 0
        var refused = 0
        var failed = 0
        while ContinuousClock.now - started < .seconds(duration) {
            let urls = (0..<64).map { instances[$0 % instances.count].baseURL + HTTPLoad.place(900) }
            for answer in await HTTPLoad.getAll(urls, width: 32) {
                switch answer.status {
                case 200: allowed += 1
                case 429: refused += 1
                default: failed += 1
                }
            }
        }
        let seconds = secondsValue(ContinuousClock.now - started)
        // The first request of the warm-up came from the same bucket.
        let expected = burst + rate * seconds - 1
        report(
            "FIGURE shared rate limit, 4 gateways, one key at \(Int(rate))/s (bursts of \(Int(burst))): ",
            "\(allowed) allowed of \(allowed + refused + failed) in \(String(format: "%.1f", seconds)) s; ",
            "allowed / configured \(String(format: "%.3f", Double(allowed) / expected)) (target 0.9 to 1.1); ",
            "\(failed) failed")
        for instance in instances { await instance.stop() }
    }
}
