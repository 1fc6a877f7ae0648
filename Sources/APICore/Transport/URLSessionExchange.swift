import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight on a ``URLSessionHTTPTransport``: the caller's continuation, resumed
/// exactly once, and the body collected so far.
final class URLSessionExchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<TransportResponse, any Error>?
        var isFinished = false
        var isTaskComplete = false
        var response: HTTPURLResponse?
        var body = Data()
    }

    private let task: URLSessionDataTask
    private let limit: Int?
    private let state = Locked(State())

    init(task: URLSessionDataTask, limit: Int?) {
        self.task = task
        self.limit = limit.map { max(0, $0) }
    }

    /// Keeps `continuation` for the answer; `false` when the exchange already ended (cancelled
    /// before it started), in which case the continuation has been resumed.
    func start(_ continuation: CheckedContinuation<TransportResponse, any Error>) -> Bool {
        let early = state.withLock { state -> Bool in
            if state.isFinished { return true }
            state.continuation = continuation
            return false
        }
        if early { continuation.resume(throwing: CancellationError()) }
        return !early
    }

    /// The header has arrived; returns whether to read the body.
    func receive(_ response: URLResponse) -> Bool {
        guard let response = response as? HTTPURLResponse else {
            finish(.failure(URLError(.badServerResponse)))
            return false
        }
        let length = response.expectedContentLength
        if let limit, length > Int64(limit) {
            finish(
                .failure(
                    TransportError(
                        code: .responseTooLarge,
                        message:
                            "The response body has \(length) bytes (Content-Length), more than the limit of \(limit).",
                        statusCode: response.statusCode)))
            return false
        }
        state.withLock { state in
            state.response = response
            if length > 0 { state.body.reserveCapacity(Int(length)) }
        }
        return true
    }

    /// More of the body has arrived; past the limit the download is stopped.
    func append(_ data: Data) {
        let overLimit = state.withLock { state -> Int? in
            guard !state.isFinished else { return nil }
            if let limit, state.body.count + data.count > limit { return state.body.count + data.count }
            state.body.append(data)
            return nil
        }
        guard let overLimit, let limit else { return }
        finish(
            .failure(
                TransportError(
                    code: .responseTooLarge,
                    message: "The response body passed the limit of \(limit) bytes (\(overLimit) read); "
                        + "the download was stopped.",
                    statusCode: state.withLock { $0.response?.statusCode })))
    }

    /// URLSession has finished the task, with or without an error.
    func complete(with error: (any Error)?) {
        let (response, body) = state.withLock { state in
            state.isTaskComplete = true
            return (state.response, state.body)
        }
        if let error {
            let code = (error as? URLError)?.code ?? .unknown
            if code == .cancelled {
                finish(.failure(CancellationError()))
            } else if let response, code != .timedOut {
                finish(.failure(closedEarly(response, received: body.count)))
            } else {
                // A bare URLError keeps the code but drops userInfo, which holds the full URL.
                finish(.failure(URLError(code)))
            }
            return
        }
        guard let response else { return finish(.failure(URLError(.zeroByteResource))) }
        let length = response.expectedContentLength
        let isEncoded =
            response.value(forHTTPHeaderField: "Content-Encoding").map { $0.lowercased() != "identity" } ?? false
        if length > 0, !isEncoded, Int64(body.count) < length {
            return finish(.failure(closedEarly(response, received: body.count)))
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name] = value
        }
        finish(.success(TransportResponse(statusCode: response.statusCode, headers: headers, body: body)))
    }

    /// Resumes the caller with `outcome` the first time; later outcomes are dropped. A failure
    /// cancels the URLSession task in the background, never waiting for it, unless
    /// `cancellingTask` is false (the task is ending by itself).
    func finish(_ outcome: Result<TransportResponse, any Error>, cancellingTask: Bool = true) {
        let ending = state.withLock { state -> (CheckedContinuation<TransportResponse, any Error>?, Bool)? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            state.body = Data()
            defer { state.continuation = nil }
            return (state.continuation, state.isTaskComplete)
        }
        guard let (continuation, isTaskComplete) = ending else { return }
        continuation?.resume(with: outcome)
        if case .failure = outcome, !isTaskComplete, cancellingTask {
            let task = self.task
            DispatchQueue.global().async { task.cancel() }
        }
    }

    private func closedEarly(_ response: HTTPURLResponse, received: Int) -> TransportError {
        let length = response.expectedContentLength
        let progress = length > 0 ? "\(received) of \(length) bytes" : "after \(received) bytes"
        return TransportError(
            code: .connectionFailed,
            message: "The connection closed before the whole response arrived (\(progress)).",
            statusCode: response.statusCode)
    }
}

/// The session delegate of a ``URLSessionHTTPTransport``: routes each task's events to its
/// exchange.
final class URLSessionExchanges: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked<[Int: URLSessionExchange]>([:])

    func register(_ exchange: URLSessionExchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    func remove(_ task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = nil }
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let proceed = exchange(for: dataTask)?.receive(response) ?? false
        completionHandler(proceed ? .allow : .cancel)
    }

    /// Follows a redirect on the request's own origin only; one to another scheme, host or port
    /// ends the exchange with ``TransportError/Code/redirectRefused``, so no header (and no
    /// credential in one) ever reaches a server the caller did not address.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        if let from = task.originalRequest?.url, let to = request.url, Self.origin(of: from) == Self.origin(of: to) {
            return completionHandler(request)
        }
        let target = request.url?.host.map { "\($0)" } ?? "another server"
        exchange(for: task)?.finish(
            .failure(
                TransportError(
                    code: .redirectRefused,
                    message:
                        "The server redirected the request to \(target) (HTTP \(response.statusCode)); requests follow redirects only on the server they were sent to.",
                    statusCode: response.statusCode)),
            // The refusal below ends the task by itself. Cancelling it too races with that answer,
            // and swift-corelibs-foundation stops the process when the cancel wins ("Received
            // callback for HTTP redirection, but we're not waiting for it"), seen on a busy machine.
            cancellingTask: false)
        completionHandler(nil)
    }

    /// A URL's scheme, host and port (the scheme's default when none is written), lower-cased.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(with: error)
    }
}
