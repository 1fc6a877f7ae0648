import CaiyunWeather

/// The Swift blocks of `CaiyunWeather.docc/GettingStarted.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherGettingStartedSnippets {
    static func block1() async throws {
        let coordinate = CYCoordinate(latitude: 31.0258, longitude: 121.4475)
        let endpoint = CYEndpoint(token: "your-token", coordinate: coordinate)

        let fetched = try await CYClient.shared.fetch(endpoint)
        let realtime = fetched.response.result.realtime
        print(realtime.temperature, realtime.phenomenon.localized(in: .english))
        print(fetched.response.result.keypoint ?? "", fetched.source)
    }

    static func block2() {
        let example = CYResponse.example
        print(example.result.realtime.temperature) // 57.2: the example is in imperial units (°F)
    }
}
