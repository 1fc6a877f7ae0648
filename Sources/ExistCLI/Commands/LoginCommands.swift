import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist login --client-id ID`: OAuth2 through the browser and a redirect to a loopback port.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in with your Exist OAuth2 client (the secret is read from standard input).",
        discussion: """
            Create a client on exist.io (Account → Apps) with the redirect URI http://localhost:PORT/, \
            then run `exist login --client-id ID < secret.txt`. Open the printed address, allow access, \
            and Exist sends your browser back to this command, which stores the tokens (owner-only).
            """)

    @Option(help: "Your OAuth2 client ID.") var clientId: String
    @Option(help: "The loopback port for the redirect (0 picks a free one).") var port = 8000
    @Option(name: .customLong("scope"), help: "A scope to ask for (repeatable; default: every read and write scope).")
    var scopes: [String] = []
    @Option(help: "Seconds to wait for the browser to come back.") var wait: Double = 300
    @OptionGroup var connection: ExistConnectionOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard !clientId.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--client-id is empty.")
        }
        guard wait.isFinite, wait > 0, wait <= 3600 else {
            throw ValidationError("--wait must be between 0 and 3600 seconds.")
        }
    }

    func run() async throws {
        let session = ExistSession(connection: connection)
        let environment = session.environment
        let secret = (environment.readInputLine() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !secret.isEmpty else {
            throw ValidationError("Give the client secret on standard input: exist login --client-id ID < secret.txt")
        }
        let app = ExistAppCredentials(clientID: clientId, clientSecret: secret)
        let config = session.config
        let client = try session.client(.oauth(app, store: config.tokenStore))

        let receiver = try await RedirectReceiver(port: port)
        let redirectURI = receiver.redirectURI
        let state = UUID().uuidString
        let chosen = scopes.isEmpty ? ExistScope.allRead + ExistScope.allWrite : scopes.map { ExistScope(rawValue: $0) }
        let url = try client.authorizationURL(
            clientID: clientId, redirectURI: redirectURI, scopes: chosen, state: state)
        environment.output.line("Open this address in your browser and allow access:")
        environment.output.line(url.absoluteString)
        environment.output.line("Waiting for Exist to send your browser back to \(redirectURI.absoluteString) …")

        let code: String
        do {
            code = try await receiver.code(expectedState: state, timeout: wait)
            await receiver.stop()
        } catch {
            await receiver.stop()
            throw error
        }
        try config.saveApp(app)
        try await client.exchangeCode(code, redirectURI: redirectURI)
        let profile = try await client.profile()
        environment.output.line(
            "Signed in as \(ExistFormat.clean(profile.username)). Tokens saved in \(config.tokenStore.file.path).")
    }
}

/// `exist logout`: forget the stored tokens.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Forget the stored tokens and OAuth client.")

    func run() async throws {
        let environment = CLIEnvironment.current
        let config = ExistConfig.current(environment)
        try await config.removeAll()
        environment.output.line("Signed out: the Exist tokens were deleted from \(config.directory.path).")
        if !(environment.variables["EXIST_TOKEN"] ?? "").isEmpty {
            environment.output.line("EXIST_TOKEN is still set in the environment.")
        }
    }
}

/// `exist config`: a personal token, and where things stand.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Save a personal token, or show where credentials come from.",
        discussion:
            "The token is read from standard input so it never lands in your shell history: "
            + "`exist config --token-stdin < token.txt`."
    )

    @Flag(help: "Read a personal token from standard input and save it (owner-only file).") var tokenStdin = false
    @OptionGroup var connection: ExistConnectionOptions

    func run() async throws {
        let session = ExistSession(connection: connection)
        let environment = session.environment
        let config = session.config
        if tokenStdin {
            let token = (environment.readInputLine() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty, token.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 })
            else {
                throw ValidationError("A personal token is one word of letters and digits; nothing was saved.")
            }
            try await config.removeAll()
            try await config.tokenStore.saveTokens(ExistTokens(accessToken: token))
        }
        let source = try await config.authentication(environment: environment.variables)?.source
        environment.output.line("Config directory  \(config.directory.path)")
        environment.output.line("Exist            \(try session.baseURL().absoluteString)")
        environment.output.line(
            "Credentials      \(source ?? "none (run `exist login` or `exist config --token-stdin`)")")
    }
}
