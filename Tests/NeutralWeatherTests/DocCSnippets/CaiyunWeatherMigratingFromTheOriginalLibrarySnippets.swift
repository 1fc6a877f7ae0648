import CaiyunWeather
import Foundation

/// The Swift blocks of `CaiyunWeather.docc/MigratingFromTheOriginalLibrary.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherMigratingFromTheOriginalLibrarySnippets {
    static func block1() {
        let token = "your-token"
        let coordinate = CYCoordinate(longitude: 121.4475, latitude: 31.0258)
        let endpoint = CYEndpoint(token: token, coordinate: coordinate)
        print(endpoint.url.absoluteString)

        let request = CYRequest()
        request.endpoint = endpoint
        request.perform { response, source, error in
            if (error as? CYError) == CYError.tokenIsNil { return }
            let alertTitle = response?.result.alert.content.first?.title ?? ""
            print(alertTitle, response?.result.realtime.wind.direction.description ?? "")
        }
    }
}
