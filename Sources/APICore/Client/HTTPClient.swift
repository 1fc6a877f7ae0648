import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests through a transport and returns only validated responses.
///
/// It adds what every API client needs and none should write twice: a User-Agent, a deadline
/// (enforced by cancelling the transport, which ``URLSessionHTTPTransport`` honours), a bound on
/// the body size, a 2xx check, retries and pacing, classification of transport failures, and
/// debug logging with credentials redacted.
package struct HTTPClient: Sendable {
    /// Waits for a duration; injected so tests can observe backoff without sleeping.
    package typealias Sleep = @Sendable (Duration) async throws -> Void

    package let transport: any HTTPTransport
    package let settings: HTTPSettings
    package let logger: Logger
    private let sleep: Sleep
    private let random: @Sendable () -> Double
    private let limiter: RateLimiter?

    /// Creates a client.
    package init(
        transport: any HTTPTransport, settings: HTTPSettings, logger: Logger,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.transport = transport
        self.settings = settings
        self.logger = logger
        self.sleep = sleep
        self.random = random
        limiter = settings.requestsPerSecond.map { RateLimiter(requestsPerSecond: $0, sleep: sleep) }
    }

    /// Fetches `url` with GET; see ``send(_:redactor:operation:retryPolicy:)``.
    package func get(
        _ url: URL, headers: [String: String] = [:], redactor: Redactor, operation: String? = nil
    ) async throws(TransportError) -> TransportResponse {
        try await send(TransportRequest(url: url, headers: headers), redactor: redactor, operation: operation)
    }

    /// Sends `request` and returns the response if its status is 2xx and its body within bounds,
    /// retrying transient failures as the retry policy allows and pacing requests when limited.
    ///
    /// - Parameters:
    ///   - request: What to send; its timeout is replaced by the settings' timeout.
    ///   - redactor: The secrets to keep out of logs and errors.
    ///   - operation: The client's name for the call, for error messages and logs.
    ///   - retryPolicy: Overrides the settings' policy, such as `.never` for a call that must not
    ///     be repeated.
    /// - Throws: ``TransportError`` for every failure, naming the request; its message never
    ///   contains a secret known to `redactor`.
    package func send(
        _ request: TransportRequest, redactor: Redactor, operation: String? = nil, retryPolicy: HTTPRetryPolicy? = nil
    ) async throws(TransportError) -> TransportResponse {
        let description = RequestDescription(method: request.method, redactedURL: redactor.redact(request.url), operation: operation)
        let policy = retryPolicy ?? settings.retryPolicy
        var attempt = 0
        while true {
            attempt += 1
            do {
                if let limiter { try await limiter.acquire() }
            } catch {
                throw TransportError(code: .cancelled, message: "The request was cancelled.", request: description)
            }
            do {
                return try await attemptOnce(request, description: description, redactor: redactor)
            } catch {
                var failure = error
                failure.request = description
                guard let delay = policy.delay(after: failure, attempt: attempt, random: random()) else { throw failure }
                logger.debug("Retrying", metadata: [
                    "request": .string(description.description), "attempt": .stringConvertible(attempt + 1),
                    "delay": .stringConvertible(delay), "error": .string(failure.description),
                ])
                do {
                    try await sleep(.nanoseconds(Int64(delay * 1_000_000_000)))
                } catch {
                    throw TransportError(code: .cancelled, message: "The request was cancelled.", request: description)
                }
            }
        }
    }

    private func attemptOnce(
        _ request: TransportRequest, description: RequestDescription, redactor: Redactor
    ) async throws(TransportError) -> TransportResponse {
        var request = request
        request.timeout = settings.timeout
        request.headers.merge(settings.additionalHeaders) { own, _ in own }
        request.headers["User-Agent"] = settings.userAgent
        request.headers["Accept"] = request.headers["Accept"] ?? "application/json"
        logger.debug("HTTP request", metadata: ["request": .string(description.description)])

        let started = ContinuousClock.now
        let response: TransportResponse
        do {
            response = try await sendWithDeadline(request)
        } catch {
            let failure = Self.classify(error, host: request.url.host ?? "the server", timeout: settings.timeout)
            logger.debug("HTTP request failed", metadata: ["request": .string(description.description), "error": .string(failure.description)])
            throw failure
        }
        logger.debug("HTTP response", metadata: [
            "request": .string(description.description), "status": .stringConvertible(response.statusCode),
            "bytes": .stringConvertible(response.body.count), "duration": .stringConvertible(ContinuousClock.now - started),
        ])
        return try validate(response)
    }

    private func validate(_ response: TransportResponse) throws(TransportError) -> TransportResponse {
        guard response.body.count <= settings.maximumResponseSize else {
            throw TransportError(
                code: .responseTooLarge,
                message: "The response body has \(response.body.count) bytes, more than the limit of \(settings.maximumResponseSize).",
                statusCode: response.statusCode)
        }
        guard response.isSuccessful else {
            throw TransportError(
                code: .httpStatus, message: "The server answered with HTTP \(response.statusCode).",
                statusCode: response.statusCode, response: response,
                retryAfter: response.value(forHeader: "Retry-After").flatMap { RetryAfter.seconds(from: $0) })
        }
        return response
    }

    /// Races the transport against the deadline and cancels whichever loses, so a server that never
    /// answers cannot hang the caller of a transport that honours cancellation.
    private func sendWithDeadline(_ request: TransportRequest) async throws -> TransportResponse {
        let transport = self.transport
        let deadline = settings.timeout
        return try await withThrowingTaskGroup(of: TransportResponse?.self) { group in
            group.addTask { try await transport.send(request) }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(deadline, 0) * 1_000_000_000))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let response = first else {
                throw TransportError(code: .timeout, message: "No complete response within \(NumberText.seconds(deadline)).")
            }
            return response
        }
    }

    /// Maps any error thrown while sending into an ``TransportError`` without credentials in it.
    static func classify(_ error: any Error, host: String, timeout: TimeInterval) -> TransportError {
        if let error = error as? TransportError { return error }
        if error is CancellationError {
            return TransportError(code: .cancelled, message: "The request was cancelled.")
        }
        if let urlError = error as? URLError {
            // A bare URLError keeps the code but drops userInfo, which holds the full URL.
            let sanitized = URLError(urlError.code)
            switch urlError.code {
            case .timedOut:
                return TransportError(code: .timeout, message: "No complete response within \(NumberText.seconds(timeout)).", underlyingError: sanitized)
            case .cancelled:
                return TransportError(code: .cancelled, message: "The request was cancelled.", underlyingError: sanitized)
            case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost,
                 .notConnectedToInternet, .secureConnectionFailed, .badServerResponse, .zeroByteResource,
                 .cannotParseResponse, .internationalRoamingOff, .callIsActive, .dataNotAllowed:
                return TransportError(
                    code: .connectionFailed, message: "Could not get a response from \(host) (URL error \(urlError.code.rawValue)).",
                    underlyingError: sanitized)
            default:
                return TransportError(
                    code: .transportFailed, message: "The request to \(host) failed (URL error \(urlError.code.rawValue)).",
                    underlyingError: sanitized)
            }
        }
        return TransportError(code: .transportFailed, message: "The request to \(host) failed: \(type(of: error)).", underlyingError: error)
    }
}
