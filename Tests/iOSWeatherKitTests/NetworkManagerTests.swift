import APICore
import Foundation
import TestSupport
import Testing
import iOSWeatherKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The kit's `NetworkManager` over real HTTP to a loopback server.
@Suite("iOS-Weather kit network manager")
struct NetworkManagerTests {
    static let key = "0123456789abcdef0123456789abcdef"
    private let phoenix = Location(coordination: Coordination(latitude: "33.45", longitude: "-112.07"), name: "Phoenix")

    private func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? FixtureFiles.data(name, provider: "openweathermap")) ?? Data(), status: status)
    }

    private func weather(
        _ manager: NetworkManager, options: [ForecastOption]
    ) async -> Result<WeatherModel.Data, any Error> {
        await withCheckedContinuation { continuation in
            manager.weather(location: phoenix, options: options) { result in continuation.resume(returning: result) }
        }
    }

    @Test("a One Call request goes out with the coordinate, the exclusions and the key, and decodes")
    func oneCall() async throws {
        try await LoopbackServer.run({ _ in fixture("onecall25_phoenix_full_with_alerts_2023") }) { server in
            let provider = OpenWeatherMapOneCall(apiKey: Self.key, endPoint: server.baseURL.absoluteString)
            let result = await weather(NetworkManager(provider: provider), options: [.current, .daily])
            let data = try result.get()
            #expect(data.current != nil && !(data.daily ?? []).isEmpty)
            let request = try #require(server.requests.first)
            #expect(request.path == "/data/3.0/onecall")
            #expect(request.query["lat"] == "33.4500" && request.query["lon"] == "-112.0700")
            #expect(request.query["exclude"] == "minutely,hourly,alerts" && request.query["appid"] == Self.key)
        }
    }

    @Test("a rejected key fails with the HTTP status, and the key stays out of the error")
    func rejectedKey() async throws {
        try await LoopbackServer.run({ _ in fixture("error_401_invalid_api_key", status: 401) }) { server in
            let provider = OpenWeatherMapOneCall(apiKey: Self.key, endPoint: server.baseURL.absoluteString)
            let result = await weather(NetworkManager(provider: provider, session: URLSession.shared), options: [])
            guard case .failure(let error) = result else {
                Issue.record("expected a failure")
                return
            }
            #expect((error as? TransportError)?.statusCode == 401)
            #expect(!"\(error)".contains(Self.key) && !String(reflecting: error).contains(Self.key))
        }
    }

    @Test("without a key there is no address, and the handler hears so at once")
    func noKey() async {
        let manager = NetworkManager(provider: OpenWeatherMapOneCall(apiKey: nil))
        guard case .failure(let error) = await weather(manager, options: [.current]) else {
            Issue.record("expected a failure")
            return
        }
        #expect((error as? URLError)?.code == .badURL)
    }
}
