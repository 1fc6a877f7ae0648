import APICore
import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a URL and decodes its JSON; ``NetworkManager`` sends requests through one.
public protocol NetworkSession {
    /// Fetches `url` and hands the decoded body, or the error, to `completion`.
    func execute<T: Decodable>(url: URL, completion: @escaping (Result<T, any Error>) -> Void)
}

extension URLSession: NetworkSession {
    /// Fetches `url` through the package's HTTP core, on a session made from this session's
    /// configuration: retries of timeouts, dropped connections and 5xx, a 30 s deadline, a
    /// bounded body, and the `appid` key kept out of errors and logs. A status other than 2xx
    /// fails with `TransportError` (its `statusCode` set); an unreadable body with the decoding
    /// error. `completion` runs on a task of the Swift concurrency pool.
    public func execute<T: Decodable>(url: URL, completion: @escaping (Result<T, any Error>) -> Void) {
        let secrets =
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .filter { ["appid", "token", "key"].contains($0.name.lowercased()) }.compactMap(\.value) ?? []
        let http = HTTPClient(
            transport: URLSessionHTTPTransport(configuration: configuration), settings: HTTPSettings(timeout: 30),
            logger: Logger(label: "iOSWeatherKit"))
        let delivery = Delivery { (body: Data) in
            completion(Result { try JSONDecoder().decode(T.self, from: body) })
        } fail: { error in
            completion(.failure(error))
        }
        Task {
            do {
                delivery.succeed(try await http.get(url, redactor: Redactor(secrets: secrets)).body)
            } catch {
                delivery.fail(error)
            }
        }
    }
}

/// The kit's completion handlers predate `@Sendable`; one of the two is called, once, from one
/// task.
private struct Delivery: @unchecked Sendable {
    let succeed: (Data) -> Void
    let fail: (any Error) -> Void

    init(_ succeed: @escaping (Data) -> Void, fail: @escaping (any Error) -> Void) {
        self.succeed = succeed
        self.fail = fail
    }
}
