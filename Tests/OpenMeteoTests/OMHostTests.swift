import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import OpenMeteo

@Suite("Each API on its own host: the free ones without a key, the customer ones with it")
struct OMHostTests {
    private func client(apiKey: String?, _ transport: MockTransport) -> OMClient {
        var configuration = OMClient.Configuration(apiKey: apiKey)
        configuration.cache.diskLimit = 0
        configuration.cache.memoryCapacity = 0
        return OMClient(
            configuration: configuration, transport: transport, logger: Logger(label: "test"),
            clock: TestClock(Date(), skipsWaits: true))
    }

    private static let transport = MockTransport { request in
        let name =
            switch request.url.path {
            case "/v1/search": "geocoding_search_berlin_tpisel-openmeteo"
            case "/v1/air-quality": "airquality_current_us_aqi_london_idx69260962607"
            default: "forecast_current_15min_berlin_idx36170389411"
            }
        return TransportResponse(statusCode: 200, body: try OMFixtures.data(name))
    }

    private func callEveryAPI(_ client: OMClient) async throws {
        _ = try await client.forecast(latitude: 52.52, longitude: 13.41, current: [.temperature2m])
        _ = try await client.airQuality(latitude: 51.5, longitude: -0.1, current: [.usAQI])
        _ = try await client.history(
            latitude: 52.52, longitude: 13.41, from: OMDate(year: 2024, month: 1, day: 1),
            to: OMDate(year: 2024, month: 1, day: 2), daily: [.temperature2mMax])
        _ = try await client.searchPlaces("Berlin")
    }

    @Test("without a key: the free hosts over HTTPS, and no apikey")
    func free() async throws {
        let transport = MockTransport { try await Self.transport.send($0) }
        try await callEveryAPI(client(apiKey: nil, transport))
        let urls = transport.requests.map(\.url)
        #expect(urls.map { $0.host ?? "" } == OMAPI.allCases.map(\.host))
        #expect(urls.map(\.path) == OMAPI.allCases.map(\.path))
        #expect(urls.allSatisfy { $0.scheme == "https" && !$0.absoluteString.contains("apikey") })
    }

    @Test("with a key: the customer- hosts, and the key as apikey")
    func commercial() async throws {
        let transport = MockTransport { try await Self.transport.send($0) }
        try await callEveryAPI(client(apiKey: "Abc123-xyz", transport))
        let urls = transport.requests.map(\.url)
        #expect(urls.map { $0.host ?? "" } == OMAPI.allCases.map { "customer-" + $0.host })
        for url in urls {
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            #expect(items.filter { $0.name == "apikey" }.map(\.value) == ["Abc123-xyz"])
        }
    }
}
