import Clima
import Foundation
import OpenWeatherMap
import TestSupport
import Testing

/// What a delegate's failure method was told, and which of its two forms was called.
struct FailureReport: Sendable {
    var code: OWMError.Code?
    var namesManager: Bool
    var manager: OWMClient?
}

/// A delegate in the documentation's form: `didUpdateWeather(_:weather:)` and
/// `didFailWithError(_:error:)` only.
@MainActor
final class ManagerNamingDelegate: WeatherManagerDelegate {
    private let stream = AsyncStream.makeStream(of: FailureReport.self)

    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel) {}

    func didFailWithError(_ weatherManager: WeatherManager, error: any Error) {
        stream.continuation.yield(
            FailureReport(code: (error as? OWMError)?.code, namesManager: true, manager: weatherManager.client))
    }

    /// The next failure reported.
    func next() async -> FailureReport? {
        var iterator = stream.stream.makeAsyncIterator()
        return await iterator.next()
    }
}

/// A delegate with both failure forms, recording each call.
@MainActor
final class BothFormsDelegate: WeatherManagerDelegate {
    private let stream = AsyncStream.makeStream(of: FailureReport.self)

    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel) {}

    func didFailWithError(_ weatherManager: WeatherManager, error: any Error) {
        stream.continuation.yield(FailureReport(code: (error as? OWMError)?.code, namesManager: true))
        stream.continuation.finish()
    }

    func didFailWithError(error: any Error) {
        stream.continuation.yield(FailureReport(code: (error as? OWMError)?.code, namesManager: false))
        stream.continuation.finish()
    }

    /// Every call up to the first one (the two forms are not expected both).
    func reports() async -> [FailureReport] {
        var reports: [FailureReport] = []
        for await report in stream.stream { reports.append(report) }
        return reports
    }
}

/// What `delegate`, set on a manager for `server`, is told after `fetch`; and the manager's client.
@MainActor
func reports<Delegate: WeatherManagerDelegate>(
    to delegate: Delegate, from server: LoopbackServer, after fetch: @MainActor (WeatherManager) -> Void,
    reading: @MainActor (Delegate) async -> [FailureReport]
) async -> (reports: [FailureReport], client: OWMClient) {
    var weatherManager = manager(for: server)
    weatherManager.delegate = delegate
    fetch(weatherManager)
    return (await reading(delegate), weatherManager.client)
}

@Suite("Clima's delegate forms and short coordinate labels")
struct DelegateFormsTests {
    @Test("a delegate with only didFailWithError(_:error:) is told of a failure, with its manager")
    func managerNamingDelegate() async throws {
        try await LoopbackServer.run({ _ in fixture("error_401_invalid_api_key", status: 401) }) { server in
            let (reports, client) = await reports(
                to: ManagerNamingDelegate(), from: server, after: { $0.fetchWeather(lat: 51.51, lon: -0.13) },
                reading: { await $0.next().map { [$0] } ?? [] })
            let report = try #require(reports.first)
            #expect(report.code == .invalidAPIKey)
            #expect(report.namesManager)
            #expect(report.manager === client)
            #expect(server.requests.first?.query["lat"] == "51.5100")
        }
    }

    @Test("a delegate with both forms is told once, through the form that names the manager")
    func bothForms() async throws {
        try await LoopbackServer.run({ _ in fixture("error_404_city_not_found", status: 404) }) { server in
            let (reports, _) = await reports(
                to: BothFormsDelegate(), from: server, after: { $0.fetchWeather(cityName: "Nowhere") },
                reading: { await $0.reports() })
            #expect(reports.map(\.namesManager) == [true])
            #expect(reports.first?.code == .notFound)
        }
    }

    @Test("fetchWeather(lat:lon:) sends the coordinate as fetchWeather(latitude:longitude:) does")
    func shortLabels() async throws {
        try await LoopbackServer.run({ _ in fixture("current_q_london_rain_standard") }) { server in
            let event = await firstEvent(from: server) { $0.fetchWeather(lat: 51.51, lon: -0.13) }
            guard case .weather(let weather, _) = event else {
                Issue.record("expected weather")
                return
            }
            #expect(weather.cityName == "London")
            let long = await firstEvent(from: server) { $0.fetchWeather(latitude: 51.51, longitude: -0.13) }
            guard case .weather = long else {
                Issue.record("expected weather")
                return
            }
            #expect(server.requests.count == 2)
            #expect(server.requests.map { $0.query["lat"] } == ["51.5100", "51.5100"])
            #expect(server.requests.map { $0.query["lon"] } == ["-0.1300", "-0.1300"])
            #expect(server.requests.map(\.path) == ["/data/2.5/weather", "/data/2.5/weather"])
        }
    }
}
