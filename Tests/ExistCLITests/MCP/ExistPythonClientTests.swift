import Foundation
import MCP
import TestSupport
import Testing

/// The built `exist mcp` driven over stdio by the official Python SDK against the loopback
/// Exist. Enabled when `Scripts/install-mcp-client` has made its environment (CI runs it first).
@Suite("exist mcp with the Python MCP SDK")
struct ExistPythonClientTests {
    @Test(
        "lists the tools, calls each, and reads typed structured answers",
        .enabled(if: PythonMCPClient.isInstalled, "run Scripts/install-mcp-client"))
    func endToEnd() async throws {
        let simulator = ExistSimulator()
        await simulator.give("coffee", to: "exist_for_ios")
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let calls: [(label: String, tool: String, arguments: [String: Any])] = [
                ("exist_profile", "exist_profile", [:]), ("exist_today", "exist_today", [:]),
                ("exist_values", "exist_values", ["attribute": "steps"]),
                ("exist_attributes", "exist_attributes", [:]), ("exist_insights", "exist_insights", [:]),
                ("exist_averages", "exist_averages", [:]), ("exist_correlations", "exist_correlations", [:]),
                ("exist_update", "exist_update", ["attribute": "steps", "value": 8000]),
                ("exist_increment", "exist_increment", ["attribute": "steps", "amount": 250]),
                ("unowned", "exist_update", ["attribute": "mood", "value": 8]),
                ("exist_acquire", "exist_acquire", ["attribute": "mood"]),
                ("owned", "exist_update", ["attribute": "mood", "value": 8]),
                ("exist_create", "exist_create", ["label": "Green tea"]),
                ("tag", "exist_update", ["attribute": "green_tea", "value": true]),
                ("exist_checkin", "exist_checkin", ["mood": 8, "tags": ["green_tea"]]),
                ("unowned_tag", "exist_update", ["attribute": "coffee", "value": true]),
                ("acquire_tag_refused", "exist_acquire", ["attribute": "coffee"]),
                ("acquire_tag", "exist_acquire", ["attribute": "coffee", "allow_custom": true]),
                ("owned_tag", "exist_update", ["attribute": "coffee", "value": true]),
                ("future", "exist_update", ["attribute": "steps", "value": 5, "date": "2100-01-01"]),
                (
                    "future_allowed", "exist_update",
                    ["attribute": "steps", "value": 5, "date": "2100-01-01", "allow_future": true]
                ),
                ("exist_templates", "exist_templates", [:]),
            ]
            let run = try await PythonMCPClient.run(
                calls: calls, command: [BuiltProducts.executable("exist").path, "mcp", "--timeout", "300"],
                environment: [
                    "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "EXIST_TOKEN": FakeExist.token,
                    "EXIST_BASE_URL": server.baseURL.absoluteString,
                    "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
                ])
            #expect(run.status == 0, "\(run.log)")
            let summary = try JSONDecoder().decode(Value.self, from: Data(run.summary.utf8))
            #expect(summary.objectValue?["server"] == "exist")
            #expect(summary.objectValue?["problems"] == [])
            let results = try #require(summary.objectValue?["calls"]?.objectValue)
            #expect(results.count == 22)
            let checkin = results["exist_checkin"]?.objectValue?["structured"]?.objectValue
            #expect(checkin?["outcome"] == "written", "\(results["exist_checkin"] ?? .null)")
            let failed = results.filter { $0.value.objectValue?["isError"] == true }.keys.sorted()
            #expect(failed == ["acquire_tag_refused", "future", "unowned", "unowned_tag"])
            let update = results["exist_update"]?.objectValue?["structured"]?.objectValue
            #expect(update?["outcome"] == "written")
            #expect(update?["value"] == 8000)
            let unowned = results["unowned"]?.objectValue?["text"]?.stringValue ?? ""
            #expect(unowned.contains("Attribute 'mood' does not belong to this service"), "\(unowned)")
            #expect(unowned.contains("Call exist_acquire with attribute \"mood\""), "\(unowned)")
            #expect(results["owned"]?.objectValue?["structured"]?.objectValue?["value"] == 8)
            // The day the server wrote, as it said (its clock is the real one).
            let day = results["owned"]?.objectValue?["structured"]?.objectValue?["date"]?.stringValue ?? ""
            #expect(await simulator.value("mood", day) == "8")
            let unownedTag = results["unowned_tag"]?.objectValue?["text"]?.stringValue ?? ""
            #expect(unownedTag.contains("attribute \"coffee\" and allow_custom: true"), "\(unownedTag)")
            let refusedTag = results["acquire_tag_refused"]?.objectValue?["text"]?.stringValue ?? ""
            #expect(refusedTag.contains("only with allow_custom: true"), "\(refusedTag)")
            #expect(results["acquire_tag"]?.objectValue?["structured"]?.objectValue?["outcome"] == "acquired")
            #expect(results["owned_tag"]?.objectValue?["structured"]?.objectValue?["outcome"] == "written")
            #expect(await simulator.owner("coffee") == .some(ExistSimulator.ownService))
            let created = results["exist_create"]?.objectValue?["structured"]?.objectValue
            #expect(created?["attribute"] == "green_tea" && created?["outcome"] == "created")
            #expect(results["tag"]?.objectValue?["structured"]?.objectValue?["value"] == true)
            let future = results["future"]?.objectValue?["text"]?.stringValue ?? ""
            #expect(future.contains("2100-01-01 is after today"), "\(future)")
            #expect(future.contains("allow_future: true"))
            #expect(await simulator.value("steps", "2100-01-01") == "5", "written once allowed")
            let templates = results["exist_templates"]?.objectValue?["structured"]?.objectValue?["templates"]
            #expect(templates?.arrayValue?.count == 5)
            let increment = results["exist_increment"]?.objectValue?["structured"]?.objectValue
            #expect(increment?["outcome"] == "added")
            let tools = summary.objectValue?["tools"]?.objectValue
            #expect(tools?["exist_increment"]?.objectValue?["idempotent"] == false)
            #expect(!run.summary.contains(FakeExist.token) && !run.log.contains(FakeExist.token))
        }
    }
}
