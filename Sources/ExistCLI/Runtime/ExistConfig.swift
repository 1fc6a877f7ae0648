import APICore
import Exist
import Foundation
import TerminalKit

/// The `exist` tool's files in a folder of its own (`EXIST_CONFIG_DIR`, else
/// `$XDG_CONFIG_HOME/exist` or `~/.config/exist`): the token store and the OAuth client's
/// credentials, both readable by their owner only.
package struct ExistConfig {
    static let tokensFile = "exist-tokens.json"
    static let loginFile = "exist-login.json"

    let directory: URL

    /// The token store: the OAuth pair after `exist login`, or a personal token after
    /// `exist config --token-stdin`.
    package var tokenStore: ExistFileTokenStore { ExistFileTokenStore(directory: directory, fileName: Self.tokensFile) }

    /// The OAuth client used to log in, needed to refresh its tokens.
    package func app() throws -> ExistAppCredentials? {
        guard let data = try? DiskStore(directory: directory).read(Self.loginFile) else { return nil }
        guard let app = try? JSONDecoder().decode(ExistAppCredentials.self, from: data) else {
            throw CLIError(
                "\(directory.appendingPathComponent(Self.loginFile).path) is damaged:"
                    + " run `exist logout`, then log in again."
            )
        }
        return app
    }

    /// Saves the OAuth client's credentials (owner-only).
    func saveApp(_ app: ExistAppCredentials) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try DiskStore(directory: directory).write(encoder.encode(app), to: Self.loginFile)
    }

    /// Forgets the tokens and the OAuth client; whether there was anything to forget.
    @discardableResult
    func removeAll() async throws -> Bool {
        let manager = FileManager.default
        let existed = [Self.tokensFile, Self.loginFile].contains {
            manager.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
        try await tokenStore.deleteTokens()
        DiskStore(directory: directory).remove(Self.loginFile)
        return existed
    }

    /// The command that signs in again with the saved OAuth client, or the general one.
    func loginCommand() -> String {
        guard let app = try? app() else { return "exist login --client-id ID < secret.txt" }
        return "exist login --client-id \(app.clientID) < secret.txt"
    }

    /// The credentials to use: `EXIST_TOKEN`, else the login's OAuth tokens (refreshed when
    /// needed), else a saved personal token.
    func authentication(environment: [String: String]) async throws -> (ExistAuthentication, source: String)? {
        if let token = environment["EXIST_TOKEN"], !token.trimmingCharacters(in: .whitespaces).isEmpty {
            return (.bearerToken(token), "EXIST_TOKEN")
        }
        guard let tokens = try await tokenStore.loadTokens() else { return nil }
        if tokens.refreshToken != nil, let app = try app() {
            return (.oauth(app, store: tokenStore), "login (OAuth client \(app.clientID))")
        }
        return (.bearerToken(tokens.accessToken), "personal token")
    }
}
