import APICore
import Foundation
import OpenMeteo
import ServerTestSupport
import Testing

@testable import WeatherGateway

/// Open-Meteo-shaped requests from apps through the gateway (`/v1/forecast`, `/v1/air-quality`,
/// `/v1/archive`, `/v1/search`): behind the client keys, from the cache or one upstream call.
@Suite("weather-gateway: Open-Meteo's APIs for apps")
struct OpenMeteoProxyTests {
    static let forecast = "/v1/forecast?latitude=52.52&longitude=13.41&current=temperature_2m"
    /// The forecast's query as it goes upstream: about the centre of the point's 1 km cell.
    static let sharedQuery: String = {
        let cell = CellGrid(size: 1000)!.cell(latitude: 52.52, longitude: 13.41)
        return String(format: "latitude=%.4f&longitude=%.4f&current=temperature_2m", cell.latitude, cell.longitude)
    }()

    /// The upstream calls to `path`.
    static func calls(_ upstream: FakeUpstream, _ path: String) -> [FakeUpstream.Call] {
        upstream.calls.filter { $0.path == path }
    }

    @Test("an app with a key gets the API's bytes, from one upstream call for two identical requests")
    func forecastThroughGateway() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, token: nil)
        defer { gateway.stop() }
        let first = try await gateway.get(Self.forecast + "&apikey=appsownsecret")
        #expect(first.status == 200)
        #expect(first.body == OpenMeteoFixtures.data(OpenMeteoFixtures.currentName))
        #expect(first.headers["content-type"] == "application/json; charset=utf-8")
        #expect(first.headers["x-cache"] == "network")
        let maxAge = try #require(
            first.headers["cache-control"].flatMap { Int($0.replacingOccurrences(of: "max-age=", with: "")) })
        #expect((1...300).contains(maxAge))
        let second = try await gateway.get(Self.forecast + "&apikey=appsownsecret")
        #expect(second.body == first.body)
        #expect(second.headers["x-cache"] == "memory")
        let calls = Self.calls(upstream, "/v1/forecast")
        #expect(calls.count == 1)
        #expect(calls.first?.query == Self.sharedQuery)
        #expect(first.headers["x-weather-cell"]?.hasPrefix("1000m/") == true)
        #expect(!upstream.calls.contains { $0.query.contains("appsownsecret") || $0.query.contains("apikey") })

        let refused = try await gateway.get(Self.forecast, key: nil)
        #expect(refused.status == 401)
        let reason = try #require(try JSONSerialization.jsonObject(with: refused.body) as? [String: Any])
        #expect(reason["error"] as? Bool == true && reason["reason"] as? String != nil)
        #expect(try await gateway.get(Self.forecast, key: "stolen").status == 401)
        #expect(upstream.calls.count == 1)

        let metrics = String(decoding: try await gateway.get("/metrics", key: nil).body, as: UTF8.self)
        #expect(metrics.contains(#"weather_gateway_requests_total{route="open-meteo",status="200"} 2"#))
        #expect(metrics.contains(#"weather_gateway_upstream_calls_total{provider="open-meteo"} 1"#))
    }

    @Test("air quality, history and place search go through too, each from its recorded body")
    func otherAPIs() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, token: nil)
        defer { gateway.stop() }
        let air = try await gateway.get("/v1/air-quality?latitude=51.5&longitude=-0.1&current=us_aqi,european_aqi")
        #expect(air.status == 200)
        #expect(String(decoding: air.body, as: UTF8.self).contains(#""european_aqi":28"#))
        let archive = try await gateway.get(
            "/v1/archive?latitude=-15.78&longitude=-47.93&start_date=2022-12-29&end_date=2023-01-08"
                + "&daily=temperature_2m_max&timezone=America%2FSao_Paulo")
        #expect(archive.status == 200)
        #expect(archive.body == OpenMeteoFixtures.data(OpenMeteoFixtures.archiveName))
        let search = try await gateway.get("/v1/search?name=Berlin&count=1")
        #expect(search.body == OpenMeteoFixtures.data(OpenMeteoFixtures.searchName))
        #expect(upstream.calls.map(\.path) == ["/v1/air-quality", "/v1/archive", "/v1/search"])
        // The app's escaped values reach the API as the app meant them.
        #expect(upstream.calls[1].query.contains("timezone=America/Sao_Paulo"))
    }

    @Test("an app's own OMClient, pointed at the gateway with its client key, decodes typed answers")
    func appClient() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, token: nil)
        defer { gateway.stop() }
        let cache = CacheSettings(directory: FileManager.default.temporaryDirectory, diskLimit: 0, memoryCapacity: 0)
        let client = OMClient(
            configuration: .init(
                baseURL: gateway.baseURL,
                http: .init(timeout: 10, retryPolicy: .never, additionalHeaders: ["X-Client-Key": "app-key"]),
                cache: cache))
        let weather = try await client.forecast(latitude: 52.52, longitude: 13.41, current: [.temperature2m])
        #expect(weather.current?[.temperature2m] == 2.3)
        let places = try await client.searchPlaces("Berlin", count: 1)
        #expect(places.first?.name == "Berlin")
    }

    @Test("a request the API refuses gets its 400 and its reason; an upstream failure gets 502, in Open-Meteo's shape")
    func failures() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, token: nil)
        defer { gateway.stop() }
        let refused = try await gateway.get("/v1/forecast?latitude=95&longitude=13.41&current=temperature_2m")
        #expect(refused.status == 400)
        #expect(refused.headers["cache-control"] == "no-store")
        let body = try #require(try JSONSerialization.jsonObject(with: refused.body) as? [String: Any])
        #expect(body["error"] as? Bool == true)
        #expect(body["reason"] as? String == "Latitude must be in range of -90 to 90°. Given: 95.0.")
        upstream.fail(with: 500)
        let failed = try await gateway.get(Self.forecast)
        #expect(failed.status == 502)
        let failure = try #require(try JSONSerialization.jsonObject(with: failed.body) as? [String: Any])
        #expect(failure["error"] as? Bool == true && (failure["reason"] as? String)?.contains("500") == true)
    }

    @Test("coordinates in another form, or given twice, are refused before upstream; lists of places pass")
    func coordinateForms() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, token: nil)
        defer { gateway.stop() }
        let refused = [
            ("latitude=5.252e1&longitude=13.41", "latitude must be written as decimal degrees"),
            ("latitude=52.52&latitude=48.85&longitude=13.41", "latitude is given 2 times"),
            ("latitude=52.52&longitude=0x10", "longitude must be written as decimal degrees"),
            ("latitude=52.52,abc&longitude=13.41,2.35", "latitude must be written as decimal degrees"),
        ]
        for (query, reason) in refused {
            let answer = try await gateway.get("/v1/forecast?\(query)&current=temperature_2m")
            #expect(answer.status == 400, "\(query)")
            let body = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
            #expect((body["reason"] as? String)?.hasPrefix(reason) == true, "\(body)")
        }
        #expect(upstream.calls.isEmpty)
        let listed = try await gateway.get(
            "/v1/forecast?latitude=52.52,48.85&longitude=13.41,2.35&current=temperature_2m")
        #expect(listed.status != 400)
        #expect(upstream.calls.count == 1)
        // Both places moved to their cells' centres, within a kilometre of where they were asked.
        let sent = try #require(upstream.calls.first)
        let items = URLComponents(string: "http://x/?\(sent.query)")?.queryItems ?? []
        let latitudes = (items.first { $0.name == "latitude" }?.value ?? "").split(separator: ",").compactMap {
            Double($0)
        }
        #expect(latitudes.count == 2 && latitudes != [52.52, 48.85], "\(sent.query)")
        #expect(zip(latitudes, [52.52, 48.85]).allSatisfy { abs($0 - $1) < 0.01 })
    }

    @Test("the gateway's own key goes upstream and nowhere else; freshness counts on the gateway's clock")
    func gatewayKeyAndClock() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let clock = MovableClock(Date(timeIntervalSince1970: 1_700_000_000))
        let marker = "OMKEY" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let logs = LogCapture()
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, token: nil, openMeteoKey: marker, logs: logs,
            now: { clock.now })
        defer { gateway.stop() }
        let first = try await gateway.get(Self.forecast + "&apikey=appsownsecret")
        #expect(first.headers["cache-control"] == "max-age=300")
        clock.advance(by: 100)
        let second = try await gateway.get(Self.forecast)
        #expect(second.headers["cache-control"] == "max-age=200")
        #expect(
            Self.calls(upstream, "/v1/forecast").map(\.query) == [
                "\(Self.sharedQuery)&apikey=\(marker)"
            ])
        let refused = try await gateway.get("/v1/forecast?latitude=95&longitude=0&current=temperature_2m")
        let metrics = try await gateway.get("/metrics", key: nil)
        for answer in [first, second, refused, metrics] {
            #expect(!String(decoding: answer.body, as: UTF8.self).contains(marker))
            #expect(!"\(answer.headers)".contains(marker))
        }
        #expect(!logs.text.isEmpty && !logs.text.contains(marker))
    }
}
