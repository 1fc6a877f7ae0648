import Foundation
import ServerTestSupport

/// The benchmark's figures, each against real gateway processes, one PostgreSQL and a fake upstream.
final class Figures {
    let databaseURL: String
    let upstream: FakeUpstream
    let environment: [String: String]
    let logDirectory: URL
    var gateways: [GatewayProcess] = []
    var answers: [HTTPLoad.Answer] = []
    var databaseStopped = false

    init(databaseURL: String, upstream: FakeUpstream, environment: [String: String], logDirectory: URL) {
        self.databaseURL = databaseURL
        self.upstream = upstream
        self.environment = environment
        self.logDirectory = logDirectory
    }

    func gateway(_ arguments: [String]) async throws -> GatewayProcess {
        let gateway = try await GatewayProcess.start(
            ["--postgres", databaseURL] + arguments, environment: environment, logDirectory: logDirectory)
        gateways.append(gateway)
        return gateway
    }

    /// 8 gateways, 100 places, 2 expiry windows, every gateway asking for every place at once.
    ///
    /// A duplicate is a call for a place less than the expiration after the previous call for it,
    /// while a fresh answer was already stored.
    func coalescing() async throws {
        let deployment = "bench-coalescing-\(UUID().uuidString.prefix(8))"
        let expiration = 30.0
        var instances: [GatewayProcess] = []
        for _ in 0..<8 {
            instances.append(try await gateway(["--deployment", deployment, "--expiration", String(Int(expiration))]))
        }
        let before = upstream.calls.count
        for window in 0..<2 {
            if window > 0 { try await Task.sleep(for: .seconds(expiration + 2)) }
            let windowStart = upstream.calls.count
            let started = ContinuousClock.now
            let urls = (0..<100).flatMap { place in instances.map { $0.baseURL + HTTPLoad.place(place) } }
            let got = await HTTPLoad.getAll(urls)
            answers += got
            let answered = got.filter { $0.status == 200 }.count
            let elapsed = ContinuousClock.now - started
            let windowCalls = upstream.calls.count - windowStart
            report(
                "  window \(window + 1): \(got.count) requests, \(answered) answered 200, ",
                "upstream calls \(windowCalls), in \(seconds(elapsed))")
            if elapsed > .seconds(expiration - 2) {
                report("  (the window outlasted the expiration: later calls are legitimate refreshes)")
            }
        }
        let calls = Array(upstream.calls[before...])
        var last: [String: Date] = [:]
        var duplicates = 0
        for call in calls {
            if let previous = last[call.path], call.time.timeIntervalSince(previous) < expiration - 1 {
                duplicates += 1
            }
            last[call.path] = call.time
        }
        report(
            "FIGURE upstream calls, 8 gateways x 100 places x 2 windows: ",
            "\(calls.count) (expected 200), duplicates \(duplicates)"
        )
        for instance in instances { await instance.stop() }
    }

    /// The lease holder is killed (-9) mid-call; another gateway answers once the lease runs out.
    /// Then a holder is frozen (SIGSTOP) past its lease, another takes over, and the frozen one's
    /// late answer must not replace the newer row.
    func takeover() async throws {
        let deployment = "bench-takeover-\(UUID().uuidString.prefix(8))"
        let lease = 3
        let holder = try await gateway(["--deployment", deployment, "--lease-seconds", String(lease)])
        let other = try await gateway(["--deployment", deployment, "--lease-seconds", String(lease)])
        let path = HTTPLoad.place(500)
        upstream.holdCalls(.seconds(30))
        let before = upstream.calls.count
        let abandoned = Task { await HTTPLoad.get(holder.baseURL + path) }
        while upstream.calls.count == before { try await Task.sleep(for: .milliseconds(10)) }
        holder.signal(SIGKILL)
        let killed = ContinuousClock.now
        upstream.holdCalls(nil)
        let answer = await HTTPLoad.get(other.baseURL + path)
        let waited = ContinuousClock.now - killed
        _ = await abandoned.value
        answers.append(answer)
        report(
            "FIGURE after kill -9 of the lease holder: status ",
            "\(answer.status), answered \(seconds(waited)) after the kill (lease \(lease) s; bound \(lease + 1) s)"
        )

        let frozen = try await gateway(["--deployment", deployment, "--lease-seconds", String(lease)])
        let successor = try await gateway(["--deployment", deployment, "--lease-seconds", String(lease)])
        let latePath = HTTPLoad.place(501)
        upstream.markBodies("first-call")
        upstream.holdCalls(.seconds(1))
        let callsBefore = upstream.calls.count
        let late = Task { await HTTPLoad.get(frozen.baseURL + latePath) }
        while upstream.calls.count == callsBefore { try await Task.sleep(for: .milliseconds(10)) }
        frozen.signal(SIGSTOP)
        try await Task.sleep(for: .seconds(lease) + .milliseconds(500))
        upstream.holdCalls(nil)
        upstream.markBodies("second-call")
        let fresh = await HTTPLoad.get(successor.baseURL + latePath)
        frozen.signal(SIGCONT)
        let lateAnswer = await late.value
        upstream.markBodies("")
        try await Task.sleep(for: .milliseconds(500))
        let stored = try await shell([
            "psql", databaseURL, "-tAc",
            "SELECT convert_from(body, 'UTF8') FROM weather_cache_responses WHERE namespace LIKE '\(deployment)/%'",
        ])
        let landed = occurrences(of: "first-call", in: stored)
        let lateBody = String(decoding: lateAnswer.body, as: UTF8.self)
        report(
            "FIGURE frozen holder: its own answer \(lateAnswer.status) ",
            "(\(occurrences(of: "first-call", in: lateBody)) first-call body), successor \(fresh.status); ",
            "late writes landed: \(landed), ",
            "stored row is the successor's: \(occurrences(of: "second-call", in: stored) == 1)")
        answers += [fresh, lateAnswer]
        for gateway in [other, frozen, successor] { await gateway.stop() }
    }
}
