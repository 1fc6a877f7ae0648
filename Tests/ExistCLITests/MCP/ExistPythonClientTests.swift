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
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let calls: [(label: String, tool: String, arguments: [String: Any])] = [
                ("exist_profile", "exist_profile", [:]), ("exist_today", "exist_today", [:]),
                ("exist_values", "exist_values", ["attribute": "steps"]),
                ("exist_attributes", "exist_attributes", [:]), ("exist_insights", "exist_insights", [:]),
                ("exist_averages", "exist_averages", [:]), ("exist_correlations", "exist_correlations", [:]),
                ("exist_update", "exist_update", ["attribute": "mood", "value": 8]),
                ("exist_increment", "exist_increment", ["attribute": "steps", "amount": 250]),
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
            #expect(results.count == 9)
            #expect(results.values.allSatisfy { $0.objectValue?["isError"] == false })
            let update = results["exist_update"]?.objectValue?["structured"]?.objectValue
            #expect(update?["outcome"] == "written")
            #expect(update?["value"] == 8)
            let increment = results["exist_increment"]?.objectValue?["structured"]?.objectValue
            #expect(increment?["outcome"] == "added")
            let tools = summary.objectValue?["tools"]?.objectValue
            #expect(tools?["exist_increment"]?.objectValue?["idempotent"] == false)
            #expect(!run.summary.contains(FakeExist.token) && !run.log.contains(FakeExist.token))
        }
    }
}
