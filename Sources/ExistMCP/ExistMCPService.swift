import APICore
import Exist
import ExistRuntime
import Foundation
import MCPToolKit
import TerminalKit

/// What every tool call of one `exist mcp` server shares: the credentials of the `exist`
/// command (EXIST_TOKEN, the login's OAuth tokens or a saved personal token) and one client.
package final class ExistMCPService: Sendable {
    /// The runtime's connection: credentials, base URL (`EXIST_BASE_URL`), timeout and clock.
    let connection: ExistConnection
    /// `--timeout`, in seconds: the longest a call that may be cut off runs.
    let timeout: Double
    private let shared = Locked<ExistClient?>(nil)

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - environment: The command's environment (the base URL is its `EXIST_BASE_URL`).
    ///   - timeout: `--timeout`, in seconds.
    ///   - now: The clock that says what "today" is.
    package init(
        environment: CLIEnvironment, timeout: Double = 20, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.timeout = timeout
        connection = ExistConnection(
            variables: environment.variables, legacyDirectory: environment.configDirectory, timeout: timeout, now: now)
    }

    /// The signed-in client, made at the first call that finds credentials and shared from then on.
    func client() async throws -> ExistClient {
        if let client = shared.withLock({ $0 }) { return client }
        let made = try await connection.signedInClient()
        return shared.withLock { client in
            if let client { return client }
            client = made
            return made
        }
    }

    /// Every credential the server could use, to be cut from any text it returns or logs.
    func secrets() async -> [String] { await connection.secrets() }

    /// Today in the user's Exist time zone.
    func today() async throws -> ExistDate { try await connection.today(client()) }

    /// The named attribute, found among all of the user's, active or not.
    func attribute(_ name: String) async throws -> ExistAttribute {
        let filter = ExistAttributeFilter(names: [name], includeInactive: true, includeLowPriority: true)
        guard let attribute = try await client().attributes(filter).collect().first else {
            throw MCPToolFailure(
                "unknown_attribute", "You have no attribute called \"\(name)\"; exist_attributes lists them.")
        }
        return attribute
    }
}
