import Foundation
import TestSupport
import Testing

/// `exist checkin` against the stateful Exist: the values land on the day asked for in one
/// update request, missing tags are created first under Exist's names, the questions on a
/// terminal keep what Enter keeps, and a value that does not fit sends nothing.
@Suite("exist checkin against the Exist simulator")
struct CheckinTests {
    private var yesterday: String { FakeExist.day(offset: -1) }

    private func posts(_ server: LoopbackServer, to path: String) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.method == "POST" && $0.rawPath == path }
    }

    private func items(_ request: LoopbackServer.RecordedRequest?) -> [[String: Any]] {
        (request.flatMap { try? JSONSerialization.jsonObject(with: $0.body) } as? [[String: Any]]) ?? []
    }

    /// A simulator where this client owns mood (the test account's Exist for iOS gives it up).
    private func ownedMood() async -> ExistSimulator {
        let simulator = ExistSimulator()
        await simulator.give("mood", to: ExistSimulator.ownService)
        return simulator
    }

    @Test("checkin --mood 7 --tags coffee --date yesterday lands on yesterday, in one update request")
    func scripted() async throws {
        let simulator = await ownedMood()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("checkin", "--mood", "7", "--tags", "coffee", "--date", "yesterday")
            #expect(result.exitCode == 0, "\(result.all)")
            #expect(await simulator.value("mood", yesterday) == "7")
            #expect(await simulator.value("coffee", yesterday) == "1")
            let updates = posts(server, to: "/api/2/attributes/update/")
            #expect(updates.count == 1)
            let sent = items(updates.first)
            #expect(sent.compactMap { $0["name"] as? String }.sorted() == ["coffee", "mood"])
            #expect(sent.allSatisfy { $0["date"] as? String == yesterday })
            #expect(result.output.contains("✓ set mood \(yesterday) = 7"))
            #expect(result.output.contains("✓ set coffee \(yesterday) = yes"))

            let noted = await runner.run("checkin", "--note", "long walk", "--mood", "5", "--json")
            #expect(noted.exitCode == 0, "\(noted.all)")
            let report = try JSONSerialization.jsonObject(with: Data(noted.output.utf8)) as? [String: Any]
            #expect(report?["outcome"] as? String == "written")
            #expect(
                (report?["overwritten"] as? [[String: Any]])?.map { $0["name"] as? String } == ["mood", "mood_note"])
            #expect(await simulator.value("mood_note", FakeExist.today) == "long walk")
            #expect(await simulator.value("mood", FakeExist.today) == "5")
            #expect(posts(server, to: "/api/2/attributes/update/").count == 2)
        }
    }

    @Test("a missing tag is created first and set under the name Exist gave it, in the same one write")
    func createsMissingTags() async throws {
        let simulator = await ownedMood()
        await simulator.foldAccents()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("checkin", "--mood", "6", "--tags", "Élan,coffee", "--json")
            #expect(result.exitCode == 0, "\(result.all)")
            #expect(result.error.contains("No tag called “Élan” yet: creating it (yes/no, in Daily tags)."))
            #expect(result.error.contains("Created tag elan (Exist's name for “Élan”)."))
            #expect(await simulator.value("elan", FakeExist.today) == "1")
            #expect(await simulator.names.contains("lan") == false)
            let posted = server.requests.filter { $0.method == "POST" }.map(\.rawPath)
            #expect(posted == ["/api/2/attributes/create/", "/api/2/attributes/update/"])
            let sent = items(posts(server, to: "/api/2/attributes/update/").first)
            #expect(sent.compactMap { $0["name"] as? String }.sorted() == ["coffee", "elan", "mood"])
            let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            #expect(report?["created"] as? [String] == ["elan"])

            let refused = await runner.run("checkin", "--tags", "咖啡")
            #expect(refused.exitCode == 1)
            #expect(refused.error.contains("would give the attribute an empty name"))
            #expect(posts(server, to: "/api/2/attributes/create/").count == 1)
        }
    }

    @Test("on a terminal it asks with the day's values: Enter keeps the mood, the note and tags change")
    func prompts() async throws {
        // mood stays another service's: a kept value is not sent, so it cannot be refused.
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let refused = await runner.run("checkin")
            #expect(refused.exitCode == 64)
            #expect(
                refused.error.contains("Give --mood, --note or --tags (on a terminal, exist checkin asks for each)."))

            runner.isInputTerminal = true
            runner.inputLines = ["12", "", "long walk", "bad_sleep, -coffee"]
            let result = await runner.run("checkin")
            #expect(result.exitCode == 0, "\(result.all)")
            #expect(result.error.contains("Check-in for \(FakeExist.today) (today); Enter keeps a value."))
            #expect(result.error.contains("Mood, 1 to 9 [7]: "))
            #expect(result.error.contains("mood: \"12\" is outside 1 to 9 (a scale). (--force sends it anyway)"))
            #expect(result.error.contains("Mood note [“Great  [31mday”]: "))
            #expect(result.error.contains("Tags [coffee] (add: a, b; -a sets one back to no): "))
            #expect(await simulator.value("mood", FakeExist.today) == "7")
            #expect(await simulator.value("mood_note", FakeExist.today) == "long walk")
            #expect(await simulator.value("bad_sleep", FakeExist.today) == "1")
            #expect(await simulator.value("coffee", FakeExist.today) == "0")
            let updates = posts(server, to: "/api/2/attributes/update/")
            #expect(updates.count == 1)
            #expect(
                items(updates.first).compactMap { $0["name"] as? String }.sorted() == [
                    "bad_sleep", "coffee", "mood_note",
                ])

            runner.inputLines = ["", "", ""]
            let kept = await runner.run("checkin")
            #expect(
                kept.exitCode == 0
                    && kept.output.contains("Nothing changed on \(FakeExist.today); nothing was written."))
            runner.inputLines = ["8"]
            let cancelled = await runner.run("checkin")
            #expect(cancelled.exitCode == 1 && cancelled.error.contains("the check-in was cancelled"))
            #expect(posts(server, to: "/api/2/attributes/update/").count == 1)
        }
    }

    @Test("a mood of 12 sends nothing, not even a new tag; --force sends it")
    func refusedValue() async throws {
        let simulator = await ownedMood()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("checkin", "--mood", "12", "--tags", "reading", "--note", "late")
            #expect(result.exitCode == 1)
            #expect(
                result.error.contains(
                    "mood: \"12\" is outside 1 to 9 (a scale). Nothing was sent. --force sends values outside their"
                        + " range anyway."), "\(result.error)")
            let json = await runner.run("checkin", "--mood", "12", "--json")
            let refusal = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
            #expect(refusal?["outcome"] as? String == "refused")
            #expect(refusal?["error_code"] as? String == "implausible_value")
            let future = await runner.run("checkin", "--mood", "5", "--date", FakeExist.day(offset: 1))
            #expect(future.exitCode == 1 && future.error.contains("To write future days, add --allow-future."))
            #expect(server.requests.filter { $0.method == "POST" }.isEmpty)
            #expect(await simulator.names.contains("reading") == false)
            #expect(await simulator.value("mood", FakeExist.today) == "7")

            let forced = await runner.run("checkin", "--mood", "12", "--force")
            #expect(forced.exitCode == 0, "\(forced.all)")
            #expect(await simulator.value("mood", FakeExist.today) == "12")
        }
    }

    @Test("mood and mood_note another service owns: the write names exist acquire mood mood_note")
    func unowned() async throws {
        let simulator = ExistSimulator()
        await simulator.give("mood_note", to: "exist_for_ios")
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let dry = await runner.run("checkin", "--mood", "8", "--note", "fine", "--tags", "tea", "--dry-run")
            #expect(dry.exitCode == 1)
            #expect(dry.output.contains("would create tag “tea” (yes/no, in Daily tags)"))
            #expect(dry.output.contains("would set tea \(FakeExist.today) = yes"))
            #expect(
                dry.output.contains("mood: another service owns it; `exist acquire mood` takes it for this client."))
            #expect(server.requests.filter { $0.method == "POST" }.isEmpty)

            let result = await runner.run("checkin", "--mood", "8", "--note", "fine", "--tags", "coffee")
            #expect(result.exitCode == 1)
            #expect(result.output.contains("✓ set coffee \(FakeExist.today) = yes"))
            #expect(
                result.output.contains(
                    "Another service owns mood, mood_note. Run `exist acquire mood mood_note` to take ownership, then"
                        + " write again."), "\(result.output)")
            #expect(await runner.run("acquire", "mood", "mood_note").exitCode == 0)
            #expect(await runner.run("checkin", "--mood", "8", "--note", "fine").exitCode == 0)
            #expect(await simulator.value("mood", FakeExist.today) == "8")
        }
    }
}
