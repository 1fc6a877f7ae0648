import Foundation

/// The official Python MCP SDK, installed by `Scripts/install-mcp-client` under
/// `.build/mcp-client`, driving a built server through `Tests/MCPEndToEnd/client.py`.
public enum PythonMCPClient {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let python = root.appendingPathComponent(".build/mcp-client/bin/python")
    static let script = root.appendingPathComponent("Tests/MCPEndToEnd/client.py")
    /// One client at a time: each starts Python and a server, and two at once load a busy
    /// machine enough to slow every other test's loopback server.
    private static let oneAtATime = NSLock()

    /// Whether the client is installed (tests that need it are enabled only then).
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: python.path) }

    /// Starts `command` as an MCP server with `environment`, makes `calls` (label, tool,
    /// arguments) and returns the client's exit status, its JSON summary and the server's log.
    public static func run(
        calls: [(label: String, tool: String, arguments: [String: Any])], command: [String],
        environment: [String: String]
    ) async throws -> (status: Int32, summary: String, log: String) {
        let plan = try JSONSerialization.data(withJSONObject: calls.map { [$0.label, $0.tool, $0.arguments] })
        let arguments = [script.path, String(decoding: plan, as: UTF8.self)] + command
        return try await BlockingWork.run {
            try oneAtATime.withLock { try runBlocking(arguments, environment: environment) }
        }
    }

    /// Runs the client with its output in files, so no pipe fills while it runs.
    private static func runBlocking(
        _ arguments: [String], environment: [String: String]
    ) throws -> (status: Int32, summary: String, log: String) {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let outputFile = folder.url.appendingPathComponent("stdout")
        let errorFile = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
            try String(contentsOf: errorFile, encoding: .utf8)
        )
    }
}
