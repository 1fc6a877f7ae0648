import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather` with no key anywhere answers from Open-Meteo (a stand-in on 127.0.0.1), names the
/// data's source as its licence asks, and fails clearly on its errors.
@Suite("weather with no key: Open-Meteo")
struct OpenMeteoCommandTests {
    static func sandbox(_ server: LoopbackServer) throws -> CLISandbox {
        try CLISandbox(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString])
    }

    @Test("weather London with an impossible temperature: not available, the rest as usual, the value named")
    func impossibleTemperature() async throws {
        try await LoopbackServer.run({ request in
            OpenMeteoStub.reply(to: request) { $0[path: "current", "temperature_2m"] = -1e20 }
        }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("London", "--lang", "en", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.contains("☁  Cloudy  Temperature not available, feels like 1°C"))
            #expect(result.output.contains("US AQI  26 · Good"))
            #expect(
                result.error
                    == "warning: left out an impossible value: current.temperature -1e+20 °C is outside -100…70 °C\n")
            let line = await sandbox.run("London", "--format", "%t %f", "--no-cache")
            #expect(line.exitCode == 0 && line.output == "– 1°C\n", "\(line.output)")
        }
    }

    @Test("weather London: live conditions, the credit, one forecast call at the table's point")
    func london() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("London", "--lang", "en", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("London, GB · Updated"))
            // The recording: 3.5 °C, feeling 0.9 °C, overcast (WMO 3), wind 6.2 km/h from 216°, US AQI 26.
            #expect(result.output.contains("☁  Cloudy  4°C, feels like 1°C"))
            #expect(result.output.contains("Wind    SW 6 km/h"))
            #expect(result.output.contains("US AQI  26 · Good"))
            #expect(!result.output.contains("Humidity"), "the answer has no humidity: no row, never 0%")
            #expect(result.output.contains("Weather data by Open-Meteo.com (CC BY 4.0) · open-meteo.com"))
            let forecast = try #require(server.requests.first { $0.path == "/v1/forecast" })
            #expect(forecast.query["latitude"].flatMap(Double.init).map { abs($0 - 51.51) < 0.01 } == true)
            #expect(forecast.query["longitude"].flatMap(Double.init).map { abs($0 - -0.13) < 0.01 } == true)
        }
    }

    @Test("--verbose says what was asked where, and what Open-Meteo counts it as: now is one call and its indices one")
    func verbose() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let now = await sandbox.run("London", "--verbose", "--no-cache")
            #expect(now.exitCode == 0, "\(now.error)")
            #expect(now.error.contains("Open-Meteo, asked at 51.5085, -0.1257; the answer came from network"))
            #expect(now.error.contains("Open-Meteo counts it as 2.0 calls"))
            #expect(server.requestCount == 2)
            let forecast = await sandbox.run("forecast", "London", "--verbose", "--no-cache")
            #expect(forecast.error.contains("Open-Meteo counts it as 1.7 calls"), "\(forecast.error)")
            let caiyun = await sandbox.run("London", "--verbose", "--provider", "caiyun")
            #expect(!caiyun.error.contains("counts it as"))
        }
    }

    @Test("weather alerts London asks MeteoAlarm, not Open-Meteo, and never says none are in force when it is silent")
    func alerts() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("alerts", "London", "--lang", "en")
            #expect(result.exitCode == 0, "\(result.error)")
            // The warning services stand at a closed port here (the tests' offline default).
            #expect(result.output.contains("MeteoAlarm did not answer; warnings may be missing."), "\(result.output)")
            #expect(!result.output.contains("No alerts in force"))
            #expect(server.requestCount == 0)
        }
    }

    @Test("weather 北京 is asked at the table's WGS-84 point, with no GCJ-02 shift")
    func beijing() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("北京", "--lang", "zh", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("北京, CN"))
            let forecast = try #require(server.requests.first { $0.path == "/v1/forecast" })
            #expect(forecast.query["latitude"] == "39.9075" && forecast.query["longitude"] == "116.3972")
        }
    }

    @Test("a 400 body exits 1 with the API's reason; a 429 says which limit; HTML and a cut body say so")
    func errors() async throws {
        let replies: [(LoopbackServer.Reply, String)] = [
            (
                .json(#"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 91.0."}"#, status: 400),
                "Latitude must be in range of -90 to 90°"
            ),
            (
                .json(
                    #"{"error":true,"reason":"Hourly API request limit exceeded. Please try again in the next hour."}"#,
                    status: 429), "hour"
            ),
            (.html("<html><body>Bad gateway</body></html>", status: 502), "HTML"),
            (.json(#"{"latitude":51.5,"current":{"time":"#), "cut off"),
        ]
        for (reply, expected) in replies {
            try await LoopbackServer.run({ _ in reply }) { server in
                let sandbox = try Self.sandbox(server)
                defer { sandbox.folder.cleanUp() }
                let result = await sandbox.run("London", "--no-cache", "--timeout", "120")
                #expect(result.exitCode == 1, "\(expected): \(result.output)")
                #expect(result.error.contains(expected), "\(result.error)")
            }
        }
    }

    @Test("a server slower than --timeout exits 1 with the same clear message as the other providers")
    func timeout() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0).delayed(by: .seconds(60)) }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("London", "--timeout", "1", "--no-cache")
            #expect(result.exitCode == 1)
            #expect(result.error == "Error: Open-Meteo did not answer in time. No complete response within 1 s.")
        }
    }

    @Test("Caiyun's own unit systems are refused for Open-Meteo, naming the ones it has")
    func units() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("London", "--units", "SI")
        #expect(result.exitCode == 64)
        #expect(
            result.error.contains("--units SI is one of Caiyun's unit systems; Open-Meteo has metric and imperial."))
    }

    @Test("--json prints the answers with the API's own keys, under their APIs' names")
    func json() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let sandbox = try Self.sandbox(server)
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("London", "--json", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            guard case .object(let printed) = try JSONTree.parse(Data(result.output.utf8)) else {
                Issue.record("not an object: \(result.output.prefix(80))")
                return
            }
            #expect(printed["forecast"] != nil && printed["air_quality"] != nil)
            #expect(printed["weather_cli"] != nil)
        }
    }
}
