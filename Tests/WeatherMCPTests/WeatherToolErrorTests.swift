import Foundation
import MCP
import TerminalKit
import TestSupport
import Testing

@testable import WeatherMCP

/// Bad arguments and upstream failures are tool results with `isError`, a stable code and a
/// sentence, never a token; the server answers the next call.
@Suite("weather mcp errors")
struct WeatherToolErrorTests {
    static let token = "mcpLeakCanary9137"

    static func variables(_ server: LoopbackServer) -> [String: String] {
        [
            "CAIYUN_TOKEN": token, "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
        ]
    }

    @Test("bad arguments are refused before any weather request, and the server keeps serving")
    func badArguments() async throws {
        let reply: @Sendable (LoopbackServer.RecordedRequest) -> LoopbackServer.Reply = {
            $0.path == "/v1/search" ? OpenMeteoStub.reply(to: $0) : CaiyunStub.reply(to: $0)
        }
        try await LoopbackServer.run(reply) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let latitude = try await session.failure("current_weather", ["latitude": 91, "longitude": 10])
                #expect(latitude.code == "invalid_argument")
                #expect(latitude.message == "latitude must be between -90 and 90, not 91.")
                let typed = try await session.failure("current_weather", ["place": "91,10"])
                #expect(typed.code == "invalid_argument")
                let half = try await session.failure("current_weather", ["latitude": 30])
                #expect(half.message == "Give both latitude and longitude, or neither.")
                let hours = try await session.failure("hourly_forecast", ["place": "London", "hours": 0])
                #expect(hours.code == "invalid_argument")
                #expect(hours.message.hasPrefix("hours must be a whole number from 1 to 360"))
                let days = try await session.failure("daily_forecast", ["place": "London", "days": 16])
                #expect(days.code == "invalid_argument")
                let past = try await session.failure("past_weather", ["place": "London", "hours": 25])
                #expect(past.code == "invalid_argument")
                let units = try await session.failure("current_weather", ["place": "London", "units": "furlongs"])
                #expect(units.message.contains("units must be one of"))
                let unknown = try await session.failure("current_weather", ["place": "Xyzzyville"])
                #expect(unknown.code == "unknown_place")
                #expect(
                    unknown.message.hasPrefix(
                        "Neither the offline table of cities nor Open-Meteo knows a place called \"Xyzzyville\"."))
                let noPlace = try await session.failure("current_weather")
                #expect(noPlace.code == "no_place")
                let noTool = try await session.failure("forecast_everything")
                #expect(noTool.code == "unknown_tool")
                // The unknown name was looked up once; nothing asked for weather.
                #expect(server.requests.map(\.path) == ["/v1/search"])
                let answer = try await session.answer("current_weather", ["place": "26.6832,101.8551"])
                #expect(answer["provider"] == "caiyun")
            }
        }
    }

    @Test("Caiyun without a token: the answer says where one comes from")
    func missingToken() async throws {
        try await MCPSession.run(variables: [:]) { session in
            let failure = try await session.failure("current_weather", ["place": "London", "provider": "caiyun"])
            #expect(failure.code == "missing_token")
            #expect(failure.message.contains("CAIYUN_TOKEN"))
        }
    }

    @Test(
        "upstream failures have the client's stable code and keep the token out",
        arguments: [
            (401, "token_rejected"), (429, "rate_limited"), (500, "api_failure"), (200, "html_body"),
        ])
    func upstream(_ status: Int, _ code: String) async throws {
        let handler: LoopbackServer.Handler = { request in
            if status == 200 { return .html("<html><body>Gateway \(request.path)</body></html>", status: 200) }
            // Bodies that echo the request, token and all, as some gateways do.
            if status == 401 {
                return .json(#"{"status":"failed","error":"token \#(request.path) is invalid"}"#, status: status)
            }
            return .json(#"{"status":"failed","error":"busy at \#(request.path)"}"#, status: status)
        }
        try await LoopbackServer.run(handler) { server in
            try await MCPSession.run(variables: Self.variables(server)) { session in
                let result = try await session.call("current_weather", ["place": "26.6832,101.8551"])
                #expect(result.isError == true)
                let failure = try #require(result.structuredContent?["error"])
                #expect(failure["code"]?.stringValue == code)
                #expect(failure["message"]?.stringValue?.isEmpty == false)
                let everything = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
                #expect(!everything.contains(Self.token))
                #expect(!session.errorOutput.text.contains(Self.token))
                #expect(server.requestCount >= 1 && server.requestCount <= 4)
                let next = try await session.call("find_place", ["query": "Paris"])
                #expect(next.isError != true)
            }
        }
    }

    @Test("a server that never answers ends the call at the timeout, as a result; the next call is served")
    func timeout() async throws {
        let silent = try FaultServer(.silent)
        defer { silent.stop() }
        let variables = ["CAIYUN_TOKEN": Self.token, "CAIYUN_BASE_URL": silent.baseURL.absoluteString]
        try await MCPSession.run(variables: variables, timeout: 0.5) { session in
            let failure = try await session.failure("current_weather", ["place": "26.6832,101.8551"])
            #expect(failure.code == "timeout")
            #expect(!failure.message.contains(Self.token))
            let next = try await session.call("find_place", ["query": "Paris"])
            #expect(next.isError != true)
        }
    }
}
