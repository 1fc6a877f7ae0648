import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import OpenWeatherMap

@Suite("The OpenWeatherMap client's memory cache")
struct OWMMemoryCacheTests {
    private static let key = "0123456789abcdef0123456789abcdef"

    private func client(_ server: LoopbackServer, clock: TestClock) -> OWMClient {
        var configuration = OWMClient.Configuration(
            apiKey: Self.key, baseURL: server.baseURL, http: HTTPSettings(timeout: 120, retryPolicy: .never))
        configuration.cache.diskLimit = 0
        configuration.cache.expiration = 600
        return OWMClient(
            configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
            clock: clock)
    }

    private static func reply() -> LoopbackServer.Reply {
        .json((try? FixtureFiles.data("current_q_london_rain_standard", provider: "openweathermap")) ?? Data())
    }

    @Test("a second fetch within the expiry is answered from memory, without a request")
    func typedFetch() async throws {
        try await LoopbackServer.run({ _ in Self.reply() }) { server in
            let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
            let client = client(server, clock: clock)
            let first = try await client.fetch(.currentWeather(for: .city("London")))
            #expect(first.source == .network)
            #expect(server.requestCount == 1)

            clock.advance(by: 599)
            let second = try await client.fetch(.currentWeather(for: .city("London")))
            #expect(second.source == .memory)
            #expect(second.response.name == "London")
            #expect(second.date == first.date)
            #expect(server.requestCount == 1)

            // Another request is not answered by the first one's value.
            _ = try await client.fetch(.currentWeather(for: .city("Paris")))
            #expect(server.requestCount == 2)

            clock.advance(by: 2)
            #expect(try await client.fetch(.currentWeather(for: .city("London"))).source == .network)
            #expect(server.requestCount == 3)
        }
    }

    @Test("a second body fetch within the expiry is answered from memory, and not by a typed value")
    func bodyFetch() async throws {
        try await LoopbackServer.run({ _ in Self.reply() }) { server in
            let client = client(server, clock: TestClock(Date(timeIntervalSince1970: 1_700_000_000)))
            // The typed request's own query: only the memory key's prefix tells the two apart.
            let query = [
                URLQueryItem(name: "q", value: "London"), URLQueryItem(name: "units", value: "metric"),
                URLQueryItem(name: "lang", value: "en"),
            ]
            let typed = try await client.fetch(.currentWeather(for: .city("London")))
            #expect(typed.source == .network)
            let first = try await client.fetchBody(path: "/data/2.5/weather", query: query, from: .automatic)
            #expect(first.source == .network)
            #expect(server.requestCount == 2)
            let second = try await client.fetchBody(path: "/data/2.5/weather", query: query, from: .automatic)
            #expect(second.source == .memory)
            #expect(second.response == first.response)
            #expect(server.requestCount == 2)
        }
    }
}
