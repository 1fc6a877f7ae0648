import APICore
import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// What one command run needs: the environment, a client with the right credentials and base
/// URL, and the output helpers.
package struct ExistSession {
    package let environment: CLIEnvironment
    /// The base URL given with `--base-url`, when one was.
    let baseURLText: String?
    /// Seconds to wait for Exist before giving up.
    let timeout: Double
    /// Whether results print as the API's JSON.
    let json: Bool
    /// When to colour output.
    let color: ColorOption

    /// Creates a session; `baseURL` (text as given) overrides `EXIST_BASE_URL`.
    package init(
        baseURL: String? = nil, timeout: Double = 20, json: Bool = false, color: ColorOption = .auto,
        environment: CLIEnvironment = .current
    ) {
        self.environment = environment
        baseURLText = baseURL
        self.timeout = timeout
        self.json = json
        self.color = color
    }

    /// A session for a command's options.
    init(connection: ExistConnectionOptions, output: ExistOutputOptions? = nil) {
        self.init(
            baseURL: connection.baseURL, timeout: connection.timeout, json: output?.json ?? false,
            color: output?.color ?? .auto)
    }

    package var config: ExistConfig { ExistConfig.current(environment) }

    /// The base URL: `--base-url`, else `EXIST_BASE_URL`, else exist.io.
    func baseURL() throws -> URL {
        guard let text = baseURLText ?? environment.variables["EXIST_BASE_URL"], !text.isEmpty else {
            return ExistClient.Configuration.defaultBaseURL
        }
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw ValidationError("The Exist base URL \"\(text)\" is not an http or https URL.")
        }
        return url
    }

    /// A client with `authentication`.
    func client(_ authentication: ExistAuthentication) throws -> ExistClient {
        ExistClient(
            configuration: .init(
                authentication: authentication, baseURL: try baseURL(), http: HTTPSettings(timeout: timeout))
        )
    }

    /// A client signed in as the user, or a one-line explanation of how to sign in.
    package func signedInClient() async throws -> ExistClient {
        guard let (authentication, _) = try await config.authentication(environment: environment.variables) else {
            throw CLIError(
                "Not signed in to Exist: set EXIST_TOKEN, run `exist login --client-id ID`,"
                    + " or save a personal token with `exist config --token-stdin`."
            )
        }
        return try client(authentication)
    }

    /// Runs `operation` behind a spinner on an interactive standard error; when Exist refuses to
    /// refresh the tokens, the error names the command that signs in again.
    func fetching<T: Sendable>(_ label: String, _ operation: () async throws -> T) async throws -> T {
        do {
            return try await Spinner.run(label, in: environment, operation)
        } catch let error as ExistError where error.code == .authorizationFailed {
            var message = Self.sentence(error.localizedDescription)
            if message.hasSuffix(" Sign in again.") { message.removeLast(" Sign in again.".count) }
            throw CLIError(message + " Sign in again: \(config.loginCommand())")
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
    }

    /// Prints styled text within the terminal's width, coloured when the options and terminal allow.
    func print(_ text: StyledText) {
        let painter = Painter(
            isEnabled: color.isEnabled(
                environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.styledLine(painter.paint(text.fitted(width: environment.columns)))
    }
}
