import Foundation
import MCP
import TestSupport
import Testing

/// Names of new tags and attributes come from Exist: a write after a create goes to the name
/// Exist answered with, and a label that would give an empty name, or one an attribute already
/// has, is refused before anything is created.
@Suite("exist tag and create use the names Exist makes")
struct WriteNamesTests {
    private func posts(_ server: LoopbackServer) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.method == "POST" }
    }

    private func names(_ request: LoopbackServer.RecordedRequest?) -> [String] {
        let items = request.flatMap { try? JSONSerialization.jsonObject(with: $0.body) } as? [[String: Any]]
        return items?.compactMap { $0["name"] as? String } ?? []
    }

    @Test("exist tag Élan creates the tag and sets the attribute Exist made, whatever its name")
    func accentedLabel() async throws {
        for folds in [false, true] {
            let simulator = ExistSimulator()
            if folds { await simulator.foldAccents() }
            let made = folds ? "elan" : "lan"
            try await LoopbackServer.run({ await simulator.handle($0) }) { server in
                let runner = try ExistRunner.signedIn(server)
                defer { runner.folder.cleanUp() }
                let result = await runner.run("tag", "Élan")
                #expect(result.exitCode == 0, "\(result.all)")
                #expect(posts(server).map(\.rawPath) == ["/api/2/attributes/create/", "/api/2/attributes/update/"])
                #expect(names(posts(server).last) == [made], "written to the name Exist answered with")
                #expect(await simulator.value(made, FakeExist.today) == "1")
                #expect(await !simulator.names.contains("élan"))
                #expect(result.output.contains("✓ tagged \(made) on \(FakeExist.today)"), "\(result.all)")
                #expect(result.error.contains("Created tag \(made)"), "\(result.error)")

                // The second time, the tag is found by its name or label: nothing is created.
                let again = await runner.run("tag", "Élan", "--remove")
                #expect(again.exitCode == 0, "\(again.all)")
                #expect(posts(server).count == 3 && names(posts(server).last) == [made])
                #expect(await simulator.value(made, FakeExist.today) == "0")
            }
        }
    }

    @Test("a label with no letters a to z, or one whose name is taken, is refused before anything is created")
    func refusedLabels() async throws {
        let simulator = ExistSimulator()
        await simulator.add("lan", label: "LAN party")
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            runner.variables["COLUMNS"] = "200"
            defer { runner.folder.cleanUp() }
            let before = await simulator.names
            let empty = await runner.run("tag", "咖啡")
            #expect(empty.exitCode == 1)
            #expect(
                empty.error.contains("“咖啡” would give the attribute an empty name"), "\(empty.error)")
            #expect(empty.error.contains("Nothing was created"))
            let clash = await runner.run("tag", "Élan")
            #expect(clash.exitCode == 1)
            #expect(
                clash.error.contains("“Élan” would be named lan, which your attribute “LAN party” already has"),
                "\(clash.error)")
            let both = await runner.run("tag", "café", "cafè")
            #expect(both.exitCode == 1 && both.error.contains("would both be named caf"), "\(both.all)")
            let created = await runner.run("create", "--label", "咖啡")
            #expect(created.exitCode == 1 && created.error.contains("empty name"), "\(created.all)")
            let taken = await runner.run("create", "--label", "Coffee", "--json")
            #expect(taken.exitCode == 1)
            let refusal = try JSONSerialization.jsonObject(with: Data(taken.output.utf8)) as? [String: Any]
            #expect(refusal?["outcome"] as? String == "refused" && refusal?["error_code"] as? String == "invalid_name")
            #expect(posts(server).isEmpty, "nothing created, nothing written")
            #expect(await simulator.names == before)
            #expect(!empty.error.contains("Usage:") && !clash.error.contains("Usage:"))
        }
    }

    @Test("exist_create refuses a label that gives no name, and answers with the name Exist made")
    func mcpCreate() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            try await ExistMCPTests.session(server) { client, _ in
                let refused = try await ExistMCPTests.call(client, "exist_create", ["label": "咖啡"])
                #expect(ExistMCPTests.field(refused, "error", "code") == "invalid_name")
                let both = try await ExistMCPTests.call(
                    client, "exist_create", ["label": "Tea", "template": "floors"])
                #expect(ExistMCPTests.field(both, "error", "message") == "Give label or template, not both.")
                #expect(posts(server).isEmpty)
                let made = try await ExistMCPTests.call(client, "exist_create", ["label": "Élan"])
                #expect(ExistMCPTests.field(made, "attribute") == "lan")
            }
        }
    }
}
