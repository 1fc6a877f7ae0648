import Foundation
import NeutralWeather
import OpenMeteo
import TestSupport
import Testing
import WeatherRuntime

/// With no key anywhere the runtime answers from Open-Meteo (a stand-in on 127.0.0.1), asks only
/// for the parts shown, and says alerts are not available from it.
@Suite("Loading from Open-Meteo, with no key")
struct OpenMeteoLoadingTests {
    static func settings(_ server: LoopbackServer) throws -> WeatherSettings {
        var settings = try WeatherSettings.load(
            configurationFolder: FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID())"),
            environment: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString])
        settings.usesCache = false
        settings.timeout = 60
        return settings
    }

    @Test("London by name: the forecast at the table's point, current conditions and indices, no alerts")
    func london() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let settings = try Self.settings(server)
            #expect(settings.provider == .openMeteo)
            let runtime = WeatherRuntime(settings: settings)
            let loaded = try await runtime.load(
                .text("London"), options: WeatherLoadOptions(parts: [.current, .airQuality, .alerts]))
            #expect(loaded.provider == .openMeteo && loaded.placeLabel == "London, GB")
            let forecast = try #require(server.requests.first { $0.path == "/v1/forecast" })
            let latitude = try #require(forecast.query["latitude"].flatMap(Double.init))
            let longitude = try #require(forecast.query["longitude"].flatMap(Double.init))
            #expect(abs(latitude - 51.5085) < 0.01 && abs(longitude - -0.1257) < 0.01)
            #expect(forecast.query["current"]?.split(separator: ",").count == 10)
            #expect(forecast.query["hourly"] == nil && forecast.query["daily"] == nil)
            #expect(server.requests.contains { $0.path == "/v1/air-quality" })
            #expect(server.requestCount == 2)

            let weather = loaded.weather
            #expect(weather.current?.temperature?.value == 3.5)
            #expect(weather.current?.condition == .cloudy)
            #expect(weather.current?.humidity == nil, "the answer has no humidity: not available, never 0")
            let indices = weather.current?.airQualityIndices.map(\.scale)
            #expect(indices == [.european, .usEPA])
            #expect(weather.current?.airQuality(on: .european)?.index == Double(OpenMeteoStub.europeanIndex))
            #expect(weather.alertAvailability == .notOffered && weather.alerts.isEmpty)
            #expect(weather.metadata.attribution.text == "Weather data by Open-Meteo.com (CC BY 4.0)")
            // The grid cell's own coordinate is kept; the name is the place's.
            #expect(weather.location.latitude != latitude && weather.location.name == "London, GB")
        }
    }

    @Test("北京 is asked in WGS-84: Open-Meteo takes no GCJ-02 shift")
    func beijing() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let runtime = WeatherRuntime(settings: try Self.settings(server))
            let loaded = try await runtime.load(.text("北京"), options: WeatherLoadOptions(parts: [.current]))
            let place = try #require(loaded.place)
            let request = try #require(server.requests.first)
            #expect(request.query["latitude"].flatMap(Double.init) == place.latitude)
            #expect(request.query["longitude"].flatMap(Double.init) == place.longitude)
            #expect(!server.requests.contains { $0.path == "/v1/air-quality" })
        }
    }

    @Test("alerts alone cost no call; hours and days ask for those blocks only")
    func partsShown() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let runtime = WeatherRuntime(settings: try Self.settings(server))
            let alerts = try await runtime.load(.text("London"), options: WeatherLoadOptions(parts: [.alerts]))
            #expect(server.requestCount == 0)
            #expect(alerts.weather.alertAvailability == .notOffered)
            let forecast = try await runtime.load(
                .text("London"), options: WeatherLoadOptions(parts: [.hourly, .daily]))
            let request = try #require(server.requests.first)
            #expect(request.query["current"] == nil && request.query["hourly"] != nil && request.query["daily"] != nil)
            // From the current hour and today on, of the answer's 7 days.
            let hours = forecast.weather.hourlyForecast
            #expect((145...168).contains(hours.count))
            #expect(hours.first.map { $0.date <= Date() && $0.date.addingTimeInterval(3600) > Date() } == true)
            #expect(forecast.weather.dailyForecast.count == 7)
        }
    }

    @Test("no place and no key anywhere: the bundled example still answers the first run")
    func example() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            let runtime = WeatherRuntime(settings: try Self.settings(server))
            let loaded = try await runtime.load(.savedDefault, options: WeatherLoadOptions(allowsExample: true))
            #expect(loaded.isExample)
            #expect(server.requestCount == 0)
        }
    }

    @Test("an injected Open-Meteo client answers the runtime's requests, with its own cache")
    func injectedClient() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            var configuration = OMClient.Configuration(baseURL: server.baseURL, http: .init(timeout: 60))
            configuration.cache.diskLimit = 0
            var settings = WeatherSettings(provider: .openMeteo)
            settings.timeout = 60
            let runtime = WeatherRuntime(settings: settings, openMeteoClient: OMClient(configuration: configuration))
            let first = try await runtime.load(.text("London"), options: WeatherLoadOptions(parts: [.current]))
            let second = try await runtime.load(.text("London"), options: WeatherLoadOptions(parts: [.current]))
            #expect(server.requestCount == 1)
            #expect(first.weather.metadata.source == .network && second.weather.metadata.source == .memory)
        }
    }
}
