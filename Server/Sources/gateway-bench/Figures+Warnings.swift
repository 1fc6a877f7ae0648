import Foundation
import ServerTestSupport

extension Figures {
    /// Thirty towns of Ireland (the offline place table's coordinates), where MeteoAlarm's
    /// Ireland feed is the only warning service.
    static let irishTowns: [(latitude: Double, longitude: Double)] = [
        (53.3331, -6.2489), (51.8980, -8.4706), (52.6647, -8.6231), (53.2724, -9.0510), (52.2583, -7.1119),
        (53.7189, -6.3478), (54.0000, -6.4167), (53.4597, -6.2181), (53.2028, -6.0983), (53.6528, -6.6814),
        (52.6542, -7.2522), (52.8436, -8.9864), (52.8408, -6.9261), (52.2704, -9.7026), (53.0344, -7.2998),
        (53.6085, -6.1831), (53.2158, -6.6669), (53.4228, -7.9372), (53.3417, -6.5442), (52.3342, -6.4575),
        (54.9500, -7.7333), (54.2697, -8.4694), (53.1408, -6.0631), (53.4508, -6.1544), (51.8117, -8.3986),
        (53.3658, -6.4956), (53.2739, -7.4889), (53.3850, -6.5936), (51.8833, -8.5833), (53.2859, -6.3734),
    ]

    /// 10,000 `/warnings` requests for 30 Irish towns through 4 gateways on one database, in one
    /// window: prints the MeteoAlarm feed requests they cost (target: 1, however many users).
    func warnings() async throws {
        let deployment = "bench-warnings-\(UUID().uuidString.prefix(8))"
        var instances: [GatewayProcess] = []
        for _ in 0..<4 { instances.append(try await gateway(["--deployment", deployment])) }
        let feed = "/feeds/meteoalarm-legacy-atom-ireland"
        let before = upstream.calls.filter { $0.path == feed }.count
        let urls = (0..<10_000).map { index in
            let town = Self.irishTowns[index % Self.irishTowns.count]
            return instances[index % instances.count].baseURL
                + String(format: "/warnings?latitude=%.4f&longitude=%.4f", town.latitude, town.longitude)
        }
        let started = ContinuousClock.now
        let got = await HTTPLoad.getAll(urls)
        let elapsed = started.duration(to: .now)
        answers += got.prefix(2)
        let calls = upstream.calls.filter { $0.path == feed }.count - before
        let failedStatuses = got.filter { $0.status != 200 }.map(\.status)
        let failed = failedStatuses.count
        for instance in instances { await instance.stop() }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        report(
            "FIGURE warnings: 10,000 /warnings requests for 30 towns in Ireland, 4 gateways, one window: ",
            "MeteoAlarm feed requests \(calls) (target 1); failed \(failed)",
            failed > 0 ? " (statuses \(Dictionary(grouping: failedStatuses, by: { $0 }).mapValues(\.count)))" : "",
            "; ",
            String(format: "%.0f requests/s", Double(got.count) / max(seconds, 0.001)))
    }
}
