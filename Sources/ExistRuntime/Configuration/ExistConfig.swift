import APICore
import Exist
import Foundation

/// The `exist` tool's files in a folder of its own (`EXIST_CONFIG_DIR`, else
/// `$XDG_CONFIG_HOME/exist` or `~/.config/exist`): the token store and the OAuth client's
/// credentials, both readable by their owner only.
package struct ExistConfig: Sendable {
    static let tokensFile = "exist-tokens.json"
    static let loginFile = "exist-login.json"

    /// The folder the files live in.
    package let directory: URL

    /// A configuration kept in `directory`.
    package init(directory: URL) { self.directory = directory }

    /// The token store: the OAuth pair after `exist login`, or a personal token after
    /// `exist config --token-stdin`.
    package var tokenStore: ExistFileTokenStore { ExistFileTokenStore(directory: directory, fileName: Self.tokensFile) }

    /// The OAuth client used to log in, needed to refresh its tokens; a file that cannot be read
    /// as one is an ``ExistRuntimeError/Code/invalidConfiguration``.
    package func app() throws(ExistRuntimeError) -> ExistAppCredentials? {
        guard let data = try? DiskStore(directory: directory).read(Self.loginFile) else { return nil }
        guard let app = try? JSONDecoder().decode(ExistAppCredentials.self, from: data) else {
            throw ExistRuntimeError(
                .invalidConfiguration,
                "\(directory.appendingPathComponent(Self.loginFile).path) is damaged:"
                    + " run `exist logout`, then log in again.")
        }
        return app
    }

    /// Saves the OAuth client's credentials (owner-only).
    package func saveApp(_ app: ExistAppCredentials) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try DiskStore(directory: directory).write(encoder.encode(app), to: Self.loginFile)
    }

    /// Forgets the tokens and the OAuth client; whether there was anything to forget.
    @discardableResult
    package func removeAll() async throws -> Bool {
        let manager = FileManager.default
        let existed = [Self.tokensFile, Self.loginFile].contains {
            manager.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
        try await tokenStore.deleteTokens()
        DiskStore(directory: directory).remove(Self.loginFile)
        return existed
    }

    /// The command that signs in again with the saved OAuth client, or the general one.
    package func loginCommand() -> String {
        guard let app = try? app() else { return "exist login --client-id ID < secret.txt" }
        return "exist login --client-id \(app.clientID) < secret.txt"
    }

    /// The credentials to use: `EXIST_TOKEN`, else the login's OAuth tokens (refreshed when
    /// needed), else a saved personal token; with where they came from.
    package func authentication(environment: [String: String]) async throws -> (ExistAuthentication, source: String)? {
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
