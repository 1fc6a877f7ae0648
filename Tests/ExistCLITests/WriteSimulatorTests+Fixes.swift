import Exist
import Foundation
import TestSupport
import Testing

@testable import ExistCLI
@testable import ExistRuntime

/// Custom attributes' ownership, tag names as Exist makes them, and increments read back after
/// a lost answer in a later request or on an inactive attribute.
extension WriteSimulatorTests {
    private func json(_ result: RunResult) throws -> [String: Any]? {
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    }

    @Test("an unowned custom tag names exist acquire --allow-custom, which Exist needs for it")
    func customOwnership() async throws {
        let simulator = ExistSimulator()
        await simulator.give("coffee", to: "exist_for_ios")
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let refused = await runner.run("tag", "coffee")
            #expect(refused.exitCode == 1)
            #expect(
                refused.output.contains("Run `exist acquire --allow-custom coffee` to take ownership"), "\(refused.all)"
            )
            let refusedJSON = try json(await runner.run("update", "coffee=yes", "--json"))
            #expect(refusedJSON?["fix"] as? String == "exist acquire --allow-custom coffee")
            let plain = await runner.run("acquire", "coffee")
            #expect(plain.exitCode == 1 && plain.output.contains("not_found"), "\(plain.all)")
            #expect(await simulator.owner("coffee") == .some("exist_for_ios"))
            #expect(await runner.run("acquire", "--allow-custom", "coffee").exitCode == 0)
            #expect(await runner.run("tag", "coffee").exitCode == 0)
            #expect(await simulator.value("coffee", FakeExist.today) == "1")
        }
    }

    @Test("tag names are made as Exist makes them and sent once; a non-yes/no attribute is refused")
    func tagNames() async throws {
        #expect(
            AttributeNames.predicted(" Green  Tea! ") == "green_tea"
                && AttributeNames.predicted("Bad-sleep") == "bad_sleep")
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            #expect(await runner.run("create", "--label", "Green tea").exitCode == 0)
            let before = posts(server).count
            let tagged = await runner.run("tag", "Coffee", "green tea", "coffee", "Green_Tea")
            #expect(tagged.exitCode == 0, "\(tagged.all)")
            let sent = posts(server).dropFirst(before)
            #expect(sent.map(\.rawPath) == ["/api/2/attributes/update/"])
            #expect(items(sent.first).compactMap { $0["name"] as? String } == ["coffee", "green_tea"])
            #expect(await simulator.value("green_tea", FakeExist.today) == "1")
            #expect(!(await simulator.names).contains("green_tea_2") && !tagged.error.contains("creating"))

            let steps = await runner.run("tag", "steps")
            #expect(steps.exitCode == 1)
            #expect(steps.error.contains("Not yes/no attributes, so not tags: steps"), "\(steps.all)")
            #expect(steps.error.contains("`exist update NAME=VALUE`"))
            #expect(posts(server).count == before + 1)
            #expect(await simulator.value("steps", FakeExist.today) == "12345")
        }
    }

    @Test("a lost answer to a later request is read back for its items, in text and --json")
    func lostLaterBatch() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let pairs = Array(repeating: "steps=1", count: 35) + ["steps_distance=0.5"]
            await simulator.loseIncrementAnswer(request: 2)
            let result = await runner.run(["increment"] + pairs + ["--json"])
            #expect(result.exitCode == 1)
            #expect(server.requests.filter { $0.rawPath == "/api/2/attributes/increment/" }.count == 2)
            let report = try json(result)
            #expect(report?["outcome"] as? String == "unknown")
            #expect((report?["success"] as? [[String: Any]])?.count == 35)
            let readings = report?["readings"] as? [[String: Any]] ?? []
            #expect(readings.count == 1)
            #expect(readings.first?["name"] as? String == "steps_distance")
            #expect((readings.first?["before"] as? NSNumber)?.doubleValue == 5.45)
            #expect(abs(((readings.first?["now"] as? NSNumber)?.doubleValue ?? 0) - 5.95) < 1e-9)
            #expect(readings.first?["verdict"] as? String == "That is the amount added: it looks applied.")

            await simulator.loseIncrementAnswer(request: 2)
            let text = await runner.run(["increment"] + pairs)
            #expect(text.exitCode == 1)
            #expect(text.output.contains("Exist's answer was lost; the increment was not sent again."), "\(text.all)")
            #expect(
                text.output.contains("steps_distance on \(FakeExist.today): read 5.95 before adding 0.5, now reads"))
            #expect(text.output.contains("That is the amount added: it looks applied."))
            #expect(!text.output.contains("outcome_unknown"), "the lost item is not shown as failed")

            // The same attribute in both requests: read back against Exist's total after the first.
            await simulator.loseIncrementAnswer(request: 2)
            let same = try json(await runner.run(["increment"] + Array(repeating: "steps=1", count: 36) + ["--json"]))
            let steps = (same?["readings"] as? [[String: Any]]) ?? []
            #expect(steps.count == 1 && steps.first?["amount"] as? Int == 1)
            #expect(steps.first?["before"] as? Int == 12_450 && steps.first?["now"] as? Int == 12_451, "\(steps)")
            #expect(steps.first?["verdict"] as? String == "That is the amount added: it looks applied.")
        }
    }

    @Test("an inactive attribute is read back with its value, not as none; not read stays distinct")
    func inactiveReadBack() async throws {
        let simulator = ExistSimulator()
        await simulator.deactivate("steps")
        await simulator.loseIncrementAnswer()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let report = try json(await runner.run("increment", "steps=5", "--json"))
            let reading = (report?["readings"] as? [[String: Any]])?.first
            #expect(
                reading?["before"] as? Int == 12345 && reading?["now"] as? Int == 12350, "\(String(describing: report))"
            )
            #expect(reading?["not_read"] == nil)
        }
        let day = try #require(ExistDate(FakeExist.today))
        let unread = UncertainIncrement.Reading(name: "x", amount: 1, date: day, before: nil, now: .null)
        #expect(unread.verdict == nil && UncertainIncrement.Reading.describe(nil) == "not read")
        #expect(UncertainIncrement.Reading.describe(.null) == "no value")
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(unread)) as? [String: Any]
        #expect(encoded?["not_read"] as? [String] == ["before"] && encoded?["now"] is NSNull)
        #expect(encoded?.keys.contains("before") == false)
        let large = UncertainIncrement.Reading(
            name: "x", amount: .number(0.2), date: day, before: .number(1_000_000_000.1), now: .number(1_000_000_000.3))
        #expect(large.verdict == "That is the amount added: it looks applied.")
    }
}
