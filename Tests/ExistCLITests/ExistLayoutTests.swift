import Exist
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import ExistCLI

/// The read views at 40, 80, 120 and 200 columns: no line wider than the terminal (measured in
/// display columns, wide characters counting two), no word broken.
@Suite("exist views fit the terminal's width without breaking words")
struct ExistLayoutTests {
    static let widths = [40, 80, 120, 200]

    @Test(
        "demo, profile, attributes, today, values, insights, averages and correlations",
        arguments: [
            ["demo"], ["profile"], ["attributes"], ["today"], ["today", "--date", "2024-03-01"],
            ["values", "steps", "--days", "5"], ["values", "steps", "--days", "400"], ["insights"],
            ["averages", "steps"], ["averages"], ["correlations", "sleep"], ["correlations", "sleep", "workouts_min"],
        ])
    func view(_ arguments: [String]) async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            func run(_ width: Int) async -> RunResult {
                runner.variables["COLUMNS"] = String(width)
                return await runner.run(arguments)
            }
            let wide = await run(200)
            #expect(wide.exitCode == 0, "\(wide.error)")
            for width in Self.widths {
                let narrow = await run(width)
                let problems = LayoutCheck.problems(narrow.output, width: width, wide: wide.output)
                #expect(problems.isEmpty, "\(arguments) at \(width): \(problems)\n\(narrow.output)")
            }
        }
    }

    @Test("today at 40 columns keeps a label and its value on one line when both fit, else the value under it")
    func todayNarrow() throws {
        let long = "Steps walked today, as the phone counted"
        let json = [
            FakeExist.attributeJSON(0, withValues: true).replacingOccurrences(
                of: #""label": "Steps""#, with: #""label": "\#(long)""#),
            FakeExist.attributeJSON(5, withValues: true), FakeExist.attributeJSON(2, withValues: true),
        ]
        let attributes = try JSONDecoder().decode(
            [ExistAttribute].self, from: Data("[\(json.joined(separator: ","))]".utf8))
        let text = ReadRenderer.today(attributes, width: 40).lines.map(\.plain).joined(separator: "\n") + "\n"
        #expect(text.contains("\n  Mood  7/9\n"), "\(text)")
        #expect(text.contains("\n  Time asleep  7h\u{00A0}35m\n"), "\(text)")
        #expect(text.contains("\n  Steps walked today, as the phone\n    counted\n    12,345\n"), "\(text)")
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.of($0) <= 40 })
    }

    @Test("config (its folder's path may break, being longer than the line) within every width")
    func config() async throws {
        var runner = try ExistRunner(variables: ["EXIST_TOKEN": "someTokenSECRET"])
        defer { runner.folder.cleanUp() }
        for width in Self.widths {
            runner.variables["COLUMNS"] = String(width)
            let result = await runner.run("config")
            #expect(result.exitCode == 0, "\(result.error)")
            let wide = result.output.split(separator: "\n").filter { TextWidth.of($0) > width }
            #expect(wide.isEmpty, "\(width): \(wide)")
        }
    }
}
