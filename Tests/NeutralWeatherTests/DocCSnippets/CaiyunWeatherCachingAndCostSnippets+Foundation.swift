import CaiyunWeather
import Foundation

/// The blocks of `CaiyunWeather.docc/CachingAndCost.md` after it imports Foundation.
extension CaiyunWeatherCachingAndCostSnippets {
    static func block5() async throws {
        let place = CYCoordinate(latitude: 39.9042, longitude: 116.4074)
        var endpoint = CYEndpoint(token: "gateway", coordinate: place)
        endpoint.baseURL = URL(string: "https://weather.example.com")!
        let client = CYClient(configuration: .init(http: .init(additionalHeaders: ["X-Client-Key": "my-app"])))
        let weather = try await client.fetch(endpoint).response
        print(weather.result.realtime.temperature)
    }
}
