import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import OpenMeteo

@Suite("The Open-Meteo client against a loopback server")
struct OMClientTests {
    static let key = "k3yS3cret-0123456789"

    static func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? OMFixtures.data(name)) ?? Data(), status: status)
    }

    /// Answers each API's path with one of its fixtures.
    static let answers: LoopbackServer.Handler = { answer($0) }

    /// The answer for `request`'s path: one of its API's fixtures.
    static func answer(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        switch request.path {
        case "/v1/forecast": fixture("forecast_current_hourly_daily_penza_idx38771518322")
        case "/v1/air-quality": fixture("airquality_current_us_aqi_interval900_delhi_idx23392158296")
        case "/v1/archive": fixture("archive_daily_brasilia_tpisel-openmeteo")
        case "/v1/search": fixture("geocoding_search_berlin_tpisel-openmeteo")
        default: .json(#"{"error":true,"reason":"Not found"}"#, status: 404)
        }
    }

    static func client(
        _ baseURL: URL, cache: URL? = nil, clock: TestClock = TestClock(Date(), skipsWaits: true),
        _ change: (inout OMClient.Configuration) -> Void = { _ in }
    ) -> OMClient {
        var configuration = OMClient.Configuration(
            baseURL: baseURL, http: HTTPSettings(retryPolicy: .init(maximumAttempts: 2, initialDelay: 0.01)))
        if let cache { configuration.cache.directory = cache } else { configuration.cache.diskLimit = 0 }
        change(&configuration)
        return OMClient(
            configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
            clock: clock)
    }

    static func failure(_ body: () async throws -> Void) async -> OMError? {
        do {
            try await body()
            Issue.record("expected an error")
            return nil
        } catch let error as OMError {
            let texts = [error.message, "\(error)", String(reflecting: error), error.apiMessage ?? ""]
            #expect(!texts.contains { $0.contains(key) })
            return error
        } catch {
            Issue.record("expected an OMError, got \(error)")
            return nil
        }
    }

    @Test("one base URL serves all four APIs, each on its own path, with its parameters")
    func baseURLForEveryAPI() async throws {
        try await LoopbackServer.run(Self.answers) { server in
            let client = Self.client(server.baseURL)
            let forecast = try await client.forecast(
                latitude: 53.19, longitude: 45, current: [.temperature2m], hourly: [.temperature2m, .weatherCode],
                daily: [.temperature2mMax], forecastDays: 7)
            #expect(forecast.hourly?.count == 168)
            let air = try await client.airQuality(latitude: 28.6, longitude: 77.2, current: [.usAQI, .pm2_5])
            #expect(air.current?[.usAQI] == 160)
            let past = try await client.history(
                latitude: -15.8, longitude: -47.9, from: OMDate(year: 2022, month: 12, day: 29),
                to: OMDate(year: 2023, month: 1, day: 8), daily: [.temperature2mMax])
            #expect(past.daily?.count == 11)
            let places = try await client.searchPlaces("Berlin", count: 1)
            #expect(places.first?.name == "Berlin")
            let requests = server.requests
            #expect(requests.map(\.path) == ["/v1/forecast", "/v1/air-quality", "/v1/archive", "/v1/search"])
            #expect(
                requests[0].query == [
                    "latitude": "53.1900", "longitude": "45.0000", "current": "temperature_2m",
                    "hourly": "temperature_2m,weather_code", "daily": "temperature_2m_max", "forecast_days": "7",
                    "timezone": "auto",
                ])
            #expect(requests[1].query["current"] == "us_aqi,pm2_5")
            #expect(requests[2].query["start_date"] == "2022-12-29" && requests[2].query["end_date"] == "2023-01-08")
            #expect(requests[3].query == ["name": "Berlin", "count": "1", "language": "en", "format": "json"])
            #expect(requests.allSatisfy { $0.query["apikey"] == nil })
        }
    }

    @Test("the key goes with every call, and never into an error, a cache key or a cache file")
    func keyStaysSecret() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ request in
            request.path == "/v1/archive"
                ? .json(#"{"error":true,"reason":"API key \#(Self.key) is not valid"}"#, status: 400)
                : request.path == "/v1/air-quality" ? .init(status: 401) : Self.answer(request)
        }) { server in
            let client = Self.client(server.baseURL, cache: folder.url) { $0.apiKey = Self.key }
            _ = try await client.forecast(latitude: 53.19, longitude: 45, hourly: [.temperature2m])
            _ = try await client.fetchBody(.geocoding, query: [URLQueryItem(name: "name", value: "Berlin")])
            #expect(server.requests.allSatisfy { $0.query["apikey"] == Self.key })
            let refused = await Self.failure { _ = try await client.airQuality(latitude: 1, longitude: 2) }
            #expect(refused?.code == .invalidAPIKey)
            #expect(refused?.code.isCredentialFailure == true)
            let echoed = await Self.failure {
                _ = try await client.history(
                    latitude: 1, longitude: 2, from: OMDate(year: 2020, month: 1, day: 1),
                    to: OMDate(year: 2020, month: 1, day: 2))
            }
            #expect(echoed?.apiMessage == "API key <redacted> is not valid")
            #expect(echoed?.request?.redactedURL.contains("apikey=<redacted>") == true)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            #expect(files.count == 2)
            for name in files {
                #expect(!name.contains(Self.key) && !name.contains("apikey"))
                let text = String(
                    decoding: try Data(contentsOf: folder.url.appendingPathComponent(name)), as: UTF8.self)
                #expect(!text.contains(Self.key))
            }
            let fileName = OMCacheFile.name(api: .forecast, query: [URLQueryItem(name: "latitude", value: "1")])
            #expect(!fileName.contains(Self.key))
            let withKey = await Self.failure {
                _ = try await client.fetchBody(.forecast, query: [URLQueryItem(name: "apikey", value: "x")])
            }
            #expect(withKey?.code == .invalidParameter)
        }
    }

    @Test("a second fetch within the expiry is a memory hit; a new client finds the answer on disk")
    func caching() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let failing = Locked(false)
        try await LoopbackServer.run({ request in
            failing.current ? .init(status: 503) : Self.answer(request).delayed(by: .milliseconds(50))
        }) { server in
            let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
            let client = Self.client(server.baseURL, cache: folder.url, clock: clock) {
                $0.http.retryPolicy = .never
            }
            let request = OMRequest.forecast(latitude: 53.19, longitude: 45, hourly: [.temperature2m])
            let counts = try await withThrowingTaskGroup(of: Int?.self) { group in
                for _ in 0..<10 { group.addTask { try await client.fetch(request).response.hourly?.count } }
                return try await group.reduce(into: [Int?]()) { $0.append($1) }
            }
            #expect(counts == Array(repeating: 168, count: 10))
            #expect(server.requestCount == 1)
            let again = try await client.fetch(request)
            #expect(again.source == .memory)
            #expect(again.date == clock.now)
            let fresh = Self.client(server.baseURL, cache: folder.url, clock: clock)
            #expect(try await fresh.fetch(request).source == .disk)
            #expect(server.requestCount == 1)
            #expect(try await fresh.fetch(request, from: .network).source == .network)
            #expect(server.requestCount == 2)

            clock.advance(by: 1000)
            failing.current = true
            let stale = try await fresh.fetch(request)
            #expect(stale.isStale)
            #expect(stale.staleError?.code == .httpStatus)
            #expect(stale.response.hourly?.count == 168)

            let other = await Self.failure {
                _ = try await fresh.fetch(.forecast(latitude: 1, longitude: 1), from: .cache)
            }
            #expect(other?.code == .notCached)
            await client.purgeCache()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        }
    }

    @Test("two servers never share cached answers")
    func serversApart() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run(Self.answers) { first in
            try await LoopbackServer.run({ _ in Self.fixture("geocoding_search_paris_multi_tpisel-openmeteo") }) {
                (second: LoopbackServer) async throws in
                let one = try await Self.client(first.baseURL, cache: folder.url).searchPlaces("Berlin")
                let two = try await Self.client(second.baseURL, cache: folder.url).searchPlaces("Berlin")
                #expect(one.count == 1 && two.count == 2)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 2)
            }
        }
    }
}
