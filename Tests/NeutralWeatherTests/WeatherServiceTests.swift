import APICore
import CaiyunWeather
import Foundation
import Logging
import NeutralWeather
import OpenWeatherMap
import TestSupport
import Testing

@Suite("WeatherService over both providers")
struct WeatherServiceTests {
    static let caiyunBody =
        (try? FixtureFiles.modified("v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun") {
            $0[path: "location"] = [51.5, -0.13]
            $0[path: "unit"] = "imperial"
            $0[path: "lang"] = "en_US"
        }) ?? Data()

    private func caiyunProvider(_ server: LoopbackServer, _ folder: TemporaryDirectory) -> CaiyunProvider {
        var configuration = CYClient.Configuration(http: .init(timeout: 120))
        configuration.cache.directory = folder.url.appendingPathComponent("caiyun")
        let client = CYClient(
            configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
            clock: TestClock(Date(timeIntervalSince1970: 1_678_374_973 + 60), skipsWaits: true))
        return CaiyunProvider(token: "serviceToken1", client: client, baseURL: server.baseURL)
    }

    private func owmProvider(
        _ server: LoopbackServer, _ folder: TemporaryDirectory, plan: OpenWeatherMapProvider.Plan = .automatic
    ) -> OpenWeatherMapProvider {
        OpenWeatherMapProvider(
            configuration: .init(
                apiKey: "0123456789abcdef", baseURL: server.baseURL, http: .init(timeout: 120, retryPolicy: .never),
                cache: .init(directory: folder.url.appendingPathComponent("owm"), expiration: 600)),
            plan: plan)
    }

    /// Every `main` temperature of a current-weather body or of a forecast's list, from kelvin to
    /// `units` (metric or imperial).
    private static func convertKelvin(_ json: inout JSONObject, to units: String) {
        let count = (json[path: "list"] as? [Any])?.count ?? 0
        let prefixes = json[path: "list"] == nil ? [[String]()] : (0..<count).map { ["list", "\($0)"] }
        for prefix in prefixes {
            for key in ["temp", "feels_like", "temp_min", "temp_max"] {
                let path = prefix + ["main", key]
                guard let kelvin = json[path: path] as? Double else { continue }
                let celsius = kelvin - 273.15
                json[path: path] = units == "imperial" ? celsius * 9 / 5 + 32 : celsius
            }
        }
    }

    private static func owmReply(_ request: LoopbackServer.RecordedRequest, oneCall: Bool) -> LoopbackServer.Reply {
        let name: String
        switch request.path {
        case "/data/3.0/onecall":
            guard oneCall else {
                return .json(
                    #"{"cod":401,"message":"Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan."}"#,
                    status: 401)
            }
            name = "onecall25_phoenix_full_with_alerts_2023"
        case "/data/2.5/forecast": name = "forecast5_london_standard"
        default: name = "current_q_london_rain_standard"
        }
        let body =
            (try? FixtureFiles.modified(name, provider: "openweathermap") { json in
                // The recordings are in kelvin: their temperatures as the API gives them in the units
                // asked for (kelvin read as °C or °F would be impossible, and set aside).
                if let units = request.query["units"], units != "standard" { Self.convertKelvin(&json, to: units) }
                if request.query["units"] == "imperial", name.hasPrefix("current") { json[path: "main", "temp"] = 49.2 }
            }) ?? Data()
        return .json(body)
    }

    @Test("the same place from either provider comes back in the preferred units, same shape")
    func comparable() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let preferences = WeatherPreferences(storage: InMemoryStorage())
        try preferences.setUnitPreference(.imperial)
        try await LoopbackServer.run({ request in
            request.path.hasPrefix("/v2.6") ? .json(Self.caiyunBody) : Self.owmReply(request, oneCall: false)
        }) { server in
            let place = WeatherLocation(latitude: 51.5, longitude: -0.13, name: "London")
            let caiyun = try await WeatherService(provider: caiyunProvider(server, folder), preferences: preferences)
                .weather(for: place, language: .english)
            let owm = try await WeatherService(provider: owmProvider(server, folder), preferences: preferences).weather(
                for: place, language: .english)
            for weather in [caiyun, owm] {
                let current = try #require(weather.current)
                #expect(current.temperature?.unit == .fahrenheit)
                #expect(current.wind?.speed.unit == .milesPerHour)
                #expect(weather.hourlyForecast.first?.temperature?.unit == .fahrenheit)
                #expect(weather.dailyForecast.first?.highTemperature?.unit == .fahrenheit)
                #expect(weather.location.name == "London")
                #expect(!weather.hourlyForecast.isEmpty && !weather.dailyForecast.isEmpty)
            }
            #expect(caiyun.metadata.attribution == .caiyun)
            #expect(owm.metadata.attribution == .openWeatherMap)
            #expect(owm.current?.temperature?.value == 49.2)
            #expect(caiyun.current?.temperature?.value == 18.2)
            let caiyunRequest = try #require(server.requests.first { $0.path.hasPrefix("/v2.6") })
            #expect(caiyunRequest.query["unit"] == "imperial")
            let owmRequest = try #require(server.requests.first { $0.path == "/data/2.5/weather" })
            #expect(owmRequest.query["units"] == "imperial")
        }
    }

    @Test("OpenWeatherMap: One Call when subscribed; otherwise the free endpoints, and One Call is not retried")
    func oneCallFallback() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ Self.owmReply($0, oneCall: true) }) { server in
            let weather = try await WeatherService(provider: owmProvider(server, folder)).weather(
                for: .init(latitude: 33.53, longitude: -111.94))
            #expect(weather.minuteForecast?.intensities.count == 60)
            #expect(weather.alerts.count == 1)
            #expect(server.requests.map(\.path) == ["/data/3.0/onecall"])
        }
        try await LoopbackServer.run({ Self.owmReply($0, oneCall: false) }) { server in
            let service = WeatherService(provider: owmProvider(server, folder))
            let weather = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13), units: .metric)
            #expect(weather.minuteForecast == nil)
            #expect(weather.hourlyForecast.count == 40)
            #expect(weather.current?.temperature?.unit == .celsius)
            _ = try await service.weather(for: .init(latitude: 51.6, longitude: -0.13), units: .metric)
            #expect(server.requests.filter { $0.path == "/data/3.0/onecall" }.count == 1)
            #expect(server.requests.filter { $0.path == "/data/2.5/weather" }.count == 2)
        }
    }

    @Test("only the asked-for parts come back")
    func parts() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ _ in .json(Self.caiyunBody) }) { server in
            let weather = try await WeatherService(provider: caiyunProvider(server, folder)).weather(
                for: .init(latitude: 51.5, longitude: -0.13), including: [.current])
            #expect(weather.current != nil)
            #expect(weather.hourlyForecast.isEmpty && weather.dailyForecast.isEmpty && weather.minuteForecast == nil)
            #expect(server.requests.first?.query["alert"] == nil)
        }
    }

    @Test("provider failures become WeatherError with the provider's message")
    func errors() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ request in
            request.path.hasPrefix("/v2.6")
                ? .json(#"{"status":"failed","error":"'token is invalid'"}"#, status: 401)
                : .json(#"{"cod":401,"message":"Invalid API key."}"#, status: 401)
        }) { server in
            for service in [
                WeatherService(provider: caiyunProvider(server, folder)),
                WeatherService(provider: owmProvider(server, folder, plan: .free)),
            ] {
                do {
                    _ = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13))
                    Issue.record("no error")
                } catch let error as WeatherError {
                    #expect(error.code == .authentication)
                    #expect(error.underlyingError != nil)
                    #expect(!error.message.contains("serviceToken1") && !error.message.contains("0123456789abcdef"))
                }
            }
            let saved = WeatherService(
                provider: caiyunProvider(server, folder), preferences: WeatherPreferences(storage: InMemoryStorage()))
            await #expect(throws: WeatherError.self) { _ = try await saved.weather(forSavedLocation: "nowhere") }
        }
    }

    @Test("damaged preference files surface as WeatherError, before any request")
    func damagedPreferences() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let config = folder.url.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{\"units\": ".utf8).write(to: config.appendingPathComponent("units.json"))
        try Data("[{".utf8).write(to: config.appendingPathComponent("locations.json"))
        try await LoopbackServer.run({ _ in .json("{}") }) { server in
            let service = WeatherService(
                provider: caiyunProvider(server, folder),
                preferences: WeatherPreferences(storage: FileStorage(directory: config)))
            for attempt in [
                { _ = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13)) },
                { _ = try await service.weather(forSavedLocation: "home") },
            ] as [@Sendable () async throws -> Void] {
                do {
                    try await attempt()
                    Issue.record("no error")
                } catch let error as WeatherError {
                    #expect(error.code == .unavailable)
                    #expect(error.underlyingError is StorageError)
                    #expect(error.message.contains(".json"))
                }
            }
            #expect(server.requestCount == 0)
        }
    }
}

@Suite("The README's service examples")
struct WeatherServiceReadmeTests {
    @Test("the providers' factories build services with their attribution")
    func factories() {
        #expect(WeatherService(provider: .openWeatherMap(apiKey: "key")).provider.attribution == .openWeatherMap)
        #expect(WeatherService(provider: .caiyun(token: "token")).provider.attribution == .caiyun)
        #expect(OpenWeatherMapProvider(apiKey: "key").plan == .automatic)
    }
}
