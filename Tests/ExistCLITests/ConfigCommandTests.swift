import Exist
import Foundation
import TestSupport
import Testing

/// Personal tokens, where credentials come from, and signing out.
@Suite("exist config and logout")
struct ConfigCommandTests {
    @Test("a personal token from standard input is saved owner-only and used; logout deletes it")
    func personalToken() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            var runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            runner.input = FakeExist.token + "\n"
            let saved = await runner.run("config", "--token-stdin")
            #expect(saved.exitCode == 0, "\(saved.error)")
            #expect(saved.output.contains("Credentials      personal token"))
            #expect(!saved.all.contains(FakeExist.token))
            let file = runner.existDirectory.appendingPathComponent("exist-tokens.json")
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
            runner.input = nil
            #expect(await runner.run("profile").exitCode == 0)
            #expect(server.requests.last?.headers["authorization"] == "Bearer \(FakeExist.token)")

            let out = await runner.run("logout")
            #expect(out.output.hasPrefix("Signed out"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(await runner.run("profile").exitCode == 1)
        }
    }

    @Test("EXIST_TOKEN wins over a saved token; a token with spaces is refused")
    func sources() async throws {
        var runner = try ExistRunner(variables: ["EXIST_TOKEN": "fromEnvironmentSECRET"])
        defer { runner.folder.cleanUp() }
        let shown = await runner.run("config")
        #expect(shown.output.contains("Credentials      EXIST_TOKEN"))
        #expect(shown.output.contains("Exist            https://exist.io/"))
        #expect(!shown.all.contains("fromEnvironmentSECRET"))
        runner.input = "two words"
        let refused = await runner.run("config", "--token-stdin")
        #expect(refused.exitCode == 64)
        #expect(
            !FileManager.default.fileExists(
                atPath: runner.existDirectory.appendingPathComponent("exist-tokens.json").path))
    }
}
