import CaiyunWeather
import Foundation
import NeutralWeather
import TestSupport
import Testing
import WeatherRuntime

/// Loading through the runtime against a Caiyun stand-in on 127.0.0.1: the coordinate each
/// place is asked at, the example, the missing-credential and no-place errors, shared clients.
@Suite("Loading the weather")
struct LoadingTests {
    static let token = "runtimeTestToken7"

    static func settings(_ server: LoopbackServer, token: String? = token) -> WeatherSettings {
        var settings = WeatherSettings(usesCache: false, timeout: 60)
        settings.credentials[.caiyun] = token
        settings.baseURLs[.caiyun] = server.baseURL
        return settings
    }

    @Test("a city by name is asked at its GCJ-02 coordinate; a typed coordinate as typed")
    func datum() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            let runtime = WeatherRuntime(settings: Self.settings(server))
            let loaded = try await runtime.load(.text("Beijing"))
            #expect(loaded.placeLabel == "Beijing, CN")
            let place = try #require(loaded.place)
            let expected = CYCoordinate(wgs84Latitude: place.latitude, longitude: place.longitude)
            let asked = try #require(server.requests.last.flatMap(CaiyunStub.askedCoordinate))
            #expect(abs(asked.latitude - expected.latitude) < 0.00006)
            #expect(abs(asked.longitude - expected.longitude) < 0.00006)
            #expect(loaded.coordinate.latitude == expected.latitude)

            _ = try await runtime.load(.text("39.9,116.4"))
            let typed = try #require(server.requests.last.flatMap(CaiyunStub.askedCoordinate))
            #expect(typed.latitude == 39.9 && typed.longitude == 116.4)
            #expect(server.requests.allSatisfy { $0.path.contains(Self.token) })
        }
    }

    @Test("one runtime, one client: a second load of a place within the window is answered from memory")
    func sharedClient() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            var settings = Self.settings(server)
            settings.usesCache = true
            settings.cacheDirectory = folder.url
            let runtime = WeatherRuntime(settings: settings)
            let first = try await runtime.load(.text("Beijing"))
            var english = settings
            english.units = .imperial
            let second = try await runtime.load(.text("北京"), settings: settings)
            #expect(server.requestCount == 1)
            #expect(first.weather.metadata.source == .network)
            #expect(second.weather.metadata.source == .memory)
            _ = try await runtime.load(.text("Beijing"), settings: english)
            #expect(server.requestCount == 2)
        }
    }

    @Test("no credential: the example without a place when allowed, else an error naming the place and the fix")
    func missingCredential() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            let runtime = WeatherRuntime(settings: Self.settings(server, token: nil))
            let example = try await runtime.load(.savedDefault, options: WeatherLoadOptions(allowsExample: true))
            #expect(example.isExample && example.placeLabel == "Jincheng, Shanxi")
            #expect(example.weather.current != nil)

            let noExample = await #expect(throws: WeatherRuntimeError.self) {
                try await runtime.load(.savedDefault)
            }
            #expect(noExample?.code == .missingCredential)
            #expect(
                noExample?.message == "No Caiyun API token: set CAIYUN_TOKEN or run `weather config --token-stdin`.")

            let london = await #expect(throws: WeatherRuntimeError.self) {
                try await runtime.load(.text("London"), options: WeatherLoadOptions(allowsExample: true))
            }
            #expect(london?.message.hasPrefix("No Caiyun API token for London, GB: set CAIYUN_TOKEN") == true)

            var openWeatherMap = runtime.settings
            openWeatherMap.provider = .openweathermap
            let key = await #expect(throws: WeatherRuntimeError.self) {
                try await runtime.load(.text("London"), settings: openWeatherMap)
            }
            #expect(
                key?.message.hasPrefix("No OpenWeatherMap API key for London, GB: set OPENWEATHERMAP_API_KEY") == true)
            #expect(server.requestCount == 0)
        }
    }

    @Test("a credential but no place and no default: no_place, and nothing is asked")
    func noPlace() async throws {
        try await LoopbackServer.run({ CaiyunStub.reply(to: $0) }) { server in
            let runtime = WeatherRuntime(settings: Self.settings(server))
            let error = await #expect(throws: WeatherRuntimeError.self) {
                try await runtime.load(.savedDefault, options: WeatherLoadOptions(allowsExample: true))
            }
            #expect(error?.code == .noPlace)
            #expect(server.requestCount == 0)
        }
    }
}
