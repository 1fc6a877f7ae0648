import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

@Suite("The tool speaks the user's language, picks the index they expect, and explains itself")
struct LanguageAndHelpTests {
    @Test(
        "without --lang the language comes from LANGUAGE, LC_ALL, LC_MESSAGES and LANG, as the library reads them",
        arguments: [
            (["LANG": "zh_CN.UTF-8"], "中国 AQI  67 · 良"),
            (["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"], "中國 AQI  67 · 良"),
            (["LANG": "zh_CN.UTF-8", "LANGUAGE": "en:zh"], "China AQI   67 · Good"),
            (["LC_ALL": "C", "LANGUAGE": "zh_CN"], "China AQI   67 · Good"),
            ([:], "China AQI   67 · Good"),
        ])
    func environmentLanguage(_ variables: [String: String], _ row: String) async throws {
        let sandbox = try CLISandbox(variables: variables)
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("now")
        #expect(result.exitCode == 0)
        #expect(result.output.contains("\n     \(row)\n"), "\(result.output)")
    }

    @Test("--aqi picks the index; the example is in mainland China, so it shows China's by default")
    func aqiOption() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        #expect(await sandbox.run("now", "--aqi", "us").output.contains("\n     US AQI      84 · Moderate\n"))
        #expect(await sandbox.run("now", "--aqi", "china").output.contains("\n     China AQI   67 · Good\n"))
        #expect(await sandbox.run("now", "--aqi", "us", "--lang", "zh").output.contains("\n     美国 AQI  84 · 中等\n"))
        let bad = await sandbox.run("now", "--aqi", "india")
        #expect(bad.exitCode == 64)
    }

    @Test("a mistyped option gets argument-parser's suggestion, even with --lon given")
    func suggestion() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        for arguments in [
            ["--latt", "30"], ["--latt", "30", "--lon", "116"], ["now", "--latt", "30", "--lon", "116"],
        ] {
            let result = await sandbox.run(arguments)
            #expect(result.exitCode == 64)
            #expect(result.error.contains("Did you mean '--lat'?"), "\(arguments): \(result.error)")
        }
        #expect(await sandbox.run("--lon", "116").error.contains("Give both --lat and --lon"))
    }

    @Test("the root help shows the common options and every environment variable")
    func rootHelp() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let help = await sandbox.run("--help").all
        for text in [
            "--lat", "--location", "--city", "--provider", "--units", "--lang", "--aqi", "--json", "--no-cache",
            "CAIYUN_TOKEN", "OPENWEATHERMAP_API_KEY", "CAIYUN_BASE_URL", "LANG",
        ] {
            #expect(help.contains(text), "\(text)")
        }
    }
}
