import ArgumentParser
import Foundation
import NeutralWeather
import TerminalKit
import TestSupport
import Testing
import WeatherRuntime

@testable import WeatherCLI

/// The place's name from the offline gazetteer reaches the neutral model and `--json`, beside
/// the API's body, which stays as the API wrote it.
@Suite("The place's name in the model and in --json")
struct PlaceNameJSONTests {
    /// The v2.6 response, fresh, echoing the coordinate asked for.
    static let body: Data =
        (try? FixtureFiles.modified(
            "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
        ) { $0[path: "server_time"] = Int(Date().timeIntervalSince1970) }) ?? Data()

    /// The printed JSON split into the API's body and the tool's metadata.
    private func split(_ output: String) throws -> (body: JSONTree, metadata: JSONTree?) {
        guard case .object(var members) = try JSONTree.parse(Data(output.utf8)) else {
            throw CLIError("--json printed no object")
        }
        let metadata = members.removeValue(forKey: "weather_cli")
        return (.object(members), metadata)
    }

    /// The metadata's `place` alone: the official warnings beside it have tests of their own.
    private func placeOnly(_ metadata: JSONTree?) -> JSONTree? {
        guard case .object(let members) = metadata, let place = members["place"] else { return nil }
        return .object(["place": place])
    }

    private func place(_ name: String, approximate: Bool) -> JSONTree {
        .object(["place": .object(["name": .string(name), "is_approximate": .bool(approximate)])])
    }

    @Test(
        "a coordinate's nearest city, exact within 25 km and approximate beyond, beside an unchanged body",
        arguments: [
            (["39.9042,116.4074"], "Beijing, CN", false),
            (["39.9042,116.4074", "--lang", "zh"], "北京, CN", false),
            (["--timeout", "120", "--", "-40,-140"], "Adamstown, PN", true),
        ])
    func coordinate(arguments: [String], name: String, approximate: Bool) async throws {
        try await LoopbackServer.run({ _ in .json(Self.body) }) { server in
            let sandbox = try CLISandbox(variables: [
                "CAIYUN_TOKEN": LiveCommandTests.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run(["now", "--json", "--no-cache"] + arguments)
            #expect(result.exitCode == 0, "\(result.error)")
            let (body, metadata) = try split(result.output)
            #expect(placeOnly(metadata) == place(name, approximate: approximate))
            #expect(try JSONTree.parse(Self.body).differences(from: body).isEmpty)
            #expect(result.output.hasSuffix("\n}\n"))
        }
    }

    @Test("the loaded weather's location carries the name and whether it is approximate")
    func model() async throws {
        try await LoopbackServer.run({ _ in .json(Self.body) }) { server in
            let sandbox = try CLISandbox(variables: [
                "CAIYUN_TOKEN": LiveCommandTests.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            for (query, name, approximate) in [
                ("39.9042,116.4074", "Beijing, CN", false), ("-40,-140", "Adamstown, PN", true),
            ] {
                var settings = try WeatherSettings.load(
                    configurationFolder: sandbox.runner.configDirectory, environment: sandbox.runner.variables)
                settings.language = .en
                settings.usesCache = false
                settings.timeout = 120
                let loaded = try await WeatherRuntime(settings: settings).load(.text(query))
                #expect(loaded.weather.location.name == name)
                #expect(loaded.weather.location.isNameApproximate == approximate)
            }
        }
    }

    @Test("OpenWeatherMap's answer keeps the gazetteer's name too")
    func openWeatherMap() async throws {
        try await LoopbackServer.run(OpenWeatherMapCommandTests.server) { server in
            let sandbox = try CLISandbox(variables: [
                "OPENWEATHERMAP_API_KEY": OpenWeatherMapCommandTests.key,
                "OPENWEATHERMAP_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run(
                "now", "--provider", "openweathermap", "--lat", "51.5", "--lon", "-0.13", "--json", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            let (body, metadata) = try split(result.output)
            #expect(placeOnly(metadata) == place("City of Westminster, GB", approximate: false))
            guard case .object(let members) = body else { return }
            #expect(Set(members.keys) == ["weather", "forecast"])
        }
    }

    @Test("a location encoded before the flag existed decodes with an exact name; the flag round-trips")
    func codable() throws {
        let old = #"{"latitude":1,"longitude":2,"timeZone":{"identifier":"UTC"},"name":"X"}"#
        let decoded = try JSONDecoder().decode(WeatherLocation.self, from: Data(old.utf8))
        #expect(decoded.name == "X")
        #expect(!decoded.isNameApproximate)
        let approximate = WeatherLocation(latitude: 1, longitude: 2, name: "Y", isNameApproximate: true)
        let again = try JSONDecoder().decode(WeatherLocation.self, from: JSONEncoder().encode(approximate))
        #expect(again == approximate)
    }

    @Test("the metadata goes inside the outermost object; other JSON is left alone")
    func splice() throws {
        let metadata = CLIMetadata(place: .init(name: "A \"quoted\" place", isApproximate: true))
        let spliced = try LoadedWeather.adding(metadata, to: Data("{\n  \"a\" : 1\n}".utf8))
        let tree = try JSONTree.parse(spliced)
        #expect(
            tree
                == .object([
                    "a": .number(1), "weather_cli": place("A \"quoted\" place", approximate: true),
                ]))
        let empty = try JSONTree.parse(LoadedWeather.adding(metadata, to: Data("{}".utf8)))
        #expect(empty == .object(["weather_cli": place("A \"quoted\" place", approximate: true)]))
        let array = Data("[1,2]".utf8)
        #expect(try LoadedWeather.adding(metadata, to: array) == array)
    }
}
