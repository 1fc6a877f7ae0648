import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Each server's answers are cached apart")
struct CacheKeyServerTests {
    @Test("the production API keeps the plain key; another base URL adds a stable hash of itself")
    func keys() throws {
        var endpoint = CYEndpoint(token: "t", coordinate: CYCoordinate(latitude: 39.9042, longitude: 116.4074))
        #expect(endpoint.cacheKey == "v2.6_weather_zh_CN_metric_h48_d5_alert_116.4074,39.9042")
        endpoint.baseURL = try #require(URL(string: "http://127.0.0.1:8080"))
        let first = endpoint.cacheKey
        endpoint.baseURL = try #require(URL(string: "http://127.0.0.1:8081"))
        let second = endpoint.cacheKey
        #expect(first != second)
        // The FNV-1a hash of "http://127.0.0.1:8080", as every earlier version named the file.
        #expect(first == "v2.6_weather_zh_CN_metric_h48_d5_alert_116.4074,39.9042_server75327da3b04bcbf2")
        #expect(first.count == second.count)
        #expect(first.allSatisfy { $0.isLetter || $0.isNumber || "._,-".contains($0) })
        endpoint.baseURL = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(endpoint.cacheKey == first)
    }

    @Test("switching the base URL asks the other server instead of answering from the first one's cache")
    func switchingServers() async throws {
        let first = try Fixture.data(Fixture.sdkWeather)
        let second = try Fixture.modified(Fixture.sdkWeather) { json in
            json[path: "result", "realtime", "temperature"] = -3.5
        }
        try await LoopbackHarness.run({ _ in .json(first) }) { (harness: LoopbackHarness) async throws in
            try await LoopbackServer.run({ _ in .json(second) }) { (other: LoopbackServer) async throws in
                let request = harness.makeRequest()
                #expect(try await request.perform().result.realtime.temperature == 18.2)
                request.endpoint.baseURL = other.baseURL
                #expect(try await request.perform().result.realtime.temperature == -3.5)
                #expect(harness.server.requestCount == 1)
                #expect(other.requestCount == 1)
            }
        }
    }
}
