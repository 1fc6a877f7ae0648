import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import OpenWeatherMap

@Suite("The OpenWeatherMap client against a loopback server")
struct OWMClientTests {
    static let key = "0123456789abcdef0123456789abcdef"

    private func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? FixtureFiles.data(name, provider: "openweathermap")) ?? Data(), status: status)
    }

    private func client(
        _ server: LoopbackServer, cache: URL? = nil, _ change: (inout OWMClient.Configuration) -> Void = { _ in }
    ) -> OWMClient {
        var configuration = OWMClient.Configuration(
            apiKey: Self.key, baseURL: server.baseURL,
            http: HTTPSettings(retryPolicy: .init(maximumAttempts: 2, initialDelay: 0.01)))
        if let cache { configuration.cache.directory = cache } else { configuration.cache.diskLimit = 0 }
        change(&configuration)
        return OWMClient(
            configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
            clock: TestClock(Date(), skipsWaits: true))
    }

    private func failure(_ body: () async throws -> Void) async -> OWMError? {
        do {
            try await body()
            Issue.record("expected an error")
            return nil
        } catch let error as OWMError {
            #expect(
                !error.message.contains(Self.key) && !"\(error)".contains(Self.key)
                    && !String(reflecting: error).contains(Self.key))
            return error
        } catch {
            Issue.record("expected an OWMError, got \(error)")
            return nil
        }
    }

    @Test("every endpoint sends its documented path and parameters")
    func urls() async throws {
        try await LoopbackServer.run({ request in
            switch request.path {
            case "/data/2.5/weather": fixture("current_q_london_rain_standard")
            case "/data/2.5/forecast": fixture("forecast5_london_standard")
            case "/data/3.0/onecall": fixture("onecall25_phoenix_full_with_alerts_2023")
            case "/geo/1.0/direct": fixture("geocoding_direct_london_gb")
            case "/geo/1.0/reverse": fixture("geocoding_reverse_westminster")
            case "/geo/1.0/zip": .json(#"{"zip":"E14","name":"London","lat":51.5,"lon":-0.02,"country":"GB"}"#)
            default: fixture("air_pollution_current_london_pyowm")
            }
        }) { server in
            let client = client(server) {
                $0.units = .imperial
                $0.language = "zh_cn"
            }
            _ = try await client.currentWeather(for: .coordinate(latitude: 51.5, longitude: -0.13))
            _ = try await client.currentWeather(for: .city("New York", state: "NY", country: "US"))
            _ = try await client.currentWeather(for: .cityID(524_901))
            _ = try await client.currentWeather(for: .zip("94040", country: "US"))
            _ = try await client.forecast(for: .coordinate(latitude: 51.5073, longitude: -0.1277), count: 16)
            _ = try await client.oneCall(latitude: 33.53, longitude: -111.94, including: [.current, .daily])
            _ = try await client.oneCall(latitude: 33.53, longitude: -111.95)
            _ = try await client.geocode("London", country: "GB", limit: 3)
            _ = try await client.reverseGeocode(latitude: 51.5073, longitude: -0.1276, limit: 1)
            #expect(try await client.geocode(zip: "E14", country: "GB").name == "London")
            _ = try await client.airPollution(latitude: 51.5074, longitude: -0.1278)
            let requests = server.requests
            let expected: [(String, [String: String])] = [
                (
                    "/data/2.5/weather",
                    ["lat": "51.5000", "lon": "-0.1300", "units": "imperial", "lang": "zh_cn", "appid": Self.key]
                ),
                (
                    "/data/2.5/weather",
                    ["q": "New York,NY,US", "units": "imperial", "lang": "zh_cn", "appid": Self.key]
                ),
                ("/data/2.5/weather", ["id": "524901", "units": "imperial", "lang": "zh_cn", "appid": Self.key]),
                ("/data/2.5/weather", ["zip": "94040,US", "units": "imperial", "lang": "zh_cn", "appid": Self.key]),
                (
                    "/data/2.5/forecast",
                    [
                        "lat": "51.5073", "lon": "-0.1277", "cnt": "16", "units": "imperial", "lang": "zh_cn",
                        "appid": Self.key,
                    ]
                ),
                (
                    "/data/3.0/onecall",
                    [
                        "lat": "33.5300", "lon": "-111.9400", "exclude": "minutely,hourly,alerts", "units": "imperial",
                        "lang": "zh_cn", "appid": Self.key,
                    ]
                ),
                (
                    "/data/3.0/onecall",
                    ["lat": "33.5300", "lon": "-111.9500", "units": "imperial", "lang": "zh_cn", "appid": Self.key]
                ),
                ("/geo/1.0/direct", ["q": "London,GB", "limit": "3", "appid": Self.key]),
                ("/geo/1.0/reverse", ["lat": "51.5073", "lon": "-0.1276", "limit": "1", "appid": Self.key]),
                ("/geo/1.0/zip", ["zip": "E14,GB", "appid": Self.key]),
                ("/data/2.5/air_pollution", ["lat": "51.5074", "lon": "-0.1278", "appid": Self.key]),
            ]
            #expect(requests.count == expected.count)
            for (request, (path, query)) in zip(requests, expected) {
                #expect(request.path == path)
                #expect(request.query == query, "\(path)")
            }
        }
    }

    @Test("invalid input fails before any call")
    func validation() async throws {
        try await LoopbackServer.run({ _ in fixture("current_q_london_rain_standard") }) { server in
            #expect(
                await failure {
                    _ = try await client(server).currentWeather(for: .coordinate(latitude: 91, longitude: 0))
                }?.code == .invalidParameter)
            #expect(
                await failure { _ = try await client(server).currentWeather(for: .city("  ")) }?.code
                    == .invalidParameter)
            #expect(
                await failure { _ = try await client(server).forecast(for: .cityID(1), count: 41) }?.code
                    == .invalidParameter)
            #expect(
                await failure { _ = try await client(server).geocode("London", limit: 9) }?.code == .invalidParameter)
            #expect(
                await failure { _ = try await client(server) { $0.apiKey = "" }.currentWeather(for: .cityID(1)) }?.code
                    == .missingAPIKey)
            #expect(
                await failure {
                    _ = try await client(server) { $0.apiKey = "abc/def" }.currentWeather(for: .cityID(1))
                }?.code == .malformedAPIKey)
            #expect(server.requestCount == 0)
        }
    }

    @Test("error bodies map to typed errors by HTTP status, and are never read as weather")
    func errors() async throws {
        let subscription =
            #"{"cod":401,"message":"Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price."}"#
        try await LoopbackServer.run({ request in
            switch request.query["q"] ?? request.path {
            case "bad-key": fixture("error_401_invalid_api_key", status: 401)
            case "nowhere": fixture("error_404_city_not_found", status: 404)
            case "busy": fixture("error_429_rate_limited", status: 429).withHeader("Retry-After", "600")
            case "quirky": fixture("error_404_city_not_found", status: 200)
            case "gateway": .html("<html><title>502 Bad Gateway</title></html>", status: 502)
            case "/data/3.0/onecall": .json(subscription, status: 401)
            default: fixture("error_400_geocoding_wrong_latitude", status: 400)
            }
        }) { server in
            let client = client(server)
            let invalid = await failure { _ = try await client.currentWeather(for: .city("bad-key")) }
            #expect(invalid?.code == .invalidAPIKey)
            #expect(invalid?.httpStatus == 401)
            #expect(invalid?.apiMessage?.hasPrefix("Invalid API key.") == true)
            #expect(await failure { _ = try await client.currentWeather(for: .city("nowhere")) }?.code == .notFound)
            let limited = await failure { _ = try await client.currentWeather(for: .city("busy")) }
            #expect(limited?.code == .rateLimited)
            #expect(limited?.retryAfter == 600)
            #expect(await failure { _ = try await client.currentWeather(for: .city("quirky")) }?.code == .notFound)
            let gateway = await failure { _ = try await client.currentWeather(for: .city("gateway")) }
            #expect(gateway?.code == .httpStatus)
            #expect(gateway?.message.contains("502 Bad Gateway") == true)
            #expect(
                await failure { _ = try await client.oneCall(latitude: 1, longitude: 2) }?.code == .subscriptionRequired
            )
            let bad = await failure { _ = try await client.reverseGeocode(latitude: 1, longitude: 2) }
            #expect(bad?.code == .badRequest)
            #expect(bad?.apiMessage == "wrong latitude")
        }
    }

    @Test("responses are cached, coalesced and served stale when the API fails; no key in cache files")
    func caching() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let failing = Locked(false)
        try await LoopbackServer.run({ _ in
            failing.current
                ? .init(status: 503) : fixture("current_q_london_rain_standard").delayed(by: .milliseconds(50))
        }) { server in
            let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
            var configuration = OWMClient.Configuration(
                apiKey: Self.key, baseURL: server.baseURL, http: HTTPSettings(retryPolicy: .never))
            configuration.cache.directory = folder.url
            configuration.cache.expiration = 600
            let client = OWMClient(
                configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
                clock: clock)
            let names = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<20 { group.addTask { try await client.currentWeather(for: .city("London")).name } }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            #expect(names == Array(repeating: "London", count: 20))
            #expect(server.requestCount == 1)
            let again = try await client.fetch(.currentWeather(for: .city("London")))
            #expect(again.isFromCache)
            let fresh = OWMClient(
                configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
                clock: clock)
            #expect(try await fresh.fetch(.currentWeather(for: .city("London"))).isFromCache)
            #expect(server.requestCount == 1)

            clock.advance(by: 700)
            failing.current = true
            let stale = try await fresh.fetch(.currentWeather(for: .city("London")))
            #expect(stale.staleError?.code == .httpStatus)
            #expect(stale.response.name == "London")
            #expect(server.requestCount == 2)

            let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            #expect(files.count == 1)
            for name in files {
                #expect(!name.contains(Self.key))
                #expect(
                    !String(decoding: try Data(contentsOf: folder.url.appendingPathComponent(name)), as: UTF8.self)
                        .contains(Self.key))
            }
            await client.purgeCache()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        }
    }

    @Test("two servers never share cached answers")
    func serversApart() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ _ in fixture("current_q_london_rain_standard") }) { first in
            try await LoopbackServer.run({ _ in fixture("current_id_fr_metric_showers") }) {
                (second: LoopbackServer) async throws in
                let london = try await client(first, cache: folder.url).currentWeather(for: .city("London"))
                let other = try await client(second, cache: folder.url).currentWeather(for: .city("London"))
                #expect(london.name == "London")
                #expect(other.name == "Moscou")
                #expect(first.requestCount == 1 && second.requestCount == 1)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 2)
                let production = OWMCacheFile.name(
                    path: "/data/2.5/weather", query: [URLQueryItem(name: "q", value: "London")])
                #expect(
                    production
                        == OWMCacheFile.name(
                            path: "/data/2.5/weather", query: [URLQueryItem(name: "q", value: "London")], server: nil))
                #expect(
                    production
                        != OWMCacheFile.name(
                            path: "/data/2.5/weather", query: [URLQueryItem(name: "q", value: "London")],
                            server: first.baseURL))
            }
        }
    }

    @Test("a damaged or unreadable cache file asked for from the cache is a corrupted cache")
    func damagedCacheFiles() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ _ in fixture("current_q_london_rain_standard") }) { server in
            let client = client(server, cache: folder.url)
            _ = try await client.fetch(.currentWeather(for: .city("London")))
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).first)
            let file = folder.url.appendingPathComponent(name)
            let saved = try Data(contentsOf: file)
            try saved.prefix(saved.count / 2).write(to: file)
            let reader = self.client(server, cache: folder.url)
            let cutOff = await failure {
                _ = try await reader.fetch(.currentWeather(for: .city("London")), from: .cache)
            }
            #expect(cutOff?.code == .corruptedCache)
            #expect(cutOff?.message.contains("does not decode") == true)

            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let unreadable = await failure {
                _ = try await self.client(server, cache: folder.url).fetch(
                    .currentWeather(for: .city("London")), from: .cache)
            }
            #expect(unreadable?.code == .corruptedCache)
            #expect(unreadable?.message.contains("cannot be read") == true)
            #expect(server.requestCount == 1)
        }
    }
}

extension LoopbackServer.Reply {
    func withHeader(_ name: String, _ value: String) -> Self {
        var copy = self
        copy.headers[name] = value
        return copy
    }
}
