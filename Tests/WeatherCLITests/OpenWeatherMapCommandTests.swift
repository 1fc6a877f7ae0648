import APICore
import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

@Suite("Commands with OpenWeatherMap, saved files and --city")
struct OpenWeatherMapCommandTests {
    static let key = "feedfacefeedfacefeedfacefeedface"

    static func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? FixtureFiles.data(name, provider: "openweathermap")) ?? Data(), status: status)
    }

    /// An OpenWeatherMap stand-in: no One Call subscription, London for everything else.
    static func server(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        switch request.path {
        case "/data/3.0/onecall":
            .json(
                #"{"cod":401,"message":"Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan."}"#,
                status: 401)
        case "/data/2.5/forecast": fixture("forecast5_london_standard")
        case "/geo/1.0/direct": request.query["q"] == "Atlantis" ? .json("[]") : fixture("geocoding_direct_london_gb")
        case "/v2.6/caiyunToken3/-0.1278,51.5074/weather":
            .json(
                (try? FixtureFiles.modified(
                    "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
                ) {
                    $0[path: "location"] = [51.5074, -0.1278]
                    $0[path: "lang"] = "en_US"
                }) ?? Data())
        default: fixture("current_q_london_rain_standard")
        }
    }

    private func sandbox(_ server: LoopbackServer, _ extra: [String: String] = [:]) throws -> CLISandbox {
        try CLISandbox(
            variables: ["OPENWEATHERMAP_API_KEY": Self.key, "OPENWEATHERMAP_BASE_URL": server.baseURL.absoluteString]
                .merging(extra) { _, new in new })
    }

    @Test(
        "every view works with OpenWeatherMap; without One Call it falls back to the free endpoints",
        arguments: ["now", "forecast", "minutely", "alerts"])
    func views(_ command: String) async throws {
        try await LoopbackServer.run(Self.server) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run(
                command, "--provider", "openweathermap", "--lat", "51.5", "--lon", "-0.13", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("City of Westminster, GB · Updated "))
            #expect(result.output.contains("OpenWeatherMap · openweathermap.org"))
            #expect(!result.all.contains(Self.key))
            #expect(server.requests.map(\.path).contains("/data/2.5/weather"))
            #expect(server.requests.allSatisfy { $0.query["appid"] == Self.key })
        }
    }

    @Test("--city is geocoded through OpenWeatherMap, for either provider")
    func city() async throws {
        try await LoopbackServer.run(Self.server) { server in
            let sandbox = try sandbox(
                server, ["CAIYUN_TOKEN": "caiyunToken3", "CAIYUN_BASE_URL": server.baseURL.absoluteString])
            defer { sandbox.folder.cleanUp() }
            let owm = await sandbox.run(
                "now", "--provider", "openweathermap", "--city", "London", "--no-cache", "--lang", "en")
            #expect(owm.exitCode == 0, "\(owm.error)")
            #expect(owm.output.hasPrefix("London, England, GB · Updated "))
            #expect(owm.output.contains("Light rain"))
            let geocoding = try #require(server.requests.first { $0.path == "/geo/1.0/direct" })
            #expect(geocoding.query["q"] == "London")
            #expect(geocoding.query["limit"] == "1")
            let caiyun = await sandbox.run("now", "--city", "London,GB", "--no-cache", "--lang", "en")
            #expect(caiyun.exitCode == 0, "\(caiyun.error)")
            #expect(caiyun.output.hasPrefix("London, England, GB · Updated "))
            #expect(caiyun.output.contains("Caiyun Weather · caiyunapp.com"))
            #expect(server.requests.contains { $0.path == "/v2.6/caiyunToken3/-0.1278,51.5074/weather" })
            let nowhere = await sandbox.run("now", "--city", "Atlantis", "--no-cache")
            #expect(nowhere.exitCode == 1)
            #expect(nowhere.error.contains("knows no place called \"Atlantis\""))
        }
    }

    @Test("a missing or rejected key exits 1 and says which")
    func keys() async throws {
        try await LoopbackServer.run({ _ in Self.fixture("error_401_invalid_api_key", status: 401) }) { server in
            let noKey = try CLISandbox()
            defer { noKey.folder.cleanUp() }
            let missing = await noKey.run("now", "--provider", "openweathermap", "--lat", "1", "--lon", "2")
            #expect(missing.exitCode == 1)
            #expect(missing.error.contains("No OpenWeatherMap API key"))
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let rejected = await sandbox.run(
                "now", "--provider", "openweathermap", "--lat", "1", "--lon", "2", "--no-cache")
            #expect(rejected.exitCode == 1)
            #expect(rejected.error.hasPrefix("Error: OpenWeatherMap rejected the API key: Invalid API key."))
            #expect(!rejected.all.contains(Self.key))
        }
    }

    @Test(
        "show renders each saved OpenWeatherMap response, and --json re-encodes it losing nothing",
        arguments: [
            "current_q_london_rain_standard", "current_q_newyork_state_country_no_wind_deg",
            "current_id_fr_metric_showers",
            "current_latlon_rain_metric_2026", "current_legacy_2013_london_pyowm", "forecast5_london_standard",
            "onecall25_phoenix_full_with_alerts_2023", "onecall3_timemachine", "onecall4_current_rain_2026",
            "air_pollution_current_london_pyowm",
        ])
    func show(_ name: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(FixtureFiles.url(name, provider: "openweathermap")).path
        let rendered = await sandbox.run("show", "--provider", "openweathermap", path)
        #expect(rendered.exitCode == 0, "\(rendered.error)")
        #expect(rendered.output.contains("OpenWeatherMap · openweathermap.org"))
        #expect(await sandbox.run("show", path).output == rendered.output)
        let json = await sandbox.run("show", path, "--json")
        let differences = try JSONTree.parse(FixtureFiles.data(name, provider: "openweathermap")).differences(
            from: JSONTree.parse(Data(json.output.utf8)))
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test(
        "show on a saved error body exits 1 with its typed error's message",
        arguments: [
            (
                "error_401_invalid_api_key",
                "OpenWeatherMap rejected the API key: Invalid API key. Please see http://openweathermap.org/faq#error401 for more info."
            ),
            ("error_404_city_not_found", "OpenWeatherMap found nothing: city not found."),
            ("error_429_rate_limited", "OpenWeatherMap is limiting requests (HTTP 429)."),
            ("error_400_geocoding_wrong_latitude", "OpenWeatherMap rejected a parameter: wrong latitude."),
        ])
    func showErrors(_ name: String, _ message: String) async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let path = try #require(FixtureFiles.url(name, provider: "openweathermap")).path
        let result = await sandbox.run("show", "--provider", "openweathermap", path)
        #expect(result.exitCode == 1)
        #expect(result.error == "Error: \(path) holds an OpenWeatherMap error, not weather: \(message)")
    }

    @Test("show on a One Call file without current conditions keeps the placeholder and one footer")
    func showWithoutCurrent() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let body = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            $0.storage["current"] = nil
        }
        let file = sandbox.folder.url.appendingPathComponent("no-current.json")
        try body.write(to: file)
        let result = await sandbox.run("show", file.path)
        #expect(result.exitCode == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("  —"))
        #expect(lines.filter { $0.contains("OpenWeatherMap · openweathermap.org") }.count == 1)
        #expect(lines.last { !$0.isEmpty }?.contains("OpenWeatherMap · openweathermap.org") == true)
    }

    @Test("units of saved files: kelvin recognised, or given with --owm-units")
    func savedUnits() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let london = try #require(FixtureFiles.url("current_q_london_rain_standard", provider: "openweathermap")).path
        #expect(await sandbox.run("show", london).output.contains("Light rain  283 K"))
        #expect(await sandbox.run("show", london, "--units", "metric").output.contains("Light rain  9°C"))
        let moscow = try #require(FixtureFiles.url("current_id_fr_metric_showers", provider: "openweathermap")).path
        #expect(await sandbox.run("show", moscow).output.contains("14°C"))
        #expect(
            await sandbox.run("show", moscow, "--owm-units", "imperial", "--units", "metric").output.contains("-10°C"))
    }

    @Test("config saves the OpenWeatherMap key privately and the default provider")
    func config() async throws {
        var sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        sandbox.runner.input = Self.key
        let saved = await sandbox.run("config", "--owm-key-stdin", "--provider", "openweathermap")
        #expect(saved.output.contains("OpenWeatherMap    key saved"))
        #expect(saved.output.contains("Provider          openweathermap"))
        #expect(!saved.all.contains(Self.key))
        sandbox.runner.input = "not a key!"
        #expect(await sandbox.run("config", "--owm-key-stdin").exitCode == 64)
        #expect(await sandbox.run("config", "--clear-owm-key").output.contains("OpenWeatherMap    no key"))
    }
}
