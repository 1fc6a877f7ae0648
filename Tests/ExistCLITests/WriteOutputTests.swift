import Foundation
import MCP
import TestSupport
import Testing

/// What writes print: one JSON document with `--json` even when nothing was sent, a refused
/// `EXIST_TOKEN` named, every bad CSV row numbered, counts in words, tags as yes or no.
@Suite("exist writes say what happened")
struct WriteOutputTests {
    private func document(_ result: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test("update --json with a token Exist refuses prints one JSON document naming EXIST_TOKEN")
    func refusedToken() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            runner.variables["EXIST_TOKEN"] = "refusedSECRET42"
            let refused = await runner.run("update", "mood=6", "--json")
            #expect(refused.exitCode == 1)
            let json = try document(refused)
            #expect(json["outcome"] as? String == "refused" && json["error_code"] as? String == "unauthorized")
            #expect((json["message"] as? String)?.contains("The token is EXIST_TOKEN's") == true, "\(json)")
            #expect(refused.error.contains("Exist rejected the token (HTTP 401)"))
            #expect(!refused.all.contains("refusedSECRET42"))

            // With a saved token, the message says the variable overrides it.
            runner.variables["EXIST_TOKEN"] = nil
            runner.input = FakeExist.token + "\n"
            #expect(await runner.run("config", "--token-stdin").exitCode == 0)
            runner.input = nil
            runner.variables["EXIST_TOKEN"] = "refusedSECRET42"
            let overriding = await runner.run("tag", "coffee")
            #expect(overriding.error.contains("EXIST_TOKEN's, which overrides your saved sign-in"), "\(overriding.all)")
            #expect(server.requests.allSatisfy { $0.method == "GET" })
        }
    }

    @Test("--json refusals before sending: a usage error, a value out of range, every bad CSV row")
    func refusals() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let usage = await runner.run("update", "mood", "--json")
            #expect(usage.exitCode == 64)
            #expect(try document(usage)["error_code"] as? String == "invalid_argument")
            let range = await runner.run("update", "mood=12", "--json")
            #expect(range.exitCode == 1 && !range.error.contains("Usage:"))
            #expect(try document(range)["error_code"] as? String == "implausible_value")
            let future = try document(await runner.run("tag", "coffee", "--date", "2999-01-01", "--json"))
            #expect(future["error_code"] as? String == "future_date")

            let file = runner.folder.url.appendingPathComponent("bad.csv")
            let rows = ["name,date,value"] + (1...25).map { "steps,2024-01-\(String(format: "%02d", $0)),-\($0)" }
            try (rows + ["steps,yesterday,5", "mood"]).joined(separator: "\n").write(
                to: file, atomically: true, encoding: .utf8)
            let bad = await runner.run("update", "--csv", file.path)
            #expect(bad.exitCode == 1)
            #expect(bad.error.hasPrefix("Error: 27 rows cannot be written, so nothing was sent:\n"), "\(bad.error)")
            #expect(bad.error.contains("  CSV row 2: steps: \"-1\" is outside 0 to 2,147,483,647 (a count).\n"))
            #expect(bad.error.contains("  CSV row 21: steps: \"-20\""))
            #expect(!bad.error.contains("CSV row 22:"))
            #expect(bad.error.contains("  … and 7 more.\n--force sends values outside their range anyway."))
            let badJSON = try document(await runner.run("update", "--csv", file.path, "--json"))
            let problems = badJSON["problems"] as? [[String: Any]] ?? []
            #expect(problems.count == 27 && problems.last?["error_code"] as? String == "invalid_row")
            #expect(problems.map { $0["row"] as? Int } == Array(2...28))
            #expect(server.requests.allSatisfy { $0.method == "GET" })
        }
    }

    @Test("an unknown attribute in correlations is named; counts are in words; tags read yes or no")
    func smallThings() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let unknown = await runner.run("correlations", "nope", "mood")
            #expect(unknown.exitCode == 1)
            #expect(unknown.error.hasPrefix("Error: Unknown attribute nope: you have none by that name"))
            let dry = await runner.run("update", "coffee=yes", "--dry-run")
            #expect(dry.exitCode == 0, "\(dry.all)")
            #expect(dry.output.contains("would set coffee \(FakeExist.today) = yes"))
            #expect(dry.output.contains("Dry run: 1 value would be written, 0 of them replacing existing values;"))
            let unwrapped = dry.output.replacingOccurrences(of: "\n  ", with: " ")
            #expect(unwrapped.contains("about 4 requests (1 write of up to 35 values, 3 reads)"), "\(dry.output)")
            let set = await runner.run("update", "coffee=no")
            #expect(set.output.contains("✓ set coffee \(FakeExist.today) = no"), "\(set.all)")
        }
    }

    @Test("exist_today's text has units; exist_increment answers the day it wrote")
    func mcpText() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            try await ExistMCPTests.session(server) { client, _ in
                let today = try await ExistMCPTests.call(client, "exist_today")
                guard case .text(let shown, _, _)? = today.content.first else {
                    Issue.record("no text")
                    return
                }
                let text = shown.replacingOccurrences(of: "\u{00A0}", with: " ")
                #expect(text.contains("Distance: 5.45 km") && text.contains("Time asleep: 7h 35m"), "\(text)")
                #expect(text.contains("Coffee: yes") && text.contains("Mood: 7/9") && text.contains("Humidity: 61%"))
                let added = try await ExistMCPTests.call(
                    client, "exist_increment", ["attribute": "steps", "amount": 5])
                #expect(ExistMCPTests.field(added, "date")?.stringValue == FakeExist.today)
                let negative = try await ExistMCPTests.call(
                    client, "exist_increment", ["attribute": "steps", "amount": -20000])
                #expect(ExistMCPTests.field(negative, "error", "code") == "implausible_value")
            }
        }
    }
}
