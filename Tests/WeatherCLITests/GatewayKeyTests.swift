import Foundation
import TestSupport
import Testing

@testable import WeatherCLI

/// `weather` through a `weather-gateway`: its client key in a header, no token of its own.
@Suite("WEATHER_GATEWAY_KEY: weather through a gateway")
struct GatewayKeyTests {
    @Test("with a gateway key and base URL, no token is needed and the key goes in X-Client-Key")
    func throughAGateway() async throws {
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0) }) { server in
            let sandbox = try CLISandbox(variables: [
                "WEATHER_GATEWAY_KEY": "household-key", "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("39.9042,116.4074", "--lang", "en", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("Beijing, CN · Updated"))
            let request = try #require(server.requests.first)
            #expect(request.headers["x-client-key"] == "household-key")
            #expect(request.path == "/v2.6/gateway/116.4074,39.9042/weather")
            #expect(!result.all.contains("household-key"))
        }
    }

    @Test("a gateway key without a base URL changes nothing: without a token, the example")
    func keyAlone() async throws {
        let sandbox = try CLISandbox(variables: ["WEATHER_GATEWAY_KEY": "household-key"])
        defer { sandbox.folder.cleanUp() }
        let result = await sandbox.run("--lang", "en")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("Example data"))
    }
}
