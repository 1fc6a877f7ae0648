import Exist
import Foundation
import TestSupport
import Testing

@testable import ExistCLI
@testable import ExistRuntime

/// Signing in says what is true: a token is checked before it is saved, scopes not granted are
/// listed, a second logout has nothing to remove, and a failed refresh names the way back.
@Suite("exist sign-in truthfulness")
struct SignInTests {
    @Test("config --token-stdin checks the token with the profile; a refused one saves nothing")
    func checkedToken() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            var runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            let file = runner.existDirectory.appendingPathComponent("exist-tokens.json")
            runner.input = "wrongTokenSECRET\n"
            let refused = await runner.run("config", "--token-stdin")
            #expect(refused.exitCode == 1)
            #expect(
                refused.error == "Error: Exist rejected the token (HTTP 401): Invalid token. Nothing was saved.",
                "\(refused.error)")
            #expect(!refused.all.contains("wrongTokenSECRET"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(server.requests.last?.rawPath == "/api/2/accounts/profile/")

            runner.input = FakeExist.token + "\n"
            let saved = await runner.run("config", "--token-stdin")
            #expect(saved.exitCode == 0, "\(saved.error)")
            #expect(saved.output.hasPrefix("Token checked: it signs in as josh. Saved.\n"))
            #expect(FileManager.default.fileExists(atPath: file.path))
            #expect(!saved.all.contains(FakeExist.token))
        }
    }

    @Test("a second logout says there was nothing to remove")
    func logoutTwice() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            var runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            runner.input = FakeExist.token + "\n"
            #expect(await runner.run("config", "--token-stdin").exitCode == 0)
            let first = await runner.run("logout")
            #expect(first.output.hasPrefix("Signed out: the Exist tokens were deleted from "))
            let second = await runner.run("logout")
            #expect(second.exitCode == 0)
            #expect(second.output.hasPrefix("Nothing to remove: no Exist tokens are saved in "), "\(second.output)")
            #expect(!second.output.contains("deleted"))
        }
    }

    @Test("config lists the scopes the login was granted and those it was not, aligned in one column")
    func scopes() async throws {
        var runner = try ExistRunner()
        defer { runner.folder.cleanUp() }
        try await saveLogin(runner, expired: false)
        runner.variables["COLUMNS"] = "200"
        let shown = await runner.run("config")
        #expect(shown.exitCode == 0, "\(shown.error)")
        let lines = shown.output.split(separator: "\n").map(String.init)
        // Every label's value starts in column 18, continuation lines too.
        #expect(lines.allSatisfy { $0.prefix(17).last == " " && $0.dropFirst(17).first != " " }, "\(shown.output)")
        #expect(lines.contains("Scopes granted   mood_read activity_read"))
        let refused = try #require(shown.output.components(separatedBy: "Not granted      ").last)
        #expect(refused.contains("sleep_read") && refused.contains("mood_write") && !refused.contains("mood_read"))
        #expect(refused.split(separator: " ").count == 32)
        #expect(!shown.all.contains("accessSECRET") && !shown.all.contains("refreshSECRET"))
    }

    @Test("a refused refresh names the command that signs in again, with the saved client")
    func refreshRefused() async throws {
        try await LoopbackServer.run({ request in
            request.rawPath == "/oauth2/access_token"
                ? .json(#"{"error": "invalid_grant"}"#, status: 400) : FakeExist.handle(request)
        }) { server in
            let runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            try await saveLogin(runner, expired: true)
            let result = await runner.run("profile")
            #expect(result.exitCode == 1)
            #expect(
                result.error
                    == "Error: Exist refused the sign-in (HTTP 400): invalid_grant."
                    + " Sign in again: exist login --client-id savedClient < secret.txt",
                "\(result.error)")
            for secret in ["accessSECRET", "refreshSECRET", "clientSECRET"] { #expect(!result.all.contains(secret)) }
        }
    }

    /// Tokens from an OAuth login granting two scopes, and the client that got them.
    private func saveLogin(_ runner: ExistRunner, expired: Bool) async throws {
        let config = ExistConfig(directory: runner.existDirectory)
        try config.saveApp(ExistAppCredentials(clientID: "savedClient", clientSecret: "clientSECRET"))
        try await config.tokenStore.saveTokens(
            ExistTokens(
                accessToken: "accessSECRET", refreshToken: "refreshSECRET", scopes: [.read("mood"), .read("activity")],
                expiresAt: FakeExist.now.addingTimeInterval(expired ? -3600 : 86_400 * 300)))
    }
}
