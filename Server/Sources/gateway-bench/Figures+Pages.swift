import Foundation
import ServerTestSupport

extension Figures {
    /// Requests per second and p99 from memory for one place's page and for the same place's
    /// JSON from the API route, with wrk (16 connections) against one gateway in the same run;
    /// the target is a page costing at most twice the JSON.
    func pages(duration: Int) async throws {
        let deployment = "bench-pages-\(UUID().uuidString.prefix(8))"
        let gateway = try await gateway([
            "--deployment", deployment, "--expiration", "3600", "--public-pages", "--page-rate-limit", "1000000",
        ])
        // Beijing as the gazetteer has it, so the page and the API route ask for the same place.
        let json =
            gateway.baseURL
            + "/v2.6/app/116.3972,39.9075/weather?lang=en_US&unit=metric:v2&alert=true&dailysteps=7&hourlysteps=48"
        let page = gateway.baseURL + "/Beijing"
        let pageAnswer = await HTTPLoad.get(page)
        answers.append(pageAnswer)
        answers.append(await HTTPLoad.get(json))
        report("  page \(pageAnswer.body.count) bytes, status \(pageAnswer.status)")
        var rates: [Double] = []
        for (name, url, headers) in [
            ("JSON (API route)", json, ["-H", "X-Client-Key: bench"]),
            ("page", page, ["-H", "User-Agent: Mozilla/5.0 gateway-bench"]),
        ] {
            let wrk = try await shell(["wrk", "-t2", "-c16", "-d\(duration)s", "--latency"] + headers + [url])
            let lines = wrk.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let rate = lines.first { $0.hasPrefix("Requests/sec") }?.split(separator: " ").last.map(String.init) ?? "?"
            let p99 = lines.first { $0.hasPrefix("99%") }?.split(separator: " ").last.map(String.init) ?? "?"
            let errors = lines.filter { $0.contains("Non-2xx") || $0.contains("Socket errors") }
            rates.append(Double(rate) ?? 0)
            report(
                "FIGURE \(name) from memory (wrk, 16 connections, \(duration) s): \(rate) requests/s, p99 \(p99)",
                errors.isEmpty ? "" : ", " + errors.joined(separator: "; "))
        }
        let ratio = rates[1] > 0 ? rates[0] / rates[1] : .infinity
        report(
            "FIGURE a page costs \(String(format: "%.2f", ratio))x the JSON route per request ",
            "(target at most 2x); upstream calls for both: \(upstream.calls.filter { $0.path.contains("116.3972") }.count)"
        )
        await gateway.stop()
    }
}
