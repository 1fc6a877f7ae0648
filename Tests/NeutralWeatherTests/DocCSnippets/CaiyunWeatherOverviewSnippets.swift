import CaiyunWeather

/// The Swift blocks of `CaiyunWeather.docc/CaiyunWeather.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherOverviewSnippets {
    static func block1() async throws {
        let endpoint = CYEndpoint(token: "your-token", coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
        let fetched = try await CYClient.shared.fetch(endpoint)
        print(fetched.response.result.realtime.temperature, fetched.response.result.keypoint ?? "")
    }
}
