import APICore
import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// Places named the way people say them: a city in English or Chinese, or a coordinate.
@Suite("A place by name or coordinate, from the offline gazetteer")
struct PlaceArgumentTests {
    private func sandbox(_ server: LoopbackServer) throws -> CLISandbox {
        try CLISandbox(variables: [
            "CAIYUN_TOKEN": LiveCommandTests.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
        ])
    }

    @Test(
        "a name asks for that city's coordinate and names it in the header",
        arguments: [
            (["London"], "-0.1257,51.5085", "London, GB"),
            (["now", "London,CA"], "-81.2330,42.9834", "London, CA"),
            (["forecast", "New York"], "-74.0060,40.7143", "New York City, US"),
            // GeoNames gives WGS-84; Caiyun is asked in GCJ-02 inside mainland China.
            (["北京", "--lang", "zh"], "116.4034,39.9089", "北京, CN"),
            (["晋城", "--lang", "zh-Hant"], "112.8389,35.5018", "晉城, CN"),
        ])
    func byName(arguments: [String], path: String, header: String) async throws {
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run(arguments + ["--cache-dir", sandbox.cacheDirectory.path])
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("\(header) · "), "\(result.output)")
            #expect(server.requests.first?.path == "/v2.6/\(LiveCommandTests.token)/\(path)/weather")
            #expect(!result.all.contains(LiveCommandTests.token))
        }
    }

    @Test("with OpenWeatherMap, a name's coordinate is sent as GeoNames gives it (WGS-84)")
    func openWeatherMapDatum() async throws {
        try await LoopbackServer.run({ OpenWeatherMapCommandTests.server($0) }) { server in
            let sandbox = try CLISandbox(variables: [
                "OPENWEATHERMAP_API_KEY": OpenWeatherMapCommandTests.key,
                "OPENWEATHERMAP_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("北京", "--provider", "openweathermap", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            let request = try #require(server.requests.first)
            #expect(request.query["lat"] == "39.9075" && request.query["lon"] == "116.3972")
        }
    }

    @Test("a coordinate is named after the nearest city, or said to be near it when far")
    func byCoordinate() async throws {
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let beijing = await sandbox.run("39.9042,116.4074", "--lang", "en", "--no-cache")
            #expect(beijing.exitCode == 0, "\(beijing.error)")
            #expect(beijing.output.hasPrefix("Beijing, CN · "))
            #expect(server.requests.first?.path == "/v2.6/\(LiveCommandTests.token)/116.4074,39.9042/weather")
            let sea = await sandbox.run("now", "--lat", "30", "--lon", "150", "--lang", "en", "--no-cache")
            #expect(sea.exitCode == 0, "\(sea.error)")
            #expect(sea.output.hasPrefix("30.0000, 150.0000 (near "), "\(sea.output)")
        }
    }

    @Test(
        "a coordinate south or west of 0 is a place as typed, before or after other options",
        arguments: [
            ["-33.9249,18.4241", "--lang", "en", "--no-cache"], ["--no-cache", "-33.9249, 18.4241", "--lang", "en"],
            ["forecast", "-33.9249,18.4241", "--lang", "en", "--no-cache"],
        ])
    func negativeCoordinate(arguments: [String]) async throws {
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run(arguments)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("Cape Town, ZA · "), "\(result.output)")
            #expect(server.requests.first?.path == "/v2.6/\(LiveCommandTests.token)/18.4241,-33.9249/weather")
        }
    }

    @Test("a short option is still an option, and everything after -- is left as typed")
    func argumentsLeftAlone() {
        #expect(
            WeatherCommand.arguments(["-h", "-33.9,18.4", "--", "-33.9,18.4"]) == [
                "-h", " -33.9,18.4", "--", "-33.9,18.4",
            ])
        #expect(WeatherCommand.arguments(["--lat", "-33.9", "--lon", "18.4"]) == ["--lat", "-33.9", "--lon", "18.4"])
    }

    /// Caiyun's stand-in for weather, Open-Meteo's for place searches.
    static let withGeocoding: LoopbackServer.Handler = {
        $0.path == "/v1/search" ? OpenMeteoStub.reply(to: $0) : LiveCommandTests.response(to: $0)
    }

    private func geocodingSandbox(_ server: LoopbackServer) throws -> CLISandbox {
        try CLISandbox(variables: [
            "CAIYUN_TOKEN": LiveCommandTests.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
        ])
    }

    @Test("a name nobody knows exits 1 with the table's near matches, after one search and no weather request")
    func unknown() async throws {
        try await LoopbackServer.run(Self.withGeocoding) { server in
            let sandbox = try geocodingSandbox(server)
            defer { sandbox.folder.cleanUp() }
            let typo = await sandbox.run("Lodnon")
            #expect(typo.exitCode == 1)
            #expect(
                typo.error.hasPrefix(
                    "Error: Neither the offline table of cities nor Open-Meteo knows a place called \"Lodnon\"."))
            #expect(typo.error.contains("Did you mean: London, GB"))
            #expect(!typo.error.contains("USAGE"))
            let nowhere = await sandbox.run("forecast", "Nowhereville")
            #expect(nowhere.exitCode == 1)
            #expect(nowhere.error.contains("knows a place called \"Nowhereville\""))
            #expect(server.requests.map(\.path) == ["/v1/search", "/v1/search"])
            #expect(server.requests.first?.query["name"] == "Lodnon")
            let outside = await sandbox.run("91,10")
            #expect(outside.exitCode == 64 && outside.error.contains("\"91,10\" is not a coordinate"))
            let both = await sandbox.run("London", "--lat", "1", "--lon", "2")
            #expect(both.exitCode == 64 && both.error.contains("Give one place"))
            #expect(server.requestCount == 2)
        }
    }

    @Test(
        "a village the table lacks is found with Open-Meteo's geocoding, no key needed, narrowed after a comma",
        arguments: [
            (["Akwa"], "29.4238,3.4465", "Akwa, Haut-Uele, CD", nil),
            (["now", "Akwa, Rivers State"], "7.1575,5.0292", "Akwa, Rivers State, NG", nil),
            (["Akwa,ng"], "7.0113,5.9117", "Akwa, Anambra, NG", "NG"),
            (["--city", "Akwa,Cameroon"], "8.9356,5.3519", "Akwa, South-West, CM", nil),
        ] as [([String], String, String, String?)])
    func village(arguments: [String], path: String, header: String, country: String?) async throws {
        try await LoopbackServer.run(Self.withGeocoding) { server in
            let sandbox = try geocodingSandbox(server)
            defer { sandbox.folder.cleanUp() }
            let cached = arguments + ["--cache-dir", sandbox.cacheDirectory.path]
            let result = await sandbox.run(cached)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("\(header) · "), "\(result.output)")
            let search = try #require(server.requests.first)
            #expect(search.path == "/v1/search" && search.query["name"] == "Akwa")
            #expect(search.query["countryCode"] == country)
            #expect(server.requests.last?.path == "/v2.6/\(LiveCommandTests.token)/\(path)/weather")
            // The place is cached: a second run does not search again.
            let again = await sandbox.run(cached)
            #expect(again.exitCode == 0 && again.output.hasPrefix("\(header) · "))
            #expect(server.requests.filter { $0.path == "/v1/search" }.count == 1)
        }
    }
}

extension PlaceArgumentTests {
    @Test("with no key at all, a village is looked up and its weather comes from Open-Meteo")
    func keylessVillage() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let sandbox = try CLISandbox(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("Akwa", "--cache-dir", sandbox.cacheDirectory.path)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("Akwa, Haut-Uele, CD · "), "\(result.output)")
            let forecast = try #require(server.requests.first { $0.path == "/v1/forecast" })
            #expect(forecast.query["latitude"] == "3.4465" && forecast.query["longitude"] == "29.4238")
        }
    }
}
