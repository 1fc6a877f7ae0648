import CaiyunWeather

/// The Swift blocks of `CaiyunWeather.docc/HandlingErrors.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherHandlingErrorsSnippets {
    static func block1() async throws {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 39.9042, longitude: 116.4074))
        do {
            let response = try await request.perform()
            print(response.result.realtime.temperature)
        } catch let error as CYError where error.code == .tokenRejected {
            // ask the user for a new token
        } catch let error as CYError where error.code == .rateLimited {
            // try again after error.retryAfter seconds
        }
    }
}
