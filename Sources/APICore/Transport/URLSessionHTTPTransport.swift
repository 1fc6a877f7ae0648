import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport, built on Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// It uses an ephemeral session with Foundation's own HTTP cache turned off: the package keeps
/// its own cache, which works the same on every platform.
public struct URLSessionHTTPTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport over `session`, or over a new ephemeral session without a URL cache.
    public init(session: URLSession? = nil) {
        if let session {
            self.session = session
        } else {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            self.session = URLSession(configuration: configuration)
        }
    }

    /// Sends `request` with `URLSession` and collects the whole body.
    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let (data, response) = try await session.data(for: urlRequest)
        guard let httpResponse = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in httpResponse.allHeaderFields {
            headers[name] = value
        }
        return TransportResponse(statusCode: httpResponse.statusCode, headers: headers, body: data)
    }
}
