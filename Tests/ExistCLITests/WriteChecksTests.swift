import Exist
import Foundation
import TestSupport
import Testing

/// What a write meets before and while it sends: a dry run that checks each value as the real
/// run would meet it, values outside their type's range, and Exist's hourly limit partway.
@Suite("exist update checks what the real run would meet")
struct WriteChecksTests {
    private func posts(_ server: LoopbackServer) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.method == "POST" }
    }

    private func csv(_ runner: ExistRunner, _ name: String, _ lines: [String]) throws -> URL {
        let file = runner.folder.url.appendingPathComponent(name)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func json(_ result: RunResult) throws -> [String: Any]? {
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    }

    @Test("a dry run names an unknown attribute and one another service owns, names exist acquire, exits 1")
    func dryRunProblems() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let file = try csv(
                runner, "plan.csv",
                ["name,date,value", "steps,2024-01-01,10", "stepz,2024-01-01,5", "mood,2024-01-01,6"])
            let dry = await runner.run("update", "--csv", file.path, "--dry-run")
            #expect(dry.exitCode == 1, "\(dry.all)")
            #expect(dry.output.contains("would set steps 2024-01-01 = 10"))
            #expect(dry.output.contains("✗ CSV row 3: unknown attribute stepz"), "\(dry.output)")
            #expect(dry.output.contains("✗ CSV row 4: mood: another service owns it; `exist acquire mood`"))
            #expect(!dry.output.contains("would set stepz") && !dry.output.contains("would set mood"))
            #expect(dry.output.contains("Dry run: 1 value would be written"), "\(dry.output)")
            #expect(dry.output.contains("2 items would fail; nothing was sent."))
            #expect(dry.output.contains("within the 300 an hour Exist allows"))
            #expect(posts(server).isEmpty, "a dry run sends no write")

            let report = try json(await runner.run("update", "--csv", file.path, "--dry-run", "--json"))
            let problems = report?["problems"] as? [[String: Any]] ?? []
            #expect(problems.map { $0["error_code"] as? String } == ["not_found", "unauthorised"])
            #expect(problems.map { $0["row"] as? Int } == [3, 4])
            #expect(report?["fix"] as? String == "exist acquire mood")
            let requests = report?["requests"] as? [String: Any]
            #expect(requests?["writes"] as? Int == 1 && requests?["fits"] as? Bool == true)
            #expect((report?["would_write"] as? [[String: Any]])?.count == 1)
            #expect(posts(server).isEmpty)

            // What the dry run said is what the real run meets.
            let real = await runner.run("update", "--csv", file.path)
            #expect(real.exitCode == 1 && real.output.contains("1 written, 2 failed"), "\(real.all)")
        }
    }

    @Test("a 429 partway stops the import, saves the values not sent, and update --csv sends them")
    func rateLimited() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let first = try #require(ExistDate("1990-01-01"))
            let days = (0..<10_500).map { first.adding(days: $0).description }
            let file = try csv(runner, "history.csv", days.enumerated().map { "steps,\($1),\($0 + 1)" })
            // The profile, the attribute and its values, then two writes of 35; then the limit.
            await simulator.limitRequests(to: 5)
            let stopped = await runner.run("update", "--csv", file.path)
            #expect(stopped.exitCode == 1)
            #expect(stopped.error.contains("more than the 300 an hour Exist allows"), "said before starting")
            let unsent = runner.folder.url.appendingPathComponent("history-unsent.csv")
            #expect(stopped.output.contains("Stopped: Exist is limiting requests (HTTP 429"), "\(stopped.output)")
            #expect(stopped.output.contains("10430 not sent."))
            #expect(stopped.output.components(separatedBy: "429").count == 2, "one line, not one per value")
            let unwrapped = stopped.output.replacingOccurrences(of: "\n  ", with: " ")
            #expect(unwrapped.contains("saved in \(unsent.path): `exist update --csv \(unsent.path)` sends them"))
            #expect(stopped.output.contains("70 written, 0 failed, 10430 not sent"))
            let saved = try String(contentsOf: unsent, encoding: .utf8).split(separator: "\n")
            #expect(saved.count == 10_431 && saved.first == "name,date,value")
            #expect(saved[1] == "steps,\(days[70]),71")
            #expect(await simulator.value("steps", days[69]) == "70")
            #expect(await simulator.value("steps", days[70]) == nil)

            await simulator.limitRequests(to: nil)
            let rest = await runner.run("update", "--csv", unsent.path, "--json")
            #expect(rest.exitCode == 0, "\(rest.error)")
            #expect(try json(rest)?["outcome"] as? String == "written")
            #expect(await simulator.value("steps", days[70]) == "71")
            #expect(await simulator.value("steps", days[10_499]) == "10500")
        }
    }

    @Test("values outside their type's range are refused, naming the attribute and range; --force sends them")
    func implausibleValues() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let negative = await runner.run("update", "steps=-5")
            #expect(negative.exitCode == 1 && !negative.error.contains("Usage:"))
            #expect(
                negative.error.contains("steps: \"-5\" is outside 0 to 2,147,483,647 (a count)"), "\(negative.error)")
            #expect(negative.error.contains("--force sends values outside their range anyway"))
            let huge = await runner.run("update", "steps_distance=1e308")
            #expect(huge.exitCode == 1)
            #expect(huge.error.contains("steps_distance: \"1e308\" is outside -1,000,000,000 to 1,000,000,000"))
            let wholeSteps = await runner.run("update", "steps=1e308", "--force")
            #expect(wholeSteps.exitCode == 1 && wholeSteps.error.contains("is not a whole number"))
            let below = await runner.run("increment", "steps=-20000")
            #expect(below.exitCode == 1)
            #expect(below.error.contains("steps on \(FakeExist.today) would be -7655 (12345 before, adding -20000)"))
            #expect(posts(server).isEmpty)

            #expect(await runner.run("update", "steps=-5", "steps_distance=1e308", "--force").exitCode == 0)
            #expect(await simulator.value("steps", FakeExist.today) == "-5")
            #expect(await simulator.value("steps_distance", FakeExist.today) == "1e+308")
            #expect(await runner.run("increment", "steps=-1", "--force").exitCode == 0)
            #expect(await simulator.value("steps", FakeExist.today) == "-6")
        }
    }
}
