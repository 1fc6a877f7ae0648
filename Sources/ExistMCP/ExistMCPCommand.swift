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
            exist_values, exist_attributes, exist_insights, exist_averages, exist_correlations, exist_update and \
            exist_increment (never sent twice).
            """)

    package init() {}

    @Option(help: "Seconds to wait for Exist before giving up.")
    var timeout: Double = 20

    @OptionGroup var logging: MCPLogOptions

    package func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be between 0 and 300 seconds.")
        }
    }

    package func run() async throws {
        let logger = logging.bootstrap(label: "exist.mcp")
        let service = ExistMCPService(environment: CLIEnvironment.current, timeout: timeout)
        try await ExistMCPServer(service: service, logger: logger).run(on: StdioTransport(logger: logger))
    }
}
