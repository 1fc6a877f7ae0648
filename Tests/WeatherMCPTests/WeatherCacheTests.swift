import Foundation
import MCP
import NeutralWeather
import TestSupport
import Testing

@testable import WeatherMCP
@testable import WeatherRuntime

/// All tools of one server share one client and cache: one upstream request per place and
/// endpoint within the expiry window, however many calls.
@Suite("weather mcp shares one cache")
struct WeatherCacheTests {
    @Test("six tools and ten calls for one place cost one request; a second place costs one more")
    func oneRequestPerPlace() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: WeatherToolTests.variables(server)) { session in
                let place: [String: Value] = ["place": "26.6832,101.8551"]
                let tools =
                    ["current_weather", "precipitation_nowcast", "hourly_forecast", "daily_forecast"]
                    + ["weather_alerts", "air_quality", "current_weather", "air_quality", "hourly_forecast"]
                var sources: [String] = []
                for tool in tools {
                    let answer = try await session.answer(tool, place)
                    sources.append(answer["source"]?.stringValue ?? "")
                }
                #expect(server.requestCount == 1)
                #expect(sources.first == "network")
                #expect(sources.dropFirst().allSatisfy { $0 == "memory" })
                let cached = try await session.call("current_weather", place)
                #expect(cached.text.contains("(from cache)"))
                _ = try await session.answer("current_weather", ["place": "39.9,116.4"])
                #expect(server.requestCount == 2)
            }
        }
    }

    @Test("calls at once for one place share one request")
    func concurrentCalls() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: WeatherToolTests.variables(server)) { session in
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    for tool in ["current_weather", "daily_forecast", "air_quality", "weather_alerts"] {
                        group.addTask { try await session.call(tool, ["place": "26.6832,101.8551"]).isError != true }
                    }
                    for try await succeeded in group { #expect(succeeded) }
                }
                #expect(server.requestCount == 1)
            }
        }
    }

    @Test("the saved locations and preferences are resources, without credentials")
    func resources() async throws {
        let prepare: (URL) throws -> Void = { directory in
            let store = SettingsStore(folder: directory)
            try store.preferences.save(SavedLocation(name: "home", latitude: 31.23, longitude: 121.47, isDefault: true))
            try store.save(SavedSettings(units: "imperial", language: "zh", provider: nil))
            try store.saveCredential("savedSecretToken55", for: .caiyun)
        }
        try await MCPSession.run(variables: [:], prepare: prepare) { session in
            let listed = try await session.client.listResources().resources.map(\.uri)
            #expect(listed == ["weather://locations", "weather://preferences"])
            let locations = try #require(try await session.client.readResource(uri: "weather://locations").first?.text)
            #expect(
                locations == #"{"locations":[{"isDefault":true,"latitude":31.23,"longitude":121.47,"name":"home"}]}"#)
            let preferences = try #require(
                try await session.client.readResource(uri: "weather://preferences").first?.text)
            #expect(preferences.contains(#""units":"imperial""#))
            #expect(preferences.contains(#""language":"zh""#))
            #expect(!preferences.contains("savedSecretToken55"))
        }
    }
}
