import Clima
import Foundation
import OpenWeatherMap
import TestSupport
import Testing

/// The Clima app's `WeatherManager` over real HTTP to a loopback server.
@Suite("Clima's WeatherManager")
struct WeatherManagerTests {
    @Test("a city fetch delivers the fixture's city, condition and temperature, on the main actor")
    func cityFetch() async throws {
        try await LoopbackServer.run({ _ in fixture("current_latlon_rain_metric_2026") }) { server in
            let event = await firstEvent(from: server) { $0.fetchWeather(cityName: "Quiapo") }
            guard case .weather(let weather, let onMainThread) = event else {
                Issue.record("expected weather")
                return
            }
            #expect(weather == WeatherModel(conditionId: 501, cityName: "Quiapo District", temperature: 29.5))
            #expect(weather.temperatureString == "29.5" && weather.conditionName == "cloud.rain")
            #expect(onMainThread)
            let request = try #require(server.requests.first)
            #expect(request.path == "/data/2.5/weather")
            #expect(request.query["q"] == "Quiapo" && request.query["units"] == "metric")
            #expect(request.query["appid"] == testKey)
        }
    }

    @Test("a coordinate fetch sends lat and lon")
    func coordinateFetch() async throws {
        try await LoopbackServer.run({ _ in fixture("current_q_london_rain_standard") }) { server in
            let event = await firstEvent(from: server) { $0.fetchWeather(latitude: 51.51, longitude: -0.13) }
            guard case .weather(let weather, _) = event else {
                Issue.record("expected weather")
                return
            }
            #expect(weather.cityName == "London" && weather.conditionId == 500)
            #expect(weather.temperatureString == "282.6")
            #expect(server.requests.first?.query["lat"] == "51.5100")
            #expect(server.requests.first?.query["lon"] == "-0.1300")
        }
    }

    @Test("a rejected key reaches didFailWithError as OWMError, on the main actor")
    func rejectedKey() async throws {
        try await LoopbackServer.run({ _ in fixture("error_401_invalid_api_key", status: 401) }) { server in
            let event = await firstEvent(from: server) { $0.fetchWeather(cityName: "London") }
            guard case .failure(let error, let onMainThread) = event else {
                Issue.record("expected a failure")
                return
            }
            #expect(error?.code == .invalidAPIKey)
            #expect(onMainThread)
        }
    }

    @Test("an unknown city reaches didFailWithError as OWMError.notFound")
    func unknownCity() async throws {
        try await LoopbackServer.run({ _ in fixture("error_404_city_not_found", status: 404) }) { server in
            let event = await firstEvent(from: server) { $0.fetchWeather(cityName: "Nowhere") }
            guard case .failure(let error, _) = event else {
                Issue.record("expected a failure")
                return
            }
            #expect(error?.code == .notFound)
        }
    }

    @Test("an answer without a condition reaches didFailWithError, never a made-up condition")
    func noCondition() async throws {
        let body = try FixtureFiles.modified("current_q_london_rain_standard", provider: "openweathermap") {
            $0[path: "weather"] = [Any]()
        }
        try await LoopbackServer.run({ _ in .json(body) }) { server in
            let event = await firstEvent(from: server) { $0.fetchWeather(cityName: "London") }
            guard case .failure(let error, _) = event else {
                Issue.record("expected a failure")
                return
            }
            #expect(error?.code == .unexpectedResponse)
        }
    }

    @Test("a server that cannot be reached reaches didFailWithError as OWMError.connectionFailed")
    func networkFailure() async throws {
        let server = try await LoopbackServer { _ in fixture("current_q_london_rain_standard") }
        await server.stop()
        let event = await firstEvent(from: server) { $0.fetchWeather(cityName: "London") }
        guard case .failure(let error, _) = event else {
            Issue.record("expected a failure")
            return
        }
        #expect(error?.code == .connectionFailed)
    }

    @Test("condition ids map to SF Symbols, cloudy skies to cloud symbols")
    func conditionNames() {
        let names = [200, 300, 500, 600, 701, 800, 801, 802, 803, 804, 900].map {
            WeatherModel(conditionId: $0, cityName: "", temperature: 0).conditionName
        }
        #expect(
            names == [
                "cloud.bolt", "cloud.drizzle", "cloud.rain", "cloud.snow", "cloud.fog", "sun.max", "cloud.sun",
                "cloud.sun", "cloud", "cloud", "cloud",
            ])
        #expect(WeatherModel(conditionId: 800, cityName: "", temperature: -3.04).temperatureString == "-3.0")
    }
}
