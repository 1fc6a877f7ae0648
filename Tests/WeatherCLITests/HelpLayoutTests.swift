import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// The help as a person reads it at 80 columns: nothing re-wrapped out of alignment, and each
/// option's values listed once, by argument-parser.
@Suite("Help fits 80 columns and lists each option's values once")
struct HelpLayoutTests {
    static let root = WeatherCommand.helpMessage(columns: 80)
    static let now = WeatherCommand.helpMessage(for: NowCommand.self, columns: 80)

    @Test("no line of `weather --help` or `weather help now` is wider than 80 columns")
    func width() {
        for help in [Self.root, Self.now] {
            let wide = help.split(separator: "\n").filter { $0.count > 80 }
            #expect(wide.isEmpty, "\(wide)")
        }
    }

    @Test("the root help's lists are one item per line, short enough not to be re-wrapped")
    func rootLines() {
        let lines = Self.root.split(separator: "\n", omittingEmptySubsequences: false)
        for item in lines where item.hasPrefix("  --") || item.hasPrefix("  CAIYUN") || item.hasPrefix("  NO_COLOR") {
            #expect(item.count <= 76, "\(item)")
        }
        // A re-wrapped item would leave a line starting at column 0 in the middle of a list.
        for name in ["--units", "--provider", "CAIYUN_TOKEN", "OPENWEATHERMAP_API_KEY", "LANGUAGE"] {
            #expect(lines.contains { $0.hasPrefix("  \(name)") }, "\(name)")
        }
    }

    @Test("an option with (values: …) does not name all of them again, in its own help or the root's")
    func valuesOnce() throws {
        let entries = Self.entries(Self.now)
        let listed = entries.compactMap { entry -> (String, [String])? in
            guard let values = Self.values(in: entry) else { return nil }
            return (entry, values)
        }
        #expect(listed.count == 5, "provider, units, lang, aqi and color: \(listed.map(\.0))")
        for (entry, values) in listed {
            let rest = entry.replacingOccurrences(of: #"\(values: [^);]*"#, with: "", options: .regularExpression)
            let named = values.filter { Self.names($0, in: rest) }
            #expect(named.count < values.count, "\(entry)")
            let inRoot = values.filter { Self.names($0, in: Self.root) }
            #expect(inRoot.count < values.count, "root help names \(inRoot)")
        }
    }

    @Test("the help says which unit systems are Caiyun's")
    func caiyunUnits() {
        for help in [Self.root, Self.now] {
            let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flat.contains("metric:v1, metric:v2 and SI are Caiyun's"), "\(help)")
        }
    }

    @Test("Caiyun's own unit systems with OpenWeatherMap are a usage error naming OpenWeatherMap's")
    func openWeatherMapUnits() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        for units in ["metric:v1", "metric:v2", "SI"] {
            let result = await sandbox.run("now", "--provider", "openweathermap", "--units", units)
            #expect(result.exitCode == 64, "\(units): \(result.all)")
            #expect(result.error.contains("OpenWeatherMap has metric and imperial"), "\(result.error)")
        }
        #expect(await sandbox.run("config", "--provider", "openweathermap").exitCode == 0)
        let saved = await sandbox.run("forecast", "--units", "metric:v2")
        #expect(saved.exitCode == 64, "\(saved.all)")
        #expect(saved.error.contains("--units metric:v2 is one of Caiyun's unit systems"), "\(saved.error)")
    }

    /// Each option's help entry, its wrapped lines joined.
    static func entries(_ help: String) -> [String] {
        var entries: [String] = []
        for line in help.split(separator: "\n") {
            if line.hasPrefix("  -") {
                entries.append(String(line))
            } else if line.hasPrefix("    "), !entries.isEmpty {
                entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return entries
    }

    /// The values in an entry's "(values: …)".
    static func values(in entry: String) -> [String]? {
        guard let start = entry.range(of: "(values: ") else { return nil }
        let list = entry[start.upperBound...].prefix { $0 != ")" && $0 != ";" }
        return list.components(separatedBy: ", ")
    }

    /// Whether `text` names `value` as a word of its own, as it is typed.
    static func names(_ value: String, in text: String) -> Bool {
        let pattern = #"(?<![\w:-])"# + NSRegularExpression.escapedPattern(for: value) + #"(?![\w:-])"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }
}
