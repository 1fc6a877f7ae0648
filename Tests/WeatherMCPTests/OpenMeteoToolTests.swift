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

    @Test("weather_alerts says alerts are not available from this provider, and asks nothing")
    func alerts() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let result = try await session.call("weather_alerts", ["place": "London"])
                #expect(result.isError != true, "\(result.text)")
                let answer = try #require(result.structuredContent)
                #expect(answer["availability"] == "notOffered")
                #expect(answer["alerts"] == [])
                #expect(result.text.contains("alerts are not available from Open-Meteo"))
                #expect(!result.text.contains("no alerts in force"))
                #expect(server.requestCount == 0)
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
