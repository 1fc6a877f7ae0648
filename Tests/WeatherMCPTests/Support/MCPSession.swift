import APICore
import Foundation
import Logging
import MCP
import TerminalKit
import TestSupport
import Testing

@testable import WeatherMCP

/// A `weather mcp` server in process, driven through the SDK's own client over an in-memory
/// transport, with its own config and cache folders.
struct MCPSession {
    let client: Client
    let folder: TemporaryDirectory
    let errorOutput: TextSink

    /// Runs `body` with a connected client; `variables` is the server's environment.
    static func run<T: Sendable>(
        variables: [String: String], timeout: Double = 120, clock: any APIClock = SystemClock(),
        prepare: (URL) throws -> Void = { _ in }, _ body: (MCPSession) async throws -> T
    ) async throws -> T {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let configDirectory = folder.url.appendingPathComponent("config")
        try prepare(configDirectory)
        let errorOutput = TextSink.capture()
        let environment = CLIEnvironment(
            variables: Offline.merged(with: variables), output: .capture(), errorOutput: errorOutput,
            configDirectory: configDirectory)
        // The real clock bounds the calls: a generous timeout keeps a busy machine from failing them.
        var logger = Logger(label: "weather.mcp.tests") { _ in SinkLogHandler(sink: errorOutput) }
        logger.logLevel = .debug
        let service = try WeatherMCPService(
            environment: environment, cacheDirectory: folder.url.appendingPathComponent("cache").path, timeout: timeout,
            logger: logger)
        let server = await WeatherMCPServer(service: service, logger: logger, clock: clock).makeServer()
        let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverTransport)
        let client = Client(name: "weather-tests", version: "1.0")
        try await client.connect(transport: clientTransport)
        let session = MCPSession(client: client, folder: folder, errorOutput: errorOutput)
        do {
            let result = try await body(session)
            await client.disconnect()
            await server.stop()
            return result
        } catch {
            await client.disconnect()
            await server.stop()
            throw error
        }
    }

    /// Calls `tool` and returns the whole result, structured content included.
    func call(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        let context = try await client.send(CallTool.request(.init(name: tool, arguments: arguments)))
        return try await context.value
    }

    /// Calls `tool`, expecting an answer, and returns its structured content.
    func answer(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> [String: Value] {
        let result = try await call(tool, arguments)
        #expect(result.isError != true, "\(tool): \(result.text)")
        return try #require(result.structuredContent?.objectValue, "\(tool) has no structured content")
    }

    /// Calls `tool`, expecting a failure, and returns its code and message.
    func failure(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> (code: String, message: String) {
        let result = try await call(tool, arguments)
        #expect(result.isError == true, "\(tool) did not fail: \(result.text)")
        let error = try #require(result.structuredContent?.objectValue?["error"]?.objectValue)
        return (try #require(error["code"]?.stringValue), try #require(error["message"]?.stringValue))
    }
}

extension CallTool.Result {
    /// The text of every text item.
    var text: String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined(separator: "\n")
    }
}

extension Value {
    /// The number, whether it travelled as an integer or a decimal.
    var number: Double? { doubleValue ?? intValue.map(Double.init) }

    /// The value at a path of object keys and array positions.
    subscript(_ keys: Any...) -> Value? {
        keys.reduce(Optional(self)) { value, key in
            if let name = key as? String { return value?.objectValue?[name] }
            if let index = key as? Int, let array = value?.arrayValue, array.indices.contains(index) {
                return array[index]
            }
            return nil
        }
    }
}

/// Writes log messages to a sink, where tests read them.
struct SinkLogHandler: LogHandler {
    let sink: TextSink
    var logLevel: Logger.Level = .debug
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        sink.write("\(event.level) \(event.message) \(event.metadata ?? [:])\n")
    }
}
