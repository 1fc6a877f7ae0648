import Foundation
import MCP
import NeutralWeather
import TestSupport
import Testing

@testable import WeatherMCP

/// Every tool of `weather mcp`, called through the SDK's client against a loopback Caiyun.
@Suite("weather mcp tools against a loopback server")
struct WeatherToolTests {
    static let token = "mcpSecretToken42"
    static let panzhihua: [String: Value] = ["latitude": 26.6832, "longitude": 101.8551, "language": "en"]

    static func variables(_ server: LoopbackServer) -> [String: String] {
        ["CAIYUN_TOKEN": token, "CAIYUN_BASE_URL": server.baseURL.absoluteString]
    }

    @Test("the tools are listed by their contract names, each with schemas and read-only annotations")
    func listing() async throws {
        try await MCPSession.run(variables: [:]) { session in
            let tools = try await session.client.listTools().tools
            #expect(
                tools.map(\.name) == [
                    "find_place", "current_weather", "precipitation_nowcast", "hourly_forecast", "daily_forecast",
                    "weather_alerts", "air_quality", "past_weather",
                ])
            for tool in tools {
                #expect(tool.inputSchema["type"] == "object", "\(tool.name)")
                #expect(tool.outputSchema?["type"] == "object", "\(tool.name)")
                #expect(tool.annotations.readOnlyHint == true, "\(tool.name)")
                #expect(tool.annotations.destructiveHint == false, "\(tool.name)")
                #expect(tool.description?.isEmpty == false, "\(tool.name)")
            }
            let hourly = try #require(tools.first { $0.name == "hourly_forecast" })
            #expect(hourly.inputSchema["properties", "hours", "maximum"] == 360)
            #expect(hourly.inputSchema["properties", "place", "type"] == "string")
            let daily = try #require(tools.first { $0.name == "daily_forecast" })
            #expect(daily.inputSchema["properties", "days", "maximum"] == 15)
            let past = try #require(tools.first { $0.name == "past_weather" })
            #expect(past.inputSchema["properties", "hours", "maximum"] == 24)
            #expect(tools.first?.inputSchema["required"] == ["query"])
        }
    }

    @Test("find_place ranks cities by population, and suggests names when none match")
    func findPlace() async throws {
        try await MCPSession.run(variables: [:]) { session in
            let london = Value.object(try await session.answer("find_place", ["query": "London", "limit": 2]))
            #expect(london["places"]?.arrayValue?.count == 2)
            #expect(london["places", 0, "country"] == "GB")
            #expect(london["places", 0, "population"] == 8_961_989)
            #expect(london["places", 0, "timezone"] == "Europe/London")
            #expect(london["places", 1, "label"] == "London, CA")
            let none = Value.object(try await session.answer("find_place", ["query": "Xyzzyville"]))
            #expect(none["places"] == [])
            // Places that share a name are told apart by their region.
            let springfield = Value.object(
                try await session.answer("find_place", ["query": "Springfield", "limit": 5]))
            let labels = springfield["places"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
            #expect(labels.count == 5 && Set(labels).count == 5, "\(labels)")
            #expect(labels.contains("Springfield, Illinois, US"))
        }
    }

    @Test("current_weather names the place, the provider, the time and the cache; the request is the CLI's")
    func current() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let result = try await session.call("current_weather", Self.panzhihua)
                let answer = try #require(result.structuredContent)
                #expect(result.isError != true)
                #expect(answer["place", "name"] == "Panzhihua, CN")
                #expect(answer["provider"] == "caiyun")
                #expect(answer["fromCache"] == false)
                #expect(answer["source"] == "network")
                #expect(answer["responseTime"]?.stringValue?.hasSuffix("+08:00") == true)
                #expect(answer["current", "temperature"]?.number == 18.2)
                #expect(answer["current", "condition"] == "clear")
                #expect(answer["units", "temperature"] == "°C")
                #expect(result.text.hasPrefix("Panzhihua, CN: 18.2°C, Clear"))
                let request = try #require(server.requests.first)
                #expect(request.path == "/v2.6/\(Self.token)/101.8551,26.6832/weather")
                #expect(request.query["hourlysteps"] == "48")
                #expect(request.query["dailysteps"] == "7")
                #expect(request.query["lang"] == "en_US")
                #expect(!result.text.contains(Self.token))
            }
        }
    }

    @Test("precipitation_nowcast has 120 minutes and Caiyun's own sentence")
    func nowcast() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let answer = Value.object(try await session.answer("precipitation_nowcast", Self.panzhihua))
                #expect(answer["availability"] == "included")
                #expect(answer["nowcast", "minutes"]?.arrayValue?.count == 120)
                #expect(answer["nowcast", "halfHourChances"]?.arrayValue?.count == 4)
                #expect(answer["nowcast", "summary"] == "未来两小时不会有雨。还在加班么？注意休息哦")
            }
        }
    }

    @Test("hourly_forecast and daily_forecast cut the list; longer spans ask for Caiyun's longest")
    func forecasts() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let hours = Value.object(
                    try await session.answer("hourly_forecast", Self.panzhihua.merging(["hours": 3]) { $1 }))
                #expect(hours["hours"]?.arrayValue?.count == 3)
                #expect(hours["hours", 0, "temperature"]?.number == 18.2)
                #expect(hours["hours", 0, "time"] == "2023-03-09T23:00:00+08:00")
                let days = Value.object(
                    try await session.answer("daily_forecast", Self.panzhihua.merging(["days": 2]) { $1 }))
                #expect(days["days"]?.arrayValue?.count == 2)
                #expect(days["days", 1, "high"]?.number == 32.0)
                #expect(days["days", 1, "low"]?.number == 15.0)
                #expect(server.requestCount == 1)
                let long = Value.object(
                    try await session.answer("hourly_forecast", Self.panzhihua.merging(["hours": 100]) { $1 }))
                // The API sent 48 hours: that is all there is to show.
                #expect(long["hours"]?.arrayValue?.count == 48)
                #expect(server.requests.last?.query["hourlysteps"] == "360")
                #expect(server.requests.last?.query["dailysteps"] == "15")
                // The long answer serves every longer span.
                _ = try await session.answer("daily_forecast", Self.panzhihua.merging(["days": 12]) { $1 })
                _ = try await session.answer("hourly_forecast", Self.panzhihua.merging(["hours": 360]) { $1 })
                #expect(server.requestCount == 2)
            }
        }
    }

    @Test("weather_alerts lists the alerts in force, and says when the list is known to be empty")
    func alerts() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0, weather: CaiyunStub.alertFixture) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let answer = Value.object(try await session.answer("weather_alerts", ["place": "37.7363,112.5651"]))
                #expect(answer["availability"] == "included")
                #expect(answer["alerts"]?.arrayValue?.count == 1)
                #expect(answer["alerts", 0, "title"] == "示例气象台发布大风蓝色预警[IV级/一般]")
            }
        }
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let answer = Value.object(try await session.answer("weather_alerts", Self.panzhihua))
                #expect(answer["availability"] == "included")
                #expect(answer["alerts"] == [])
            }
        }
    }

    @Test("air_quality gives both indices, and null for one the API did not send")
    func airQuality() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let answer = Value.object(try await session.answer("air_quality", Self.panzhihua))
                #expect(answer["china", "index"]?.number == 73.0)
                #expect(answer["us", "index"]?.number == 144.0)
            }
        }
        let withoutUS: LoopbackServer.Handler = { request in
            CaiyunStub.reply(to: request) {
                $0[path: "result", "realtime", "air_quality", "aqi", "usa"] = nil
                $0[path: "result", "realtime", "air_quality", "description", "usa"] = nil
            }
        }
        try await LoopbackServer.run(withoutUS) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let result = try await session.call("air_quality", Self.panzhihua)
                #expect(result.structuredContent?["china", "index"]?.number == 73.0)
                #expect(result.structuredContent?["us"] == .null)
                #expect(!result.text.contains("US AQI"))
            }
        }
    }

    @Test("past_weather asks Caiyun's hourly file from the top of an hour, hours back")
    func past() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let before = Date().timeIntervalSince1970
                let answer = Value.object(
                    try await session.answer("past_weather", Self.panzhihua.merging(["hours": 6]) { $1 }))
                #expect(answer["hours", 0, "temperature"]?.number == 15.0)
                let request = try #require(server.requests.first)
                #expect(request.path.hasSuffix("/hourly"))
                #expect(request.query["hourlysteps"] == "6")
                let begin = try #require(request.query["begin"].flatMap(Double.init))
                #expect(begin.truncatingRemainder(dividingBy: 3600) == 0)
                #expect(begin <= before - 6 * 3600 && begin > before - 7 * 3600 - 60)
            }
        }
    }
}
