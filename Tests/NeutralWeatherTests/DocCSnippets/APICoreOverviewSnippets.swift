import APICore
import CaiyunWeather

/// The Swift blocks of `APICore.docc/APICore.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum APICoreOverviewSnippets {
    static func block1() {
        let client = CYClient(
            configuration: .init(http: HTTPSettings(timeout: 5, requestsPerSecond: 5)),
            transport: URLSessionHTTPTransport())
        _ = client
    }
}
