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

    @Test("an unknown name exits 64 with near matches, before any request")
    func unknown() async throws {
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0) }) { server in
            let sandbox = try sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let typo = await sandbox.run("Lodnon")
            #expect(typo.exitCode == 64)
            #expect(typo.error.contains("No place called \"Lodnon\"") && typo.error.contains("London, GB"))
            let nowhere = await sandbox.run("forecast", "Nowhereville")
            #expect(nowhere.exitCode == 64)
            #expect(nowhere.error.contains("No place called \"Nowhereville\""))
            let outside = await sandbox.run("91,10")
            #expect(outside.exitCode == 64 && outside.error.contains("\"91,10\" is not a coordinate"))
            let both = await sandbox.run("London", "--lat", "1", "--lon", "2")
            #expect(both.exitCode == 64 && both.error.contains("Give one place"))
            #expect(server.requestCount == 0)
        }
    }
}
