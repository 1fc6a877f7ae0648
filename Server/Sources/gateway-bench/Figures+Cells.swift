import Foundation
import ServerTestSupport

extension Figures {
    /// Where the cell figures ask: around People's Square, Shanghai.
    static let cellCentre = (latitude: 31.2304, longitude: 121.4737)

    /// The Caiyun realtime path for a point.
    static func realtime(_ point: (latitude: Double, longitude: Double)) -> String {
        String(format: "/v2.6/app/%.4f,%.4f/realtime?lang=zh_CN&unit=metric", point.longitude, point.latitude)
    }

    /// `count` points uniformly random within `radius` metres of ``cellCentre``, from a fixed seed.
    static func scatter(count: Int, radius: Double) -> [(latitude: Double, longitude: Double)] {
        var generator = SplitMix64(seed: 2026)
        return (0..<count).map { _ in
            let distance = radius * Double.random(in: 0...1, using: &generator).squareRoot()
            let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
            let north = distance * cos(angle) / 111_195
            let east = distance * sin(angle) / (111_195 * cos(cellCentre.latitude * .pi / 180))
            return (cellCentre.latitude + north, cellCentre.longitude + east)
        }
    }

    /// 10,000 requests at random points within 10 km of one centre, in one window, through 4
    /// gateways on one database: with 1 km cells (the default) and with `--share-within 0`, in
    /// the same run. Prints the upstream calls of each against the distinct cells asked, and the
    /// largest distance from a point asked to the centre it was answered for.
    func cells() async throws {
        let points = Self.scatter(count: 10_000, radius: 10_000)
        var figures: [String: (calls: Int, cells: Int, largest: Int, failed: Int)] = [:]
        for share in ["1000", "0"] {
            let deployment = "bench-cells-\(share)-\(UUID().uuidString.prefix(8))"
            var instances: [GatewayProcess] = []
            for _ in 0..<4 {
                instances.append(
                    try await gateway(["--deployment", deployment, "--share-within", share, "--expiration", "3600"]))
            }
            let before = upstream.calls.count
            let urls = points.enumerated().map {
                instances[$0.offset % instances.count].baseURL + Self.realtime($0.element)
            }
            let got = await HTTPLoad.getAll(urls)
            answers += got.prefix(4)
            let cells = got.compactMap { $0.fields["x-weather-cell"]?.split(separator: ";").first.map(String.init) }
            let distances = got.compactMap {
                $0.fields["x-weather-cell"]?.split(separator: "=").last.flatMap { Int($0) }
            }
            figures[share] = (
                upstream.calls.count - before, Set(cells).count, distances.max() ?? -1,
                got.filter { $0.status != 200 }.count
            )
            for instance in instances { await instance.stop() }
        }
        let shared = figures["1000"]!
        let unshared = figures["0"]!
        report(
            "FIGURE cells: 10,000 requests at random points within 10 km (seed 2026), 4 gateways, one window: ",
            "upstream calls \(shared.calls) with 1 km cells (\(shared.cells) distinct cells asked; target ≤ that), ",
            "\(unshared.calls) with --share-within 0; largest distance from a point to its cell's centre ",
            "\(shared.largest) m (target ≤ 750); failed \(shared.failed + unshared.failed)")
    }

    /// A steady 200 requests per second over 50 hot cells for 3 expiry windows of 10 s with a
    /// 300 ms upstream, refreshed ahead; the memory route (answers that never expire) under the
    /// same load first, in the same run. Then upstream failing for one window: every answer
    /// should still be 200, marked stale.
    func refreshAhead() async throws {
        let expiration = 10
        let hot = Self.scatter(count: 50, radius: 10_000)
        let memory = try await gateway([
            "--deployment", "bench-memory-\(UUID().uuidString.prefix(8))", "--expiration", "3600",
        ])
        let memoryURLs = hot.map { memory.baseURL + Self.realtime($0) }
        _ = await HTTPLoad.getAll(memoryURLs)
        let memoryRun = await HTTPLoad.paced(memoryURLs, rate: 200, seconds: 3 * expiration)
        await memory.stop()

        upstream.holdCalls(.milliseconds(300))
        defer { upstream.holdCalls(nil) }
        let refreshing = try await gateway([
            "--deployment", "bench-refresh-\(UUID().uuidString.prefix(8))", "--expiration", String(expiration),
            "--refresh-ahead", "3",
        ])
        let urls = hot.map { refreshing.baseURL + Self.realtime($0) }
        _ = await HTTPLoad.getAll(urls)
        let before = upstream.calls.count
        let refreshRun = await HTTPLoad.paced(urls, rate: 200, seconds: 3 * expiration)
        let refreshCalls = upstream.calls.count - before
        report(
            "FIGURE refresh ahead: 200 requests/s over 50 hot cells for 3 windows of \(expiration) s, 300 ms upstream: ",
            "p99 \(Self.milliseconds(Self.p99(refreshRun))) against the memory route's ",
            "\(Self.milliseconds(Self.p99(memoryRun))) in the same run (ratio ",
            String(format: "%.2f", Self.p99(refreshRun) / max(Self.p99(memoryRun), 1e-6)), "; target ≤ 1.5); ",
            "\(refreshRun.filter { $0.fields["cache-status"]?.contains("fwd=miss") == true }.count) of ",
            "\(refreshRun.count) waited for upstream; \(refreshCalls) upstream calls; ",
            "\(refreshRun.filter { $0.status != 200 }.count) failed")

        upstream.holdCalls(nil)
        upstream.fail(with: 503)
        defer { upstream.fail(with: nil) }
        let failingRun = await HTTPLoad.paced(urls, rate: 200, seconds: expiration + 2)
        let answered = failingRun.filter { $0.status == 200 }.count
        let stale = failingRun.filter { $0.fields["cache-status"]?.contains("fwd=stale") == true }.count
        let expired = failingRun.filter { $0.fields["x-cache"] == "stale" || $0.status != 200 }.count
        report(
            "FIGURE stale if error: upstream failing for one window (\(expiration + 2) s at 200 requests/s): ",
            "\(answered) of \(failingRun.count) answered 200 (target all); of the \(expired) asked after their answer ",
            "expired, \(stale) marked stale (target all)")
        await refreshing.stop()
    }

    /// The 99th percentile of the answers' times, in seconds.
    static func p99(_ answers: [HTTPLoad.Answer]) -> Double {
        let times = answers.map(\.seconds).sorted()
        return times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * 0.99))]
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
}
