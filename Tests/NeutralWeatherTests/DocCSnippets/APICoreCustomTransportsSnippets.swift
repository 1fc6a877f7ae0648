import APICore
import CaiyunWeather
import Foundation

/// The Swift blocks of `APICore.docc/CustomTransports.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum APICoreCustomTransportsSnippets {
    static func block1() throws {
        struct CannedTransport: HTTPTransport {
            let body: Data

            func send(_ request: TransportRequest) async throws -> TransportResponse {
                TransportResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
            }
        }

        let client = CYClient(transport: CannedTransport(body: CYResponse.exampleData))
        _ = client
    }
}
