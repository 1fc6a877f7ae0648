import Foundation
import MCP
import TestSupport
import Testing

/// `weather mcp` with no key anywhere answers every tool from Open-Meteo (a stand-in on
/// 127.0.0.1) and says alerts are not available from it.
@Suite("weather mcp with no key: Open-Meteo")
struct OpenMeteoToolTests {
    @Test("current_weather for London is not an error and names Open-Meteo and its credit")
    func current() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let result = try await session.call("current_weather", ["place": "London"])
                #expect(result.isError != true, "\(result.text)")
                let answer = try #require(result.structuredContent)
                #expect(answer["provider"] == "open-meteo")
                #expect(answer["attribution"] == "Weather data by Open-Meteo.com (CC BY 4.0)")
                #expect(answer["place", "name"] == "London, GB")
                #expect(answer["current", "temperature"] == 3.5)
                #expect(answer["current", "humidity"] == .null)
                #expect(result.text.contains("Open-Meteo"))
                #expect(!server.requests.contains { $0.path == "/v1/air-quality" })
            }
        }
    }

    @Test("an impossible temperature is null and named in implausibleValues, never printed")
    func impossibleTemperature() async throws {
        try await LoopbackServer.run({ request in
            OpenMeteoStub.reply(to: request) { $0[path: "current", "temperature_2m"] = 9_223_372_036_854_775_808.0 }
        }) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let result = try await session.call("current_weather", ["place": "London"])
                #expect(result.isError != true, "\(result.text)")
                let answer = try #require(result.structuredContent)
                #expect(answer["current", "temperature"] == .null)
                #expect(answer["current", "apparentTemperature"] != .null, "the rest of the answer as usual")
                let notes = answer["implausibleValues"]?.arrayValue ?? []
                #expect(notes.count == 1)
                #expect(notes.first?.objectValue?["path"] == "current.temperature")
                #expect(notes.first?.objectValue?["allowed"] == "-100…70 °C")
                #expect(result.text.contains("temperature not available"))
                #expect(!result.text.contains("9223372036854775808") && !result.text.contains("e+18"))
            }
        }
    }

    @Test("weather_alerts reads MeteoAlarm for London, keyless; a silent service is named, never 'none in force'")
    func alerts() async throws {
        let feed = try FixtureFiles.data(
            file: "meteoalarm_atom_legacy_united_kingdom_tabs_meteoalert-api.xml", provider: "alerts/meteoalarm")
        let reply: LoopbackServer.Handler = { request in
            request.path == "/feeds/meteoalarm-legacy-atom-united-kingdom"
                ? LoopbackServer.Reply(headers: ["Content-Type": "application/atom+xml"], body: feed)
                : OpenMeteoStub.reply(to: request)
        }
        try await LoopbackServer.run(reply) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let silent = try await session.call("weather_alerts", ["place": "London"])
                #expect(silent.isError != true, "\(silent.text)")
                #expect(silent.text.contains("MeteoAlarm did not answer; warnings may be missing."), "\(silent.text)")
                #expect(!silent.text.contains("no alerts in force"))
                let official = try #require(silent.structuredContent?["official_warnings"]?.objectValue)
                #expect(official["complete"] == false && official["services_not_answering"] == ["MeteoAlarm"])
                #expect(server.requestCount == 0)
            }
            let variables = [
                "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
                "WEATHER_ALERTS_BASE_URL": server.baseURL.absoluteString,
            ]
            try await MCPSession.run(variables: variables) { session in
                // The recorded feed is from 2022: every warning in it has ended by now.
                let answered = try await session.call("weather_alerts", ["place": "London"])
                let answer = try #require(answered.structuredContent)
                #expect(answer["alerts"] == [])
                #expect(answered.text.contains("London, GB: no alerts in force."), "\(answered.text)")
                let official = try #require(answer["official_warnings"]?.objectValue)
                #expect(official["complete"] == true && official["services_read"] == ["MeteoAlarm"])
                #expect(server.requests.map(\.path) == ["/feeds/meteoalarm-legacy-atom-united-kingdom"])
            }
        }
    }

    @Test("air_quality gives the US and European indices, and no Chinese one")
    func airQuality() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let answer = try await session.answer("air_quality", ["place": "London"])
                #expect(answer["us"]?.objectValue?["index"] == 26)
                #expect(answer["european"]?.objectValue?["index"] == 28)
                #expect(answer["china"] == .null)
            }
        }
    }
}
