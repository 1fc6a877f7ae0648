import APICore
import Exist
import Foundation

/// Recorded Exist answers for `exist demo`: a transport that answers the read endpoints from
/// the bundled recordings, so every read view can be shown without an account or a network.
enum ExistExample {
    /// The recording for `url`: the first page of each list, an empty page after it, and the
    /// API's own "not found" body for anything else.
    static func body(for url: URL) -> (status: Int, json: String) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let page = components?.queryItems?.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
        let path = url.path.hasSuffix("/") ? url.path : url.path + "/"
        let recordings = [
            "/api/2/accounts/profile/": profileJSON,
            "/api/2/attributes/with-values/": attributesWithValuesJSON,
            "/api/2/attributes/values/": valuesJSON,
            "/api/2/insights/": insightsJSON,
            "/api/2/averages/": averagesJSON,
            "/api/2/correlations/": correlationsJSON,
        ]
        guard let recording = recordings[path] else { return (404, #"{"detail": "Not found."}"#) }
        return (200, page > 1 && path != "/api/2/accounts/profile/" ? emptyPageJSON : recording)
    }

    /// Answers every request from the recordings, without a network.
    struct Transport: HTTPTransport {
        func send(_ request: TransportRequest) async throws -> TransportResponse {
            let answer = ExistExample.body(for: request.url)
            return TransportResponse(
                statusCode: answer.status, headers: ["Content-Type": "application/json"], body: Data(answer.json.utf8))
        }
    }

    /// A client that reads the recordings; its token is never sent anywhere.
    static func client() -> ExistClient {
        ExistClient(configuration: .init(authentication: .bearerToken("example")), transport: Transport())
    }
}
