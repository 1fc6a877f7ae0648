import Foundation
import MCP
import TestSupport
import Testing

/// The built `weather mcp` driven over stdio by the official Python SDK, a client nobody here
/// wrote. Enabled when `Scripts/install-mcp-client` has made its environment (CI runs it first).
@Suite("weather mcp with the Python MCP SDK")
struct PythonClientTests {
    static let token = "pythonSecretToken31"

    /// A search, then every weather tool for `place` in English (3 hours, 2 days, 6 past hours).
    static func weatherCalls(
        place: String, finding query: String, limit: Int
    ) -> [(label: String, tool: String, arguments: [String: Any])] {
        let place: [String: Any] = ["place": place, "language": "en"]
        return [
            ("find_place", "find_place", ["query": query, "limit": limit]),
            ("current_weather", "current_weather", place),
            ("precipitation_nowcast", "precipitation_nowcast", place),
            ("hourly_forecast", "hourly_forecast", place.merging(["hours": 3]) { $1 }),
            ("daily_forecast", "daily_forecast", place.merging(["days": 2]) { $1 }),
            ("weather_alerts", "weather_alerts", place), ("air_quality", "air_quality", place),
            ("past_weather", "past_weather", place.merging(["hours": 6]) { $1 }),
        ]
    }

    /// The built `weather mcp`, with its cache, configuration and home in `folder` and only
    /// `variables` (and `PATH`) in its environment, driven through `calls` by the Python SDK.
    static func run(
        _ calls: [(label: String, tool: String, arguments: [String: Any])], in folder: TemporaryDirectory,
        variables: [String: String]
    ) async throws -> (status: Int32, summary: String, log: String) {
        try await PythonMCPClient.run(
            calls: calls,
            command: [
                // A generous timeout keeps a busy machine from failing a test that does not test timing.
                BuiltProducts.executable("weather").path, "mcp", "--timeout", "300", "--cache-dir",
                folder.url.appendingPathComponent("cache").path,
            ],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": folder.url.path,
                "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
            ].merging(variables) { $1 })
    }

    @Test(
        "lists the tools, calls each, and reads structured answers and the resources",
        .enabled(if: PythonMCPClient.isInstalled, "run Scripts/install-mcp-client"))
    func endToEnd() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let calls =
                Self.weatherCalls(place: "26.6832,101.8551", finding: "London", limit: 2)
                + [("latitude 91", "current_weather", ["latitude": 91, "longitude": 0])]
            let run = try await Self.run(
                calls, in: folder,
                variables: ["CAIYUN_TOKEN": Self.token, "CAIYUN_BASE_URL": server.baseURL.absoluteString])
            #expect(run.status == 0, "\(run.log)")
            let summary = try JSONDecoder().decode(Value.self, from: Data(run.summary.utf8))
            #expect(summary["server"] == "weather")
            #expect(summary["problems"] == [])
            #expect(summary["tools"]?.objectValue?.count == 8)
            #expect(summary["tools", "current_weather", "readOnly"] == true)
            #expect(summary["calls", "current_weather", "structured", "current", "temperature"]?.number == 18.2)
            #expect(summary["calls", "current_weather", "structured", "place", "name"] == "Panzhihua, CN")
            #expect(summary["calls", "find_place", "structured", "places", 0, "country"] == "GB")
            #expect(summary["calls", "hourly_forecast", "structured", "hours"]?.arrayValue?.count == 3)
            #expect(summary["calls", "daily_forecast", "structured", "fromCache"] == true)
            #expect(summary["calls", "air_quality", "structured", "us", "index"]?.number == 144)
            #expect(summary["calls", "latitude 91", "isError"] == true)
            #expect(
                summary["resources"]?.objectValue?.keys.sorted() == ["weather://locations", "weather://preferences"])
            #expect(!run.summary.contains(Self.token) && !run.log.contains(Self.token))
            // One request for the weather file and one for the past hours, whatever the calls.
            #expect(server.requestCount == 2)
        }
    }

    @Test(
        "with no key anywhere every weather tool answers from Open-Meteo, and alerts say not available",
        .enabled(if: PythonMCPClient.isInstalled, "run Scripts/install-mcp-client"))
    func keyless() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let run = try await Self.run(
                Self.weatherCalls(place: "London", finding: "Springfield", limit: 3), in: folder,
                variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString])
            #expect(run.status == 0, "\(run.log)")
            let summary = try JSONDecoder().decode(Value.self, from: Data(run.summary.utf8))
            #expect(summary["problems"] == [])
            for label in ["current_weather", "hourly_forecast", "daily_forecast", "weather_alerts", "air_quality"] {
                #expect(summary["calls", label, "isError"] != true, "\(label)")
                #expect(summary["calls", label, "structured", "provider"] == "open-meteo", "\(label)")
            }
            #expect(summary["calls", "current_weather", "structured", "current", "temperature"]?.number == 3.5)
            #expect(summary["calls", "hourly_forecast", "structured", "hours"]?.arrayValue?.count == 3)
            #expect(summary["calls", "daily_forecast", "structured", "days"]?.arrayValue?.count == 2)
            #expect(summary["calls", "weather_alerts", "structured", "availability"] == "notOffered")
            #expect(summary["calls", "air_quality", "structured", "european", "index"]?.number == 28)
            // Past hours come from Caiyun only: a clear failure, not an empty answer.
            #expect(summary["calls", "past_weather", "isError"] == true)
            #expect(summary["calls", "past_weather", "structured", "error", "code"] == "not_supported")
            #expect(
                summary["calls", "find_place", "structured", "places", 1, "label"]?.stringValue?.contains(", US")
                    == true)
            #expect(!server.requests.contains { $0.query["apikey"] != nil })
        }
    }
}
