import Foundation
import TestSupport
import Testing

@testable import ExistCLI
@testable import ExistRuntime

/// `exist` keeps its credentials in a folder named for it, and moves those it once kept in
/// `weather`'s folder there, without ever losing them.
@Suite("exist's config folder")
struct ConfigLocationTests {
    static let personal = #"{"access_token":"movedSECRET1","scope":"","token_type":"Bearer"}"#
    static let login = #"{"client_id":"cli-client","client_secret":"appSECRETmoved"}"#

    /// Writes `text` to `folder/name`, owner-only, as the tools do.
    static func write(_ text: String, _ name: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    static func text(_ name: String, in folder: URL) -> String? {
        (try? Data(contentsOf: folder.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    static func mode(_ name: String, in folder: URL) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.posixPermissions]
            as? NSNumber)?.intValue
    }

    @Test("EXIST_CONFIG_DIR, else $XDG_CONFIG_HOME/exist, else ~/.config/exist")
    func defaultFolder() {
        #expect(ExistConfig.directory(environment: ["HOME": "/home/ana"]).path == "/home/ana/.config/exist")
        #expect(
            ExistConfig.directory(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/xdg"]).path == "/xdg/exist")
        #expect(
            ExistConfig.directory(environment: ["XDG_CONFIG_HOME": "/xdg", "EXIST_CONFIG_DIR": "/mine"]).path == "/mine"
        )
    }

    @Test("credentials only in weather's folder are moved to exist's, owner-only, and the rest is left there")
    func oldOnly() async throws {
        let runner = try ExistRunner()
        defer { runner.folder.cleanUp() }
        try Self.write(Self.personal, ExistConfig.tokensFile, in: runner.configDirectory)
        try Self.write(Self.login, ExistConfig.loginFile, in: runner.configDirectory)
        try Self.write(#"{"units":"imperial"}"#, "settings.json", in: runner.configDirectory)
        let result = await runner.run("config")
        #expect(result.exitCode == 0, "\(result.error)")
        // The folder's path, under its label when it is too long to follow it.
        #expect(result.output.hasPrefix("Config directory"))
        #expect(result.output.contains(" \(runner.existDirectory.path)\n"))
        for (name, text) in [(ExistConfig.tokensFile, Self.personal), (ExistConfig.loginFile, Self.login)] {
            #expect(Self.text(name, in: runner.existDirectory) == text)
            #expect(try Self.mode(name, in: runner.existDirectory) == 0o600)
            #expect(Self.text(name, in: runner.configDirectory) == nil)
        }
        #expect(Self.text("settings.json", in: runner.configDirectory) == #"{"units":"imperial"}"#)
        #expect(!result.all.contains("movedSECRET1") && !result.all.contains("appSECRETmoved"))
    }

    @Test("credentials only in exist's folder are used where they are")
    func newOnly() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0, token: "movedSECRET1") }) { server in
            let runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            try Self.write(Self.personal, ExistConfig.tokensFile, in: runner.existDirectory)
            let result = await runner.run("profile")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(server.requests.last?.headers["authorization"] == "Bearer movedSECRET1")
            #expect(!FileManager.default.fileExists(atPath: runner.configDirectory.path))
        }
    }

    @Test("with credentials in both folders, exist's are used and weather's folder is left as it is")
    func both() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0, token: "newSECRET2") }) { server in
            let runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            let newer = #"{"access_token":"newSECRET2","scope":"","token_type":"Bearer"}"#
            try Self.write(Self.personal, ExistConfig.tokensFile, in: runner.configDirectory)
            try Self.write(newer, ExistConfig.tokensFile, in: runner.existDirectory)
            let result = await runner.run("profile")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(server.requests.last?.headers["authorization"] == "Bearer newSECRET2")
            #expect(Self.text(ExistConfig.tokensFile, in: runner.configDirectory) == Self.personal)
            #expect(Self.text(ExistConfig.tokensFile, in: runner.existDirectory) == newer)
        }
    }

    @Test("when exist's folder cannot be made, the credentials stay in weather's folder and are used there")
    func unwritable() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0, token: "movedSECRET1") }) { server in
            var runner = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { runner.folder.cleanUp() }
            let blocker = runner.folder.url.appendingPathComponent("a-file")
            try Data("not a folder".utf8).write(to: blocker)
            runner.variables["EXIST_CONFIG_DIR"] = blocker.appendingPathComponent("exist").path
            try Self.write(Self.personal, ExistConfig.tokensFile, in: runner.configDirectory)
            let result = await runner.run("profile")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(server.requests.last?.headers["authorization"] == "Bearer movedSECRET1")
            #expect(Self.text(ExistConfig.tokensFile, in: runner.configDirectory) == Self.personal)
        }
    }
}
