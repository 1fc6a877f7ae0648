import ArgumentParser
import CommandLineKit
import Exist
import ExistRuntime
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
        let tokens = try await client.exchangeCode(code, redirectURI: redirectURI)
        let profile = try await client.profile()
        environment.output.line(
            "Signed in as \(ExistFormat.clean(profile.username)). Tokens saved in \(config.tokenStore.file.path).")
        // Exist grants what the user allowed: say which of the scopes asked for it did not grant.
        // A token answer that names no scopes says nothing either way.
        guard !tokens.scopes.isEmpty else { return }
        let granted = Set(tokens.scopes)
        let refused = chosen.filter { !granted.contains($0) }
        if refused.isEmpty {
            environment.output.line("Exist granted every scope asked for.")
        } else {
            var text = StyledText()
            text.append(
                Line([
                    Span(
                        "Exist granted \(chosen.count - refused.count) of the \(chosen.count) scopes asked for; "
                            + "not granted: " + refused.map(\.rawValue).joined(separator: ", ") + ".")
                ]), width: environment.columns, indent: 2)
            session.print(text)
        }
    }
}

/// `exist logout`: forget the stored tokens.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Forget the stored tokens and OAuth client.")

    func run() async throws {
        let environment = CLIEnvironment.current
        let config = ExistConfig.current(
            environment: environment.variables, legacyDirectory: environment.configDirectory)
        if try await config.removeAll() {
            environment.output.line("Signed out: the Exist tokens were deleted from \(config.directory.path).")
        } else {
            environment.output.line("Nothing to remove: no Exist tokens are saved in \(config.directory.path).")
        }
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

    @Flag(help: "Read a personal token from standard input, check it with Exist, and save it (owner-only file).")
    var tokenStdin = false
    @OptionGroup var connection: ExistConnectionOptions
    @Option(help: "When to colour output (NO_COLOR turns auto off).") var color: ColorOption = .auto

    func run() async throws {
        let session = ExistSession(
            baseURL: connection.baseURL, timeout: connection.timeout, color: color, environment: .current)
        let environment = session.environment
        let config = session.config
        if tokenStdin {
            let token = (environment.readInputLine() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty, token.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 })
            else {
                throw ValidationError("A personal token is one word of letters and digits; nothing was saved.")
            }
            // Checked against the API before it replaces anything.
            let checking = try session.client(.bearerToken(token))
            let profile: ExistProfile
            do {
                profile = try await session.fetching("Checking the token with Exist…") { try await checking.profile() }
            } catch let error as ExistError {
                let reason = error.code == .unauthorized ? "" : "The token could not be checked: "
                throw CLIError(reason + ExistSession.sentence(error.localizedDescription) + " Nothing was saved.")
            }
            try await config.removeAll()
            try await config.tokenStore.saveTokens(ExistTokens(accessToken: token))
            environment.output.line("Token checked: it signs in as \(ExistFormat.clean(profile.username)). Saved.")
        }
        let found = try await config.authentication(environment: environment.variables)
        let rows: [(String, String)] = [
            ("Config directory", config.directory.path),
            ("Exist", try session.baseURL().absoluteString),
            ("Credentials", found?.source ?? "none (run `exist login` or `exist config --token-stdin`)"),
        ]
        session.print(Self.render(rows + (try await scopeRows(config, found: found)), width: environment.columns))
    }

    /// Labels in a column and their values after them, wrapped under the values; each value under
    /// its label when a word of it would not fit after the column.
    static func render(_ rows: [(String, String)], width: Int) -> StyledText {
        var text = StyledText()
        for (label, value) in rows {
            if 17 + (value.split(separator: " ").map(TextWidth.of).max() ?? 0) <= width {
                text.append(Line([Span(TextWidth.pad(label, to: 17), .dim), Span(value)]), width: width, indent: 17)
            } else {
                text.append(Line([Span(label, .dim)]))
                text.append(Line([Span("  " + value)]), width: width, indent: 2)
            }
        }
        return text
    }

    /// The scopes the saved login was granted and those of Exist's scopes it was not, when the
    /// saved tokens say (a personal token or `EXIST_TOKEN` does not).
    private func scopeRows(
        _ config: ExistConfig, found: (ExistAuthentication, source: String)?
    ) async throws -> [(String, String)] {
        guard let found, found.source != "EXIST_TOKEN", let tokens = try await config.tokenStore.loadTokens(),
            !tokens.scopes.isEmpty
        else { return [] }
        let granted = Set(tokens.scopes)
        let refused = (ExistScope.allRead + ExistScope.allWrite).filter { !granted.contains($0) }
        return [
            ("Scopes granted", tokens.scopes.map(\.rawValue).joined(separator: " ")),
            ("Not granted", refused.isEmpty ? "none" : refused.map(\.rawValue).joined(separator: " ")),
        ]
    }
}
