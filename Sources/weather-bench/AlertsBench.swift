import Foundation
import TestSupport
import WeatherAlerts

/// The warnings library's figures on the largest recorded feed (MeteoAlarm Ireland, 593 KB,
/// 232 entries): reading it, matching a point and keeping the live warnings, against Python's
/// `xml.etree.ElementTree` (expat, in C) parsing the same bytes in the same run.
enum AlertsBench {
    static func run() throws {
        let body = try FixtureFiles.data(
            file: "meteoalarm_atom_legacy_ireland_tabs_meteoalert-api.xml", provider: "alerts/meteoalarm")
        let now = Date(timeIntervalSince1970: 1_670_454_350) // the feed's `updated`, 2022-12-07 23:05:50 UTC
        let dublin = WarningPlace(latitude: 53.3498, longitude: -6.2603, countryCode: "IE", names: ["Dublin"])
        if let mode = ProcessInfo.processInfo.environment["ALERTS_ONLY"] {
            for _ in 0..<10 {
                if mode == "tree" {
                    _ = try XMLDocumentReader.root(of: body, limits: .init())
                } else {
                    _ = try WarningService.meteoAlarm.read(body)
                }
            }
            return
        }
        let messages = try WarningService.meteoAlarm.read(body)
        var reads: [Double] = []
        var trees: [Double] = []
        var selections: [Double] = []
        var warnings: [OfficialWarning] = []
        for _ in 0..<15 {
            reads.append(try Measure.perOperation(5) { _ = try WarningService.meteoAlarm.read(body) })
            trees.append(try Measure.perOperation(5) { _ = try XMLDocumentReader.root(of: body, limits: .init()) })
            selections.append(
                Measure.perOperation(20) {
                    let matched = AreaMatcher(place: dublin).matching(messages, locating: .areas)
                    warnings = WarningSelection(now: now).select(matched)
                })
        }
        let read = Measure.median(reads)
        print("alerts_ireland_read_ms: \(String(format: "%.2f", read * 1e3))")
        print("# \(body.count) bytes, \(messages.count) entries read into warnings (XMLParser, then the model)")
        print("alerts_ireland_match_select_ms: \(String(format: "%.3f", Measure.median(selections) * 1e3))")
        print("# \(messages.count) entries → \(warnings.count) warnings for Dublin at the feed's time")
        let tree = Measure.median(trees)
        print("alerts_ireland_tree_ms: \(String(format: "%.2f", tree * 1e3))")
        print("# the XML alone into the reader's tree (XMLParser), as ElementTree builds its own")
        if let python = pythonParse(body) {
            print("alerts_ireland_python_elementtree_ms: \(String(format: "%.2f", python * 1e3))")
            print("alerts_ireland_read_ratio_to_python: \(String(format: "%.2f", read / python))")
            print("alerts_ireland_tree_ratio_to_python: \(String(format: "%.2f", tree / python))")
            print("# below 1 is faster than expat building its tree; the aim is no slower")
        }
    }

    /// Seconds per `ElementTree.fromstring` of `body` (median of 15 rounds of 5), or `nil`
    /// without `python3`.
    private static func pythonParse(_ body: Data) -> Double? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alerts-bench-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? body.write(to: file)) != nil else { return nil }
        let script = [
            "import sys, time, statistics, xml.etree.ElementTree as ET",
            "data = open(sys.argv[1], 'rb').read()",
            "rounds = []",
            "for _ in range(15):",
            "    start = time.perf_counter()",
            "    for _ in range(5): ET.fromstring(data)",
            "    rounds.append((time.perf_counter() - start) / 5)",
            "print(statistics.median(rounds))",
        ].joined(separator: "\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
