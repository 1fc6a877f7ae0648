import Foundation
import ServerTestSupport

extension Figures {
    /// `minutes` minutes of a steady mix at 500 requests a second on one gateway over PostgreSQL:
    /// 400 a second on a place kept in memory (hey), 50 on places nobody asked for yet (each a
    /// call to the benchmark's upstream) and 50 on public pages. Each minute prints the gateway's
    /// resident memory and the hits' p99; the end prints how much memory grew over the last third
    /// of the run (10 minutes of a 30-minute soak; the memory cache fills in the first minutes)
    /// against a target of 2%, and the errors (any answer but 200; target none).
    func soak(minutes: Int) async throws {
        let gateway = try await gateway([
            "--deployment", "bench-soak-\(UUID().uuidString.prefix(8))", "--expiration", "60", "--public-pages",
            "--page-upstream-budget", "100000", "--page-rate-limit", "100000",
        ])
        let hot = gateway.baseURL + HTTPLoad.place(900)
        answers.append(await HTTPLoad.get(hot))
        let pages = ["/Beijing?format=3", "/Shanghai?format=3", "/London", "/Paris", "/Tokyo?format=3"].map {
            gateway.baseURL + $0
        }
        var resident: [Double] = []
        var errors = 0
        for minute in 0..<max(1, minutes) {
            // A new grid of places each minute: every one a miss, every one an upstream call.
            let misses = (0..<3_000).map { gateway.baseURL + Self.soakPlace(minute * 3_000 + $0) }
            async let missed = HTTPLoad.paced(misses, rate: 50, seconds: 60)
            async let paged = HTTPLoad.paced(pages, rate: 50, seconds: 60)
            let hit = try await hey(hot, rate: 400, seconds: 60)
            let (miss, page) = await (missed, paged)
            let failed = (miss + page).filter { $0.status != 200 }.count
            errors += failed
            resident.append(Self.residentMegabytes(of: gateway.child.pid))
            report(
                "  minute \(minute + 1): resident \(String(format: "%.1f", resident.last ?? 0)) MB, hits p99 \(hit.p99) ",
                "(\(hit.statuses)), \(miss.count) misses and \(page.count) pages, \(failed) not 200")
        }
        let tail = resident.suffix(max(2, resident.count / 3))
        let growth = ((tail.last ?? 0) - (tail.first ?? 0)) / max(tail.first ?? 1, 1) * 100
        report(
            "FIGURE soak, \(minutes) min at 500 requests/s (400 hits, 50 misses, 50 pages; PostgreSQL): resident ",
            resident.map { String(format: "%.0f", $0) }.joined(separator: " "), " MB; growth over the last ",
            "\(tail.count) min \(String(format: "%.1f", growth))% (target below 2%)\(growth >= 2 ? ": ABOVE THE TARGET" : ""); ",
            "\(errors) errors (target 0)")
        await gateway.stop()
    }

    /// The Caiyun-shaped path for the soak's place `index`: a grid 0.02° apart (two 1 km cells),
    /// 1,000 places a row from 20°N 100°E, so 30 minutes of misses (90,000) stay distinct places
    /// on the globe.
    static func soakPlace(_ index: Int) -> String {
        let longitude = 100 + Double(index % 1_000) * 0.02
        let latitude = 20 + Double(index / 1_000) * 0.02
        return "/v2.6/app/\(String(format: "%.4f,%.4f", longitude, latitude))/weather?lang=zh_CN&unit=metric"
    }

    /// The resident memory of process `pid`, in megabytes (Linux's /proc).
    static func residentMegabytes(of pid: pid_t) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return kilobytes / 1024
    }
}
