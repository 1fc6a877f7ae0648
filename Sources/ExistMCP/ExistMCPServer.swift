import APICore
import Foundation
import Logging
import MCP
import MCPToolKit

/// `exist mcp`: Exist's reads and safe writes, served over the Model Context Protocol with the
/// `exist` command's credentials. Failures are tool results with `isError`; no credential ever
/// appears in a result or a log line.
package struct ExistMCPServer: Sendable {
    package let service: ExistMCPService
    let logger: Logger

    package init(service: ExistMCPService, logger: Logger = Logger(label: "exist.mcp")) {
        self.service = service
        self.logger = logger
    }

    /// A server with every tool registered, not yet started.
    package func makeServer() async -> Server {
        let server = Server(
            name: "exist", version: "1.0.0",
            instructions:
                "Your Exist (exist.io) data: today's values, history, insights, averages, correlations; set values with exist_update, add with exist_increment (never retried); the end-of-day check-in (mood, note, tags) with exist_checkin.",
            capabilities: .init(tools: .init(listChanged: false)))
        let service = service
        await MCPTool.serve(
            ExistTools.all, service: service, on: server, logger: logger, limit: .seconds(interval: service.timeout)
        ) { await service.secrets() }
        return server
    }

    /// Starts serving on `transport` and returns when the client goes away.
    package func run(on transport: any Transport) async throws {
        let server = await makeServer()
        try await server.start(transport: transport)
        logger.info("exist mcp is serving")
        await server.waitUntilCompleted()
    }
}
