import Foundation
import MCP
import TestSupport
import Testing

/// The built `weather mcp` driven over stdio by the official Python SDK, a client nobody here
/// wrote. Enabled when `Scripts/install-mcp-client` has made its environment (CI runs it first).
@Suite("weather mcp with the Python MCP SDK")
struct PythonClientTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let python = root.appendingPathComponent(".build/mcp-client/bin/python")
    static let client = root.appendingPathComponent("Tests/MCPEndToEnd/client.py")
    static let token = "pythonSecretToken31"

    @Test(
        "lists the tools, calls each, and reads structured answers and the preferences",
        .enabled(if: FileManager.default.isExecutableFile(atPath: python.path), "run Scripts/install-mcp-client"))
    func endToEnd() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let environment = [
                "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "CAIYUN_TOKEN": Self.token,
                "CAIYUN_BASE_URL": server.baseURL.absoluteString,
                "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
            ]
            let arguments = [
                Self.client.path, BuiltProducts.executable("weather").path, "mcp", "--cache-dir",
                folder.url.appendingPathComponent("cache").path,
            ]
            let (status, output, errors) = try await BlockingWork.run {
                try Self.run(Self.python, arguments, environment: environment, in: folder)
            }
            #expect(status == 0, "\(errors)")
            let summary = try JSONDecoder().decode(Value.self, from: Data(output.utf8))
            #expect(summary["server"] == "weather")
            #expect(summary["problems"] == [])
            #expect(summary["tools"]?.objectValue?.count == 8)
            #expect(summary["tools", "current_weather", "readOnly"] == true)
            #expect(summary["calls", "current_weather", "structured", "current", "temperature"]?.number == 18.2)
            #expect(summary["calls", "current_weather", "structured", "place", "name"] == "Panzhihua, CN")
            #expect(summary["calls", "find_place", "structured", "places", 0, "country"] == "GB")
            #expect(summary["calls", "hourly_forecast", "structured", "hours"]?.arrayValue?.count == 3)
            #expect(summary["calls", "daily_forecast", "structured", "fromCache"] == true)
            #expect(summary["calls", "air_quality", "structured", "us", "index"]?.number == 144)
            #expect(summary["calls", "latitude 91", "isError"] == true)
            #expect(summary["resources"] == ["weather://locations", "weather://preferences"])
            #expect(summary["preferences", "provider"] == "caiyun")
            #expect(!output.contains(Self.token) && !errors.contains(Self.token))
            // One request for the weather file and one for the past hours, whatever the calls.
            #expect(server.requestCount == 2)
        }
    }

    /// Runs `executable` with its output in files, so no pipe fills while it runs.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], in folder: TemporaryDirectory
    ) throws -> (Int32, String, String) {
        let outputFile = folder.url.appendingPathComponent("stdout")
        let errorFile = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        let output = try String(contentsOf: outputFile, encoding: .utf8)
        let errors = try String(contentsOf: errorFile, encoding: .utf8)
        return (process.terminationStatus, output, errors)
    }
}
