import ArgumentParser
import Logging
import MCP
import MCPToolKit
import TerminalKit

/// `exist mcp`: serves Exist over the Model Context Protocol on standard input and output.
/// Standard output carries nothing but protocol; logs go to standard error.
package struct ExistMCPCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve your Exist data to AI assistants over the Model Context Protocol (stdio).",
        discussion: """
            An assistant starts it as {"command": "exist", "args": ["mcp"]}, signed in as the exist command is \
            (EXIST_TOKEN, `exist login` or `exist config --token-stdin`). Tools: exist_profile, exist_today, \
            exist_values, exist_attributes, exist_insights, exist_averages, exist_correlations, exist_update, \
            exist_increment (never sent twice), exist_checkin (mood, note and tags in one write), exist_acquire, \
            exist_create and exist_templates.
            """)

    package init() {}

    @OptionGroup var server: MCPServerOptions<ExistUpstream>

    package func run() async throws {
        let logger = server.bootstrap(label: "exist.mcp")
        let service = ExistMCPService(environment: CLIEnvironment.current, timeout: server.timeout)
        try await ExistMCPServer(service: service, logger: logger).run(on: StdioTransport(logger: logger))
    }
}

/// Exist, as `exist mcp --timeout` waits for it.
package enum ExistUpstream: MCPUpstream {
    package static let name = "Exist"
    package static let defaultTimeout = 20.0
}
