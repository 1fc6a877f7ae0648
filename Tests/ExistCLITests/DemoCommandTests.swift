import Foundation
import TestSupport
import Testing

@testable import ExistCLI

/// `exist demo`: every read view from the bundled recordings, marked as example data, with no
/// account and nothing sent anywhere.
@Suite("exist demo")
struct DemoCommandTests {
    @Test("every read view, from the recordings, under a line that says it is example data; no request leaves")
    func views() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("demo", "--color", "never")
            #expect(result.exitCode == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first == "Example data · recorded from Exist's API documentation, not your account")
            for shown in [
                "$ exist profile", "josh · Josh Sharp", "Time zone   Australia/Sydney",
                "$ exist today", "Today · 2022-05-16", "  Steps  1,533",
                "$ exist values steps --from 2022-05-09 --to 2022-05-13", "Steps · 5 days, 2022-05-09 to 2022-05-13",
                "2022-05-09  5,141",
                "$ exist insights", "2022-05-16  Last night's sleep was surprisingly long.",
                "$ exist averages", "Steps          4174    4057    6614    4001    3923    4528    3649    3904",
                "$ exist correlations",
            ] {
                #expect(lines.contains(shown), "missing \"\(shown)\" in:\n\(result.output)")
            }
            #expect(result.output.contains("5 of 5 days with data"))
            #expect(result.output.contains("-56%  you spend more time asleep when you go to bed earlier."))
            #expect(server.requests.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: runner.existDirectory.path))
        }
    }

    @Test("--json prints each view's items with the API's keys")
    func json() async throws {
        let runner = try ExistRunner()
        defer { runner.folder.cleanUp() }
        let result = await runner.run("demo", "--json")
        #expect(result.exitCode == 0, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((object["profile"] as? [String: Any])?["username"] as? String == "josh")
        #expect(
            (object["values"] as? [[String: Any]])?.map { $0["date"] as? String } == [
                "2022-05-13", "2022-05-12", "2022-05-11", "2022-05-10", "2022-05-09",
            ])
        #expect((object["today"] as? [[String: Any]])?.first?["name"] as? String == "steps")
        #expect((object["correlations"] as? [Any])?.count == 1)
    }

    @Test("the compiled-in recordings are the fixtures, byte for byte")
    func recordings() throws {
        let pairs = [
            (ExistExample.profileJSON, "v2_accounts_profile.docs"),
            (ExistExample.attributesWithValuesJSON, "v2_attributes_with_values_page.docs"),
            (ExistExample.valuesJSON, "v2_attributes_values_page.docs"),
            (ExistExample.insightsJSON, "v2_insights_page.docs"),
            (ExistExample.averagesJSON, "v2_averages_page.docs"),
            (ExistExample.correlationsJSON, "v2_correlations_page.docs"),
            (ExistExample.emptyPageJSON, "v2_empty_page.real.nango"),
        ]
        for (compiled, fixture) in pairs {
            let recorded = try FakeExist.fixtureText(fixture)
            #expect(compiled == recorded.trimmingCharacters(in: .newlines), "\(fixture)")
        }
    }

    @Test("the example transport answers a later page with an empty one and anything else with not found")
    func transport() {
        let base = "https://exist.io/api/2/"
        #expect(ExistExample.body(for: URL(string: base + "insights/?page=2")!).json == ExistExample.emptyPageJSON)
        #expect(ExistExample.body(for: URL(string: base + "insights/")!).json == ExistExample.insightsJSON)
        #expect(ExistExample.body(for: URL(string: base + "attributes/update/")!).status == 404)
    }
}
