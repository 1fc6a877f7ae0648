import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather show` on every kind of body the SDK decodes, on damaged bodies, and on files too
/// large to read.
@Suite("show: every saved response, bounded and decoded once")
struct ShowEveryBodyTests {
    private func fixture(_ name: String) throws -> String {
        try #require(FixtureFiles.url(name, provider: "openweathermap")).path
    }

    private func write(_ data: Data, _ name: String, in sandbox: CLISandbox) throws -> String {
        let file = sandbox.folder.url.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }

    @Test("geocoding results as a list of places, in English and Chinese")
    func places() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let english = await sandbox.run("show", try fixture("geocoding_direct_london_gb"))
        #expect(english.exitCode == 0, "\(english.error)")
        #expect(
            english.output == """
                1 place found

                  London, England, GB  51.5074, -0.1278

                OpenWeatherMap · openweathermap.org

                """)
        let chinese = await sandbox.run("show", "--lang", "zh", try fixture("geocoding_direct_london_gb"))
        #expect(
            chinese.output == """
                找到 1 个地点

                  倫敦, England, GB  51.5074, -0.1278

                OpenWeatherMap · openweathermap.org

                """)
        let none = await sandbox.run("show", try write(Data("[]".utf8), "none.json", in: sandbox))
        #expect(none.output.hasPrefix("0 places found\n\n  No places found.\n"))
        let zip = await sandbox.run(
            "show", "--lang", "zh",
            try write(
                Data(#"{"zip":"E14","name":"London","lat":51.5128,"lon":-0.0638,"country":"GB"}"#.utf8), "zip.json",
                in: sandbox))
        #expect(zip.output.hasPrefix("找到 1 个地点\n\n  E14 London, GB  51.5128, -0.0638\n"))
    }

    @Test("the One Call 4.0 alert in the reader's language, naming the others")
    func alertDetail() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let english = await sandbox.run("show", try fixture("onecall4_alert_synthetic_multilingual"))
        #expect(
            english.output == """
                ⚠ Alert (no event name given)
                  NWS Phoenix (Southcentral and Southwest Arizona) · 2023-12-31 18:00 –
                  2024-01-01 07:00 UTC
                  Air quality is forecast to reach unhealthy levels for sensitive groups; limit
                  prolonged outdoor exertion.
                  Also in: zh

                OpenWeatherMap · openweathermap.org

                """)
        let chinese = await sandbox.run("show", "--lang", "zh", try fixture("onecall4_alert_synthetic_multilingual"))
        #expect(
            chinese.output == """
                ⚠ 预警（未给出名称）
                  NWS Phoenix (Southcentral and Southwest Arizona) · 2023-12-31 18:00 –
                  2024-01-01 07:00 UTC
                  预计空气质量对敏感人群不健康，请减少长时间户外剧烈活动。
                  其他语言：en

                OpenWeatherMap · openweathermap.org

                """)
    }

    @Test("an air-pollution history with no samples says so and keeps its place")
    func emptyAirHistory() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try write(
            Data(#"{"coord":{"lon":-0.1278,"lat":51.5074},"list":[]}"#.utf8), "history.json", in: sandbox)
        #expect(
            await sandbox.run("show", path).output == """
                51.5074, -0.1278 · Air quality

                  No samples in the requested range.

                OpenWeatherMap · openweathermap.org

                """)
        #expect(
            await sandbox.run("show", "--lang", "zh", path).output == """
                51.5074, -0.1278 · 空气质量

                  所请求的时间范围内没有数据。

                OpenWeatherMap · openweathermap.org

                """)
        let json = await sandbox.run("show", path, "--json")
        #expect(
            try JSONTree.parse(Data(#"{"coord":{"lon":-0.1278,"lat":51.5074},"list":[]}"#.utf8)).differences(
                from: JSONTree.parse(Data(json.output.utf8))
            ).isEmpty)
    }

    @Test("OpenWeatherMap's air index is named on its own 1–5 scale, never China's")
    func airScale() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let chinese = await sandbox.run("show", "--lang", "zh", try fixture("air_pollution_current_london_pyowm"))
        #expect(chinese.output.contains("OpenWeatherMap 空气质量指数 1/5 · 好"))
        #expect(!chinese.output.contains("优"))
    }

    @Test("One Call with a damaged minute: the rest is shown, the minute is reported, --json keeps the rest")
    func damagedOneCall() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json[path: "minutely", "3", "precipitation"] = nil
        }
        let path = try write(data, "damaged.json", in: sandbox)
        let result = await sandbox.run("show", path)
        #expect(result.exitCode == 0)
        #expect(
            result.error == "warning: left out an item that does not decode: minutely[3]: missing \"precipitation\"\n")
        #expect(result.output.contains("Next hours"))
        #expect(result.output.contains("Next days"))
        let json = await sandbox.run("show", path, "--json")
        let differences = try JSONTree.parse(data).differences(from: JSONTree.parse(Data(json.output.utf8)))
        #expect(differences.count == 1)
        #expect(differences.first?.contains("minutely") == true)
    }

    @Test("One Call 3.0's daily summary is shown under its day")
    func dailySummary() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json[path: "daily", "1", "summary"] = "There will be clear sky until morning, then partly cloudy"
        }
        let result = await sandbox.run("show", try write(data, "summary.json", in: sandbox))
        #expect(result.output.contains("\n    There will be clear sky until morning, then partly cloudy\n"))
    }

    @Test("bodies that cannot be shown are named by kind, never by a Swift type")
    func messages() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let cases: [(String, String)] = [
            (
                #"{"lat":1,"lon":2,"current":{"dt":1}}"#,
                "looks like an OpenWeatherMap One Call response but cannot be shown: missing \"timezone\"."
            ),
            (
                #"{"coord":{"lon":1},"list":[{"components":{},"main":{"aqi":1},"dt":1}]}"#,
                "looks like an OpenWeatherMap air pollution response but cannot be shown: missing \"lat\" in coord."
            ),
            (
                #"{"status":"ok","api_version":"v2.6","result":{"hourly":{}}}"#,
                "looks like a Caiyun hourly response but cannot be shown: missing \"lang\"."
            ),
            (#"{"hello":"world"}"#, "is not a response `weather show` knows (its keys: \"hello\")."),
            (#"42"#, "holds JSON that is neither an object nor an array: not an API response."),
            (#"{"main": 3"#, "is cut off: its JSON ends after 10 bytes, before every bracket closes."),
            ("", "is empty."),
        ]
        for (index, (body, message)) in cases.enumerated() {
            let path = try write(Data(body.utf8), "body\(index).json", in: sandbox)
            let result = await sandbox.run("show", path)
            #expect(result.exitCode == 1)
            #expect(result.error == "Error: \(path) \(message)")
            for typeName in ["Dictionary", "Array<", "Double", "String", "Optional", "OWM", "CYAPIResponse"] {
                #expect(!result.error.contains(typeName), "\(result.error)")
            }
        }
        let invalidPath = try write(Data(#"{"lat": tru}"#.utf8), "invalid.json", in: sandbox)
        let invalid = await sandbox.run("show", invalidPath)
        // The decoder's own words say where the syntax breaks.
        #expect(invalid.error == "Error: \(invalidPath) is not valid JSON: Invalid literal at byte 8.")
    }

    @Test("a file over 8 MiB is refused before it is read; at the limit it is read")
    func sizeLimit() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let big = sandbox.folder.url.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        let result = await sandbox.run("show", big.path)
        #expect(result.exitCode == 1)
        #expect(
            result.error
                == "Error: \(big.path) holds 200000000 bytes; `weather show` reads responses of up to 8388608 bytes (8 MiB), the most the clients accept from the API."
        )

        let small = try write(Data("[]".utf8), "small.json", in: sandbox)
        #expect(try SavedFile.read(small, limit: 2) == Data("[]".utf8))
        #expect(throws: CLIError.self) { try SavedFile.read(small, limit: 1) }
        #expect(throws: CLIError.self) { try SavedFile.read(sandbox.folder.url.path) }
    }

    @Test("a device without a size is read only up to the limit")
    func endlessDevice() throws {
        #expect(throws: CLIError.self) { try SavedFile.read("/dev/zero", limit: 100_000) }
    }

    @Test("--provider that does not match the file is refused")
    func providerMismatch() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try fixture("geocoding_reverse_westminster")
        let result = await sandbox.run("show", "--provider", "caiyun", path)
        #expect(result.exitCode == 1)
        #expect(result.error == "Error: \(path) holds an OpenWeatherMap response, not one from caiyun.")
    }

    @Test(
        "geocoding and One Call 4.0 bodies re-encode every leaf",
        arguments: [
            "geocoding_direct_london_gb", "geocoding_reverse_westminster", "onecall4_alert_synthetic_multilingual",
            "onecall4_current_rain_2026", "onecall4_timeline_1min_precipitation_alerts_2026",
            "onecall4_timeline_1day_rain_2026",
        ])
    func json(_ name: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("show", try fixture(name), "--json")
        #expect(result.exitCode == 0)
        let differences = try JSONTree.parse(FixtureFiles.data(name, provider: "openweathermap")).differences(
            from: JSONTree.parse(Data(result.output.utf8)))
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }
}
