import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, built on Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// - The body is read as it arrives and the download stops once it passes
///   ``TransportRequest/maximumBodySize``; a `Content-Length` over the limit is refused before
///   any of the body is read. A huge answer therefore never has to fit in memory.
/// - Cancellation ends ``send(_:)`` at once: the URLSession task is cancelled in the background,
///   and nothing waits for it.
/// - A connection that closes before the whole body arrived is reported as such
///   (``TransportError/Code/connectionFailed``, which the client retries), not as a generic
///   URL error.
///
/// Its session is ephemeral with Foundation's own HTTP cache turned off: the package keeps its
/// own cache, which works the same on every platform.
public final class URLSessionHTTPTransport: HTTPTransport {
    private let session: URLSession
    private let exchanges: URLSessionExchanges

    /// Creates a transport with a session of its own, made from `configuration` (by default
    /// ``defaultConfiguration()``). The transport is the session's delegate: that is how it sees
    /// the body as it arrives.
    public init(configuration: URLSessionConfiguration? = nil) {
        let exchanges = URLSessionExchanges()
        self.exchanges = exchanges
        session = URLSession(
            configuration: configuration ?? Self.defaultConfiguration(), delegate: exchanges, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// An ephemeral configuration without a URL cache, allowing more connections per host than
    /// any client keeps requests in flight (``HTTPSettings/maximumConcurrentRequests``), so
    /// requests never queue inside the session where their time could run out unseen.
    public static func defaultConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 64
        return configuration
    }

    /// Sends `request` and collects the body, up to its ``TransportRequest/maximumBodySize``.
    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(request.timeout, 0.001))
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let task = session.dataTask(with: urlRequest)
        let exchange = URLSessionExchange(task: task, limit: request.maximumBodySize)
        exchanges.register(exchange, for: task)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<TransportResponse, any Error>) in
                if exchange.start(continuation) {
                    task.resume()
                } else {
                    exchanges.remove(task)
                }
            }
        } onCancel: {
            exchange.finish(.failure(CancellationError()))
        }
    }
}
