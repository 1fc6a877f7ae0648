import Foundation

extension Figures {
    /// Latencies at `rate` requests per second spread evenly in time: 16 hey processes of one
    /// worker each at a sixteenth of the rate, started a sixteenth of their period apart, with
    /// every request's time merged. (One hey process with 16 rate-limited workers sends bursts:
    /// its workers' tickers start together, so 16 requests arrive at once every 32 ms at 500/s.)
    /// hey's CSV lists answered requests only, so the statuses end with how many of the requests
    /// the rate calls for were answered.
    func evenHey(_ url: String, rate: Int, seconds: Int) async throws -> HeyRun {
        let workers = 16
        let period = Double(workers) / Double(rate)
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<workers {
                group.addTask {
                    try await Task.sleep(for: .seconds(period * Double(index) / Double(workers)))
                    return try await shell([
                        "hey", "-z", "\(seconds)s", "-c", "1", "-q", String(format: "%.3f", 1 / period), "-o", "csv",
                        "-H", "X-Client-Key: bench", url,
                    ])
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var times: [Double] = []
        var statuses: [String: Int] = [:]
        for output in outputs {
            let rows = output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
            guard let header = rows.first, let time = header.firstIndex(of: "response-time"),
                let status = header.firstIndex(of: "status-code")
            else { continue }
            for row in rows.dropFirst() where row.count > max(time, status) {
                statuses[row[status], default: 0] += 1
                if let seconds = Double(row[time]) { times.append(seconds) }
            }
        }
        times.sort()
        func percentile(_ fraction: Double) -> String {
            times.isEmpty
                ? "?"
                : String(format: "%.2f ms", times[min(times.count - 1, Int(Double(times.count) * fraction))] * 1000)
        }
        let slowest = times.last.map { String(format: "%.2f ms", $0 * 1000) } ?? "?"
        return HeyRun(
            p99: percentile(0.99),
            distribution: "50% \(percentile(0.5)), 90% \(percentile(0.9)), 99% \(percentile(0.99)), slowest \(slowest)",
            statuses: statuses.sorted { $0.key < $1.key }.map { "[\($0.key)] \($0.value) responses" }.joined(
                separator: " ") + " (\(times.count) answered of \(rate * seconds) due)")
    }
}
