import Foundation
import MCP
import TerminalKit
import TestSupport
import Testing

/// The weather tools with `provider: openweathermap`, against a loopback OpenWeatherMap without
/// a One Call subscription (the free endpoints answer).
@Suite("weather mcp with OpenWeatherMap")
struct OpenWeatherMapToolTests {
    static let key = "cafebabecafebabecafebabecafebabe"

    static func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? FixtureFiles.data(name, provider: "openweathermap")) ?? Data(), status: status)
    }

    static func reply(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        switch request.path {
        case "/data/3.0/onecall":
            .json(
                #"{"cod":401,"message":"Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan."}"#,
                status: 401)
        case "/data/2.5/forecast": fixture("forecast5_london_standard")
        default: fixture("current_q_london_rain_standard")
        }
    }

    @Test("current weather and forecasts come from the free endpoints; the key never shows")
    func freePlan() async throws {
        try await LoopbackServer.run(Self.reply) { server in
            let variables = [
                "OPENWEATHERMAP_API_KEY": Self.key, "OPENWEATHERMAP_BASE_URL": server.baseURL.absoluteString,
            ]
            try await MCPSession.run(variables: variables) { session in
                let place: [String: Value] = ["place": "51.5,-0.13", "provider": "openweathermap", "language": "en"]
                let current = Value.object(try await session.answer("current_weather", place))
                #expect(current["provider"] == "openweathermap")
                #expect(current["place", "name"] == "City of Westminster, GB")
                #expect(current["current", "humidity"]?.number == 0.81)
                #expect(current["current", "conditionText"] == "Light rain")
                let daily = Value.object(try await session.answer("daily_forecast", place))
                #expect(daily["days"]?.arrayValue?.isEmpty == false)
                #expect(daily["fromCache"] == true)
                let air = Value.object(try await session.answer("air_quality", place))
                #expect(air["china"] == .null)
                let past = try await session.failure("past_weather", place)
                #expect(past.code == "not_supported")
                #expect(server.requests.allSatisfy { $0.query["appid"] == Self.key })
                #expect(!session.errorOutput.text.contains(Self.key))
            }
        }
    }

    @Test("without a key the answer says where one comes from")
    func missingKey() async throws {
        try await MCPSession.run(variables: [:]) { session in
            let failure = try await session.failure(
                "current_weather", ["place": "London", "provider": "openweathermap"])
            #expect(failure.code == "missing_token")
            #expect(failure.message.contains("OPENWEATHERMAP_API_KEY"))
        }
    }
}
