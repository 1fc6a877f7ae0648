import APICore
import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// What one command run needs: the environment, the runtime's connection (credentials, base URL,
/// timeout, clock), and the output helpers.
package struct ExistSession {
    /// The environment the command runs in.
    package let environment: CLIEnvironment
    /// The connection to the user's account, made from the environment and the options.
    package let connection: ExistConnection
    /// Whether results print as the API's JSON.
    let json: Bool
    /// When to colour output.
    let color: ColorOption
    /// Whether a JSON document was printed already: a run prints one at most.
    let printedJSON = Locked(false)

    /// Creates a session; `baseURL` (text as given) overrides `EXIST_BASE_URL`.
    package init(
        baseURL: String? = nil, timeout: Double = 20, json: Bool = false, color: ColorOption = .auto,
        environment: CLIEnvironment = .current
    ) {
        self.environment = environment
        connection = ExistConnection(
            variables: environment.variables, legacyDirectory: environment.configDirectory, baseURL: baseURL,
            timeout: timeout, now: environment.now)
        self.json = json
        self.color = color
    }

    /// A session for a command's options.
    init(connection: ExistConnectionOptions, output: ExistOutputOptions? = nil) {
        self.init(
            baseURL: connection.baseURL, timeout: connection.timeout, json: output?.json ?? false,
            color: output?.color ?? .auto)
    }

    /// The token store and the OAuth client.
    package var config: ExistConfig { connection.config }

    /// The base URL: `--base-url`, else `EXIST_BASE_URL`, else exist.io.
    func baseURL() throws -> URL { try ExistRuntimeError.forCommandLine { try connection.baseURL() } }

    /// A client with `authentication`.
    func client(_ authentication: ExistAuthentication) throws -> ExistClient {
        try ExistRuntimeError.forCommandLine { try connection.client(authentication) }
    }

    /// A client signed in as the user, or a one-line explanation of how to sign in.
    package func signedInClient() async throws -> ExistClient {
        try await ExistRuntimeError.reportingForCommandLine { try await connection.signedInClient() }
    }

    /// Today in the user's Exist time zone (the profile's), at the environment's clock.
    func today(_ client: ExistClient) async throws -> ExistDate { try await connection.today(client) }

    /// Runs `operation` behind a spinner on an interactive standard error, reporting the
    /// runtime's errors as a command does; when Exist refuses to refresh the tokens, the error
    /// names the command that signs in again, and when it refuses `EXIST_TOKEN`, it says that the
    /// variable overrides the saved sign-in.
    func fetching<T: Sendable>(_ label: String, _ operation: () async throws -> T) async throws -> T {
        do {
            return try await ExistRuntimeError.reportingForCommandLine {
                try await Spinner.run(label, in: environment, operation)
            }
        } catch var error as ExistError where error.code == .authorizationFailed {
            var message = Self.sentence(error.localizedDescription)
            if message.hasSuffix(" Sign in again.") { message.removeLast(" Sign in again.".count) }
            error.message = message + " Sign in again: \(config.loginCommand())"
            throw error
        } catch let error as ExistError where error.code == .unauthorized {
            throw await connection.explained(error)
        }
    }

    /// `message` ending with a full stop (or the mark it has).
    static func sentence(_ message: String) -> String {
        message.last.map { ".!?".contains($0) } == true ? message : message + "."
    }

    /// Prints `value` as JSON with the API's keys.
    func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        environment.output.jsonLine(try encoder.encode(value))
        printedJSON.withLock { $0 = true }
    }

    /// Prints styled text within the terminal's width, coloured when the options and terminal allow.
    func print(_ text: StyledText) {
        let painter = Painter(
            isEnabled: color.isEnabled(
                environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.styledLine(painter.paint(text.fitted(width: environment.columns)))
    }
}
