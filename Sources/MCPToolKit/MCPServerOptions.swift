import ArgumentParser
import Logging

/// What an `mcp` command's options need to know of the service it serves: its name in help, and
/// how long a call waits for it by default.
package protocol MCPUpstream {
    /// The service as help names it, such as "the weather API" or "Exist".
    static var name: String { get }
    /// Seconds a call waits for the service unless `--timeout` says otherwise.
    static var defaultTimeout: Double { get }
}

/// The options every `mcp` command shares: `--timeout` (checked the same way everywhere) and
/// `--log-level`.
package struct MCPServerOptions<Upstream: MCPUpstream>: ParsableArguments {
    package init() {}

    @Option(help: ArgumentHelp("Seconds to wait for \(Upstream.name) before giving up, up to 300."))
    package var timeout: Double = Upstream.defaultTimeout

    @OptionGroup package var logging: MCPLogOptions

    package func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be more than 0 and at most 300 seconds.")
        }
    }

    /// Sends every logger of the process to standard error at the chosen level; a logger labelled `label`.
    package func bootstrap(label: String) -> Logger { logging.bootstrap(label: label) }
}
