import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

@Suite("Commands on the bundled example and saved files")
struct CommandTests {
    @Test(
        "with no token every view shows the labelled example and exits 0",
        arguments: ["now", "forecast", "minutely", "alerts"])
    func exampleViews(_ command: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run(command)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(
            result.output.hasPrefix(
                "Jincheng, Shanxi · Example data · 2021-04-14 19:03 UTC+08:00\nName a place for live weather, such as weather London; no key is needed."
            ))
        #expect(result.output.contains("Caiyun Weather · caiyunapp.com"))
        #expect(result.error.isEmpty)
    }

    @Test("the default command is now")
    func defaultCommand() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        #expect(await sandbox.run([]).output == (await sandbox.run("now")).output)
    }

    @Test("--json prints the example response with the API's own keys, and the place under weather_cli")
    func exampleJSON() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("now", "--json")
        #expect(result.exitCode == 0)
        guard case .object(var printed) = try JSONTree.parse(Data(result.output.utf8)) else {
            Issue.record("not an object: \(result.output.prefix(80))")
            return
        }
        let metadata = printed.removeValue(forKey: "weather_cli")
        #expect(
            metadata
                == .object(["place": .object(["name": .string("Jincheng, Shanxi"), "is_approximate": .bool(false)])]))
        let original = try JSONTree.parse(
            FixtureFiles.data(
                "v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather", provider: "caiyun"))
        #expect(original.differences(from: .object(printed)).isEmpty)
    }

    @Test(
        "show renders every recorded response, and --json re-encodes it faithfully",
        arguments: try FixtureFiles.names("caiyun").filter { !$0.contains("error") })
    func show(_ name: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(FixtureFiles.url(name, provider: "caiyun")).path
        let rendered = await sandbox.run("show", path)
        #expect(rendered.exitCode == 0, "\(rendered.error)")
        #expect(rendered.output.contains("Caiyun Weather · caiyunapp.com"))
        #expect(rendered.output.contains("· Updated 20"))
        let json = await sandbox.run("show", path, "--json")
        #expect(json.exitCode == 0)
        let differences = try JSONTree.parse(FixtureFiles.data(name, provider: "caiyun")).differences(
            from: JSONTree.parse(Data(json.output.utf8)))
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test("show on an error body exits 1 with the API's message; on a missing file, says so")
    func showErrors() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(
            FixtureFiles.url("v2.5_error_token-invalid_YuanLinStudio-CaiyunWeather", provider: "caiyun")
        ).path
        let result = await sandbox.run("show", path)
        #expect(result.exitCode == 1)
        #expect(
            result.error
                == "Error: \(path) holds a Caiyun error, not weather: The API rejected the token: 'token is invalid'.")
        let missing = await sandbox.run("show", "/nonexistent/file.json")
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("Cannot read /nonexistent/file.json"))
        let html = sandbox.folder.url.appendingPathComponent("page.json")
        try Data("<html><title>Bad Gateway</title></html>".utf8).write(to: html)
        let page = await sandbox.run("show", html.path)
        #expect(page.exitCode == 1)
        #expect(page.error.contains("HTML page"))
    }

    @Test(
        "bad arguments exit 64 with a usage message",
        arguments: [
            ["--lat", "100", "--lon", "0"], ["--lat", "30"], ["--units", "furlongs"], ["--lang", "fr"],
            ["forecast", "--hours", "0"],
            ["--color", "sometimes"], ["--location", "home", "--lat", "1", "--lon", "2"],
            ["--timeout", "-1"],
            ["--city", ","], ["--city", " , GB"],
        ])
    func badArguments(_ arguments: [String]) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run(arguments)
        #expect(result.exitCode == 64, "\(arguments): \(result.error)")
        #expect(result.error.hasPrefix("Error: "))
        #expect(result.output.isEmpty)
    }

    @Test("a location that is not saved is a usage error")
    func missingLocation() async throws {
        let sandbox = try CLISandbox(variables: ["CAIYUN_TOKEN": "sandboxToken1"])
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("now", "--location", "atlantis")
        #expect(result.exitCode == 64)
        #expect(result.error.contains("No saved location is called \"atlantis\""))
    }

    @Test("a token without a place, and a place without a token, explain what is missing")
    func missingPieces() async throws {
        let withToken = try CLISandbox(variables: ["CAIYUN_TOKEN": "sandboxToken1"])
        defer { withToken.folder.cleanUp() }
        let noPlace = await withToken.run("now")
        #expect(noPlace.exitCode == 64)
        #expect(noPlace.error.contains("No place given"))
        let withoutToken = try CLISandbox()
        defer { withoutToken.folder.cleanUp() }
        let noToken = await withoutToken.run("now", "--lat", "39.9", "--lon", "116.4", "--provider", "caiyun")
        #expect(noToken.exitCode == 1)
        #expect(noToken.error.contains("No Caiyun API token for Beijing, CN"))
    }

    @Test("saved locations: add, list, default, remove")
    func locations() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        #expect(await sandbox.run("locations").output.contains("No saved places."))
        #expect(
            await sandbox.run("locations", "add", "home", "--lat", "39.9042", "--lon", "116.4074", "--default").output
                == "Saved home as the default.\n")
        #expect(await sandbox.run("locations", "add", "office", "--lat", "31.2304", "--lon", "121.4737").exitCode == 0)
        #expect(
            await sandbox.run("locations", "list").output
                == "home    39.9042, 116.4074  (default)\noffice  31.2304, 121.4737\n")
        #expect(await sandbox.run("locations", "default", "office").output == "office is now the default.\n")
        #expect(await sandbox.run("locations", "remove", "home").output == "Removed home.\n")
        #expect(await sandbox.run("locations", "list").output == "office  31.2304, 121.4737  (default)\n")
        let missing = await sandbox.run("locations", "remove", "home")
        #expect(missing.exitCode == 64)
        // Found while running: the usage and help command are the subcommand's.
        #expect(missing.error.contains("Usage: weather locations remove <name>"), "\(missing.error)")
        #expect(missing.error.contains("See 'weather locations remove --help'"), "\(missing.error)")
        #expect(await sandbox.run("locations", "add", "x", "--lat", "95", "--lon", "0").exitCode == 64)
        let file = sandbox.runner.configDirectory.appendingPathComponent("locations.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("a damaged locations file is reported and left alone")
    func corruptStore() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        try FileManager.default.createDirectory(at: sandbox.runner.configDirectory, withIntermediateDirectories: true)
        let file = sandbox.runner.configDirectory.appendingPathComponent("locations.json")
        try Data("not json".utf8).write(to: file)
        let list = await sandbox.run("locations", "list")
        #expect(list.exitCode == 1)
        #expect(list.error.contains("locations.json is damaged"))
        #expect(await sandbox.run("locations", "add", "home", "--lat", "1", "--lon", "2").exitCode == 1)
        #expect(try Data(contentsOf: file) == Data("not json".utf8))
    }

    @Test("config: units and language become the defaults; the token is saved privately and never shown")
    func config() async throws {
        var sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let initial = await sandbox.run("config")
        #expect(initial.output.contains("API token         not set"))
        #expect(await sandbox.run("config", "--units", "imperial", "--lang", "zh").exitCode == 0)
        let now = await sandbox.run("now")
        #expect(now.output.contains("多云  57°F"))
        sandbox.runner.input = "  mySavedSecretToken99 \n"
        let saved = await sandbox.run("config", "--token-stdin")
        #expect(saved.output.contains("API token         saved"))
        #expect(!saved.all.contains("mySavedSecretToken99"))
        let file = sandbox.runner.configDirectory.appendingPathComponent("credentials.json")
        #expect(
            (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
                == 0o600)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("mySavedSecretToken99"))
        sandbox.runner.input = "has space"
        #expect(await sandbox.run("config", "--token-stdin").exitCode == 64)
        #expect(await sandbox.run("config", "--clear-token").output.contains("API token         not set"))
    }

    @Test(
        "config says what plain weather will do without a token: the example, Open-Meteo for a place, or ask for one for Caiyun"
    )
    func configTellsTheTruth() async throws {
        var sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let fresh = await sandbox.run("config").output
        #expect(fresh.contains("Provider          open-meteo (default)"))
        #expect(
            fresh.contains(
                "API token         not set: Open-Meteo answers for a place, with no key; without one, the example data")
        )
        #expect(await sandbox.run("now").output.contains("Example data"))
        let added = await sandbox.run("locations", "add", "home", "--lat", "39.9042", "--lon", "116.4074", "--default")
        #expect(added.exitCode == 0, "\(added.error)")
        #expect(
            await sandbox.run("config").output.contains(
                "API token         not set: Open-Meteo answers for \"home\", with no key"))
        #expect(await sandbox.run("config", "--provider", "caiyun").exitCode == 0)
        #expect(
            await sandbox.run("config").output.contains(
                "API token         not set: needed for \"home\", the default location"))
        let plain = await sandbox.run("now")
        #expect(plain.exitCode == 1 && plain.error.contains("No Caiyun API token for home"))
        sandbox.runner.variables["CAIYUN_TOKEN"] = "sandboxToken1"
        #expect(await sandbox.run("config").output.contains("API token         set by CAIYUN_TOKEN"))
    }

    @Test("colour: never, always, auto on a terminal, and NO_COLOR")
    func colour() async throws {
        var sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        #expect(!(await sandbox.run("now", "--color", "never").output.contains("\u{1B}[")))
        #expect(await sandbox.run("now", "--color", "always").output.contains("\u{1B}["))
        #expect(!(await sandbox.run("now").output.contains("\u{1B}[")))
        sandbox.runner.isTerminal = true
        #expect(await sandbox.run("now").output.contains("\u{1B}["))
        sandbox.runner.variables["NO_COLOR"] = "1"
        #expect(!(await sandbox.run("now").output.contains("\u{1B}[")))
        let plain = await sandbox.run("now", "--color", "never")
        let colored = await sandbox.run("now", "--color", "always")
        #expect(
            colored.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                == plain.output)
    }

    @Test("shell completion scripts are generated", arguments: ["bash", "zsh", "fish"])
    func completion(_ shell: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("--generate-completion-script", shell)
        #expect(result.exitCode == 0)
        #expect(result.output.contains("weather"))
        #expect(result.output.contains("forecast"))
    }
}
