import Foundation
import Places

/// The gazetteer's figures: how long a load takes, how long a search and a reverse look-up take
/// once it is loaded, and how much memory it holds.
enum PlacesBench {
    static func run() throws {
        let url = try Gazetteer.bundledURL()
        let before = residentBytes()
        let kept = try Gazetteer(contentsOf: url)
        let held = residentBytes().map { after in after - (before ?? after) }
        var loads: [Double] = []
        for _ in 0..<7 {
            loads.append(try Measure.perOperation(1) { _ = try Gazetteer(contentsOf: url) })
        }
        let queries = ["London", "New York", "北京", "晋城市", "zurich", "Springfield, IL", "São Paulo", "Nowhereville"]
        var searches: [Double] = []
        var nearest: [Double] = []
        for _ in 0..<15 {
            searches.append(Measure.perOperation(200) { for query in queries { _ = kept.search(query) } } / 8)
            nearest.append(
                Measure.perOperation(200) {
                    _ = kept.nearest(latitude: 39.9042, longitude: 116.4074)
                    _ = kept.nearest(latitude: 51.5, longitude: -0.13)
                    _ = kept.nearest(latitude: -40, longitude: -140)
                } / 3)
        }
        let suggestions = Measure.perOperation(5) { _ = kept.suggestions(for: "Lodnon") }
        print("gazetteer_load_ms: \(String(format: "%.1f", Measure.median(loads) * 1e3))")
        print("# \(kept.count) places from \(fileSize(url)) bytes; target: a few ms")
        print("gazetteer_search_microseconds: \(String(format: "%.2f", Measure.median(searches) * 1e6))")
        print(
            "# median per query over \(queries.count) queries (exact, word prefix, Chinese, region, none); target well under 1 ms"
        )
        print("gazetteer_nearest_microseconds: \(String(format: "%.2f", Measure.median(nearest) * 1e6))")
        print("gazetteer_suggestions_ms: \(String(format: "%.2f", suggestions * 1e3))")
        print("# near matches for a mistyped name, only asked for when a search finds nothing")
        if let held {
            print("gazetteer_resident_mb: \(String(format: "%.1f", Double(held) / 1_048_576))")
            print(
                "# resident memory the loaded gazetteer adds (the file mapped, the table and its indexes); target a few MB"
            )
        }
    }

    /// The process's resident memory, from `/proc/self/statm` (Linux only).
    private static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    }
}
