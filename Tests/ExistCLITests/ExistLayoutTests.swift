import Foundation
import TestSupport
import Testing

/// The read views at 40, 80 and 120 columns: no line wider than the terminal, no word broken.
@Suite("exist views fit the terminal's width without breaking words")
struct ExistLayoutTests {
    @Test(
        "profile, attributes, today, values, insights, averages and correlations",
        arguments: [
            ["profile"], ["attributes"], ["today"], ["values", "steps", "--days", "5"], ["insights"],
            ["averages", "steps"], ["correlations", "sleep"],
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
            for width in [40, 80, 120] {
                let narrow = await run(width)
                let problems = LayoutCheck.problems(narrow.output, width: width, wide: wide.output)
                #expect(problems.isEmpty, "\(arguments) at \(width): \(problems)\n\(narrow.output)")
            }
        }
    }
}
