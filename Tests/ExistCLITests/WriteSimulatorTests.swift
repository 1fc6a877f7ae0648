import Foundation
import TestSupport
import Testing

/// The write commands against a stateful Exist: ownership, new tags, future days refused,
/// imports that say what they overwrite, and an increment whose answer is lost.
@Suite("exist writes against the Exist simulator")
struct WriteSimulatorTests {
    func posts(_ server: LoopbackServer) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.method == "POST" }
    }

    func items(_ request: LoopbackServer.RecordedRequest?) -> [[String: Any]] {
        (request.flatMap { try? JSONSerialization.jsonObject(with: $0.body) } as? [[String: Any]]) ?? []
    }

    private var tomorrow: String { ExistSimulator.day(FakeExist.today, minus: -1) }

    private func csv(_ runner: ExistRunner, _ lines: [String]) throws -> String {
        let file = runner.folder.url.appendingPathComponent("import-\(UUID().uuidString).csv")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test("exist create makes a tag that exist tag then sets; a missing tag is created after saying so")
    func createThenTag() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let created = await runner.run("create", "--label", "Espresso")
            #expect(created.exitCode == 0, "\(created.all)")
            #expect(created.output.contains("✓ created espresso (Espresso, boolean)"))
            let sent = items(posts(server).first)
            #expect(sent.first?["group"] as? String == "custom" && sent.first?["value_type"] as? Int == 7)
            #expect(await simulator.owner("espresso") == .some(ExistSimulator.ownService))
            let tagged = await runner.run("tag", "espresso")
            #expect(tagged.exitCode == 0, "\(tagged.all)")
            #expect(await simulator.value("espresso", FakeExist.today) == "1")

            let fresh = await runner.run("tag", "green_tea")
            #expect(fresh.exitCode == 0, "\(fresh.all)")
            #expect(fresh.error.contains("No tag called “green_tea” yet: creating it (yes/no, in Daily tags)."))
            #expect(await simulator.value("green_tea", FakeExist.today) == "1")

            let templated = await runner.run("create", "--template", "floors")
            #expect(templated.exitCode == 0 && templated.output.contains("✓ created floors"), "\(templated.all)")
            let listed = await runner.run("templates", "--json")
            let templates = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]]
            #expect(
                templates?.compactMap { $0["name"] as? String } == [
                    "steps", "steps_active_min", "steps_elevation", "floors", "active_energy",
                ])
            #expect(await runner.run("templates").output.contains("steps_elevation   Elevation · Activity, decimal"))
        }
    }

    @Test("writing an attribute another service owns names exist acquire; after it the write succeeds")
    func unowned() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let refused = await runner.run("update", "mood=8")
            #expect(refused.exitCode == 1)
            #expect(refused.output.contains("unauthorised – Attribute 'mood' does not belong to this service"))
            #expect(refused.output.contains("Run `exist acquire mood` to take ownership, then write again."))
            let json = await runner.run("increment", "steps=1", "--json")
            #expect(json.exitCode == 0)
            let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
            #expect(report?["outcome"] as? String == "written")
            #expect((report?["success"] as? [[String: Any]])?.first?["current"] as? Int == 12346)
            let refusedJSON = await runner.run("update", "mood=8", "--json")
            let envelope = try JSONSerialization.jsonObject(with: Data(refusedJSON.output.utf8)) as? [String: Any]
            #expect(envelope?["fix"] as? String == "exist acquire mood" && envelope?["outcome"] as? String == "failed")
            #expect(await runner.run("acquire", "mood").exitCode == 0)
            #expect(await runner.run("update", "mood=8").exitCode == 0)
            #expect(await simulator.value("mood", FakeExist.today) == "8")
        }
    }

    @Test("a day after today writes nothing unless --allow-future is given")
    func futureDates() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let file = try csv(runner, ["steps,\(FakeExist.today),10", "steps,\(tomorrow),20"])
            for arguments in [
                ["update", "steps=5", "--date", tomorrow], ["increment", "steps=5", "--date", tomorrow],
                ["tag", "coffee", "--date", tomorrow], ["update", "--csv", file],
            ] {
                let result = await runner.run(arguments)
                #expect(result.exitCode == 1, "\(arguments)")
                #expect(
                    result.error.contains(
                        "\(tomorrow) is after today (\(FakeExist.today) in your Exist time zone); nothing was written."
                            + " To write future days, add --allow-future."), "\(result.error)")
            }
            let json = await runner.run("increment", "steps=5", "--date", tomorrow, "--json")
            let refusal = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
            #expect(refusal?["outcome"] as? String == "refused" && refusal?["error_code"] as? String == "future_date")
            #expect(refusal?["dates"] as? [String] == [tomorrow] && json.exitCode == 1)
            #expect(posts(server).isEmpty)
            #expect(await simulator.value("steps", tomorrow) == nil)
            #expect(await runner.run("update", "steps=5", "--date", tomorrow, "--allow-future").exitCode == 0)
            #expect(await simulator.value("steps", tomorrow) == "5")
        }
    }

    @Test("--dry-run posts nothing and names what it would overwrite; a real run counts overwrites")
    func dryRunAndOverwrites() async throws {
        let simulator = ExistSimulator()
        await simulator.seed("steps", "2024-01-01", 4100)
        await simulator.seed("steps", "2024-01-02", 5)
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let file = try csv(
                runner, ["name,date,value", "steps,2024-01-01,1003", "steps,2024-01-02,5", "steps,2024-01-03,7"])
            let dry = await runner.run("update", "--csv", file, "--dry-run")
            #expect(dry.exitCode == 0, "\(dry.all)")
            #expect(posts(server).isEmpty)
            #expect(dry.output.contains("would set steps 2024-01-01 = 1003 (replaces 4100)"))
            #expect(dry.output.contains("would set steps 2024-01-02 = 5 (already set)"))
            #expect(
                dry.output.contains(
                    "Dry run: 3 values would be written, 1 of them replacing existing values; nothing was sent."))
            let dryJSON = await runner.run("update", "--csv", file, "--dry-run", "--json")
            let plan = try JSONSerialization.jsonObject(with: Data(dryJSON.output.utf8)) as? [String: Any]
            #expect((plan?["would_overwrite"] as? [[String: Any]])?.first?["previous"] as? Int == 4100)
            #expect(posts(server).isEmpty)

            let real = await runner.run("update", "--csv", file)
            #expect(real.exitCode == 0, "\(real.all)")
            #expect(real.output.contains("3 written, 0 failed\n1 existing value overwritten\n"))
            #expect(await simulator.value("steps", "2024-01-01") == "1003")
        }
    }

    @Test("CSV value errors name the row; grouped numbers are read; duplicates are reported and sent once")
    func csvRows() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let bad = try csv(runner, ["name,date,value", "steps,2024-02-01,1", "mood,2024-02-01,12"])
            let refused = await runner.run("update", "--csv", bad)
            #expect(refused.exitCode == 1)
            #expect(refused.error.contains("CSV row 3: mood: \"12\" is outside 1 to 9 (a scale). Nothing was sent."))
            #expect(!refused.error.contains("Usage:"), "a value error is not a usage error")
            #expect(posts(server).isEmpty)

            let good = try csv(
                runner,
                [
                    "steps,2024-02-02,\"1,234\"", "steps_distance,2024-02-02,\"1,234.5\"", "steps,2024-02-03,3",
                    "steps,2024-02-03,7",
                ])
            let result = await runner.run("update", "--csv", good)
            #expect(result.exitCode == 0, "\(result.all)")
            #expect(
                result.error.contains(
                    "Warning: CSV rows 3 and 4 both set steps on 2024-02-03; only the last (7) is sent."))
            #expect(await simulator.value("steps", "2024-02-02") == "1234")
            #expect(await simulator.value("steps_distance", "2024-02-02") == "1234.5")
            #expect(await simulator.value("steps", "2024-02-03") == "7")
            let sent = items(posts(server).first)
            #expect(sent.count == 3)
        }
    }

    @Test("an increment whose answer is lost is read back, not resent, and --json says so")
    func lostIncrement() async throws {
        let simulator = ExistSimulator()
        await simulator.loseIncrementAnswer()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let result = await runner.run("increment", "steps=250", "--json")
            #expect(result.exitCode == 1)
            #expect(server.requests.filter { $0.rawPath == "/api/2/attributes/increment/" }.count == 1)
            let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            #expect(report?["outcome"] as? String == "unknown")
            let reading = (report?["readings"] as? [[String: Any]])?.first
            #expect(reading?["before"] as? Int == 12345 && reading?["now"] as? Int == 12595)
            #expect(reading?["verdict"] as? String == "That is the amount added: it looks applied.")
            #expect(reading?["date"] as? String == FakeExist.today)

            await simulator.loseIncrementAnswer()
            let text = await runner.run("increment", "steps=5")
            #expect(text.exitCode == 1)
            #expect(text.output.contains("Exist's answer was lost; the increment was not sent again."))
            #expect(
                text.output.contains(
                    "steps on \(FakeExist.today): read 12595 before adding 5, now reads 12600. That is the amount"))
        }
    }
}
