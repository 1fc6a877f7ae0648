import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends GET requests through a transport and returns only validated responses.
///
/// It adds what every API client needs and none should write twice: a User-Agent, a deadline
/// (enforced by cancelling the transport, which ``URLSessionTransport`` honours), a bound on the
/// body size (checked once the body has arrived), a 2xx check, classification of transport
/// failures, and debug logging with credentials redacted.
package struct HTTPClient: Sendable {
    /// Settings shared by every request of one client.
    package struct Configuration: Sendable {
        /// The longest a request may take, in seconds, from sending to the last body byte
        /// (between 0 and one day).
        package var timeout: TimeInterval {
            didSet { timeout = Self.boundedTimeout(timeout) }
        }
        /// The `User-Agent` header value.
        package var userAgent: String
        /// The largest body accepted, in bytes.
        package var maximumBodySize: Int
        /// When to try a failed request again.
        package var retryPolicy: RetryPolicy
        /// The most requests per second this client sends; `nil` for no limit. Extra requests wait.
        package var requestsPerSecond: Double?

        /// Creates a configuration.
        package init(
            timeout: TimeInterval = 10, userAgent: String, maximumBodySize: Int = 8 * 1024 * 1024,
            retryPolicy: RetryPolicy = .standard, requestsPerSecond: Double? = nil
        ) {
            self.timeout = Self.boundedTimeout(timeout)
            self.userAgent = userAgent
            self.maximumBodySize = maximumBodySize
            self.retryPolicy = retryPolicy
            self.requestsPerSecond = requestsPerSecond
        }

        private static func boundedTimeout(_ timeout: TimeInterval) -> TimeInterval {
            NumberText.clamp(timeout, to: 0...RetryPolicy.longestWait, ifNaN: 10)
        }
    }

    /// Waits for a duration; injected so tests can observe backoff without sleeping.
    package typealias Sleep = @Sendable (Duration) async throws -> Void

    package let transport: any HTTPTransport
    package let configuration: Configuration
    package let logger: Logger
    private let sleep: Sleep
    private let random: @Sendable () -> Double
    private let limiter: RateLimiter?

    /// Creates a client.
    package init(
        transport: any HTTPTransport, configuration: Configuration, logger: Logger,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.transport = transport
        self.configuration = configuration
        self.logger = logger
        self.sleep = sleep
        self.random = random
        limiter = configuration.requestsPerSecond.map { RateLimiter(requestsPerSecond: $0, sleep: sleep) }
    }

    /// Fetches `url` and returns the response if its status is 2xx and its body within bounds,
    /// retrying transient failures as the retry policy allows and pacing requests when limited.
    ///
    /// - Throws: ``HTTPClientError`` for every failure; its message never contains a secret
    ///   known to `redactor`.
    package func get(_ url: URL, headers: [String: String] = [:], redactor: Redactor) async throws(HTTPClientError) -> HTTPResponse {
        var attempt = 0
        while true {
            attempt += 1
            do {
                if let limiter { try await limiter.acquire() }
            } catch {
                throw HTTPClientError(code: .cancelled, message: "The request was cancelled.")
            }
            do {
                return try await attemptOnce(url, headers: headers, redactor: redactor)
            } catch {
                guard let delay = configuration.retryPolicy.delay(after: error, attempt: attempt, random: random()) else { throw error }
                logger.debug("Retrying", metadata: [
                    "url": .string(redactor.redact(url)), "attempt": .stringConvertible(attempt + 1),
                    "delay": .stringConvertible(delay), "error": .string(error.description),
                ])
                do {
                    try await sleep(.nanoseconds(Int64(delay * 1_000_000_000)))
                } catch {
                    throw HTTPClientError(code: .cancelled, message: "The request was cancelled.")
                }
            }
        }
    }

    private func attemptOnce(_ url: URL, headers: [String: String], redactor: Redactor) async throws(HTTPClientError) -> HTTPResponse {
        var request = HTTPRequest(url: url, headers: headers, timeout: configuration.timeout)
        request.headers["User-Agent"] = configuration.userAgent
        request.headers["Accept"] = request.headers["Accept"] ?? "application/json"
        let loggedURL = redactor.redact(url)
        logger.debug("HTTP request", metadata: ["url": .string(loggedURL)])

        let started = ContinuousClock.now
        let response: HTTPResponse
        do {
            response = try await send(request)
        } catch {
            let failure = Self.classify(error, host: url.host ?? "the server", timeout: configuration.timeout)
            logger.debug("HTTP request failed", metadata: ["url": .string(loggedURL), "error": .string(failure.description)])
            throw failure
        }
        logger.debug("HTTP response", metadata: [
            "url": .string(loggedURL), "status": .stringConvertible(response.statusCode),
            "bytes": .stringConvertible(response.body.count), "duration": .stringConvertible(ContinuousClock.now - started),
        ])
        return try validate(response)
    }

    private func validate(_ response: HTTPResponse) throws(HTTPClientError) -> HTTPResponse {
        guard response.body.count <= configuration.maximumBodySize else {
            throw HTTPClientError(
                code: .responseTooLarge,
                message: "The response body has \(response.body.count) bytes, more than the limit of \(configuration.maximumBodySize).",
                statusCode: response.statusCode)
        }
        guard response.isSuccessful else {
            throw HTTPClientError(
                code: .httpStatus, message: "The server answered with HTTP \(response.statusCode).",
                statusCode: response.statusCode, response: response,
                retryAfter: response.value(forHeader: "Retry-After").flatMap { RetryAfter.seconds(from: $0) })
        }
        return response
    }

    /// Races the transport against the deadline and cancels whichever loses, so a server that never
    /// answers cannot hang the caller of a transport that honours cancellation.
    private func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = self.transport
        let deadline = configuration.timeout
        return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
            group.addTask { try await transport.send(request) }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(deadline, 0) * 1_000_000_000))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let response = first else {
                throw HTTPClientError(code: .timeout, message: "No complete response within \(NumberText.seconds(deadline)).")
            }
            return response
        }
    }

    /// Maps any error thrown while sending into an ``HTTPClientError`` without credentials in it.
    static func classify(_ error: any Error, host: String, timeout: TimeInterval) -> HTTPClientError {
        if let error = error as? HTTPClientError { return error }
        if error is CancellationError {
            return HTTPClientError(code: .cancelled, message: "The request was cancelled.")
        }
        if let urlError = error as? URLError {
            // A bare URLError keeps the code but drops userInfo, which holds the full URL.
            let sanitized = URLError(urlError.code)
            switch urlError.code {
            case .timedOut:
                return HTTPClientError(code: .timeout, message: "No complete response within \(NumberText.seconds(timeout)).", underlyingError: sanitized)
            case .cancelled:
                return HTTPClientError(code: .cancelled, message: "The request was cancelled.", underlyingError: sanitized)
            case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost,
                 .notConnectedToInternet, .secureConnectionFailed, .badServerResponse, .zeroByteResource,
                 .cannotParseResponse, .internationalRoamingOff, .callIsActive, .dataNotAllowed:
                return HTTPClientError(
                    code: .connectionFailed, message: "Could not get a response from \(host) (URL error \(urlError.code.rawValue)).",
                    underlyingError: sanitized)
            default:
                return HTTPClientError(
                    code: .transportFailed, message: "The request to \(host) failed (URL error \(urlError.code.rawValue)).",
                    underlyingError: sanitized)
            }
        }
        return HTTPClientError(code: .transportFailed, message: "The request to \(host) failed: \(type(of: error)).", underlyingError: error)
    }
}
