import Foundation
import Logging

/// Sends requests through a transport and returns only validated responses.
///
/// It adds what every API client needs and none should write twice: a User-Agent, a deadline on
/// the whole call, a bound on the body size, a 2xx check, retries and pacing, a limit on requests
/// in flight, classification of transport failures, and debug logging with credentials redacted.
///
/// The deadline (``HTTPSettings/timeout``) starts when the request is sent, after any wait for
/// its turn (pacing, or other requests in flight), and covers every attempt and the pauses
/// between them. It races the call: exactly one of "answer" and "timeout" wins, and the loser is
/// cancelled without being waited for, so no transport can make the caller wait past it.
package struct HTTPClient: Sendable {
    package let transport: any HTTPTransport
    package let settings: HTTPSettings
    package let logger: Logger
    /// The clock deadlines, pacing and backoff run on.
    package let clock: any APIClock
    private let random: @Sendable () -> Double
    private let limiter: RateLimiter?
    private let gate: RequestGate

    /// Creates a client.
    package init(
        transport: any HTTPTransport, settings: HTTPSettings, logger: Logger, clock: any APIClock = SystemClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.transport = transport
        self.settings = settings
        self.logger = logger
        self.clock = clock
        self.random = random
        limiter = settings.requestsPerSecond.map { RateLimiter(requestsPerSecond: $0, clock: clock) }
        gate = RequestGate(limit: settings.maximumConcurrentRequests)
    }

    /// Fetches `url` with GET; see ``send(_:redactor:operation:retryPolicy:)``.
    package func get(
        _ url: URL, headers: [String: String] = [:], redactor: Redactor, operation: String? = nil
    ) async throws(TransportError) -> TransportResponse {
        try await send(TransportRequest(url: url, headers: headers), redactor: redactor, operation: operation)
    }

    /// Sends `request` and returns the response if its status is 2xx and its body within bounds,
    /// retrying transient failures as the retry policy allows and the deadline leaves time for.
    ///
    /// - Parameters:
    ///   - request: What to send; its timeout and body limit are set from the settings.
    ///   - redactor: The secrets to keep out of logs and errors.
    ///   - operation: The client's name for the call, for error messages and logs.
    ///   - retryPolicy: Overrides the settings' policy, such as `.never` for a call that must not
    ///     be repeated.
    /// - Throws: ``TransportError`` for every failure, naming the request; its message never
    ///   contains a secret known to `redactor`.
    package func send(
        _ request: TransportRequest, redactor: Redactor, operation: String? = nil, retryPolicy: HTTPRetryPolicy? = nil
    ) async throws(TransportError) -> TransportResponse {
        let description = RequestDescription(
            method: request.method, redactedURL: redactor.redact(request.url), operation: operation)
        do {
            try await waitForTurn()
        } catch {
            throw Self.cancelled(description)
        }
        let call = Call(
            request: request, description: description, redactor: redactor, policy: retryPolicy ?? settings.retryPolicy,
            deadline: clock.elapsed + .seconds(interval: settings.timeout))
        do {
            // The first attempt owns the place just taken at the gate and gives it back.
            return try await Deadline.race(until: call.deadline, on: clock) { try await self.attempts(call) }
        } catch let failure as TransportError {
            throw failure
        } catch is Deadline.Expired {
            throw call.progress.withLock { $0.timeoutError(after: settings.timeout, request: description) }
        } catch {
            throw Self.cancelled(description)
        }
    }

    /// One call's fixed parts and its progress, which the deadline's message reports.
    private struct Call: Sendable {
        let request: TransportRequest
        let description: RequestDescription
        let redactor: Redactor
        let policy: HTTPRetryPolicy
        let deadline: Duration
        let progress = Locked(CallProgress())
    }

    /// Waits for pacing and for a place among the requests in flight.
    private func waitForTurn() async throws {
        if let limiter { try await limiter.acquire() }
        try await gate.enter()
    }

    private func attempts(_ call: Call) async throws(TransportError) -> TransportResponse {
        var attempt = 1
        while true {
            call.progress.withLock { $0.attempts = attempt }
            do {
                return try await attemptOnce(call)
            } catch {
                var failure = error
                failure.request = call.description
                call.progress.withLock { $0.lastFailure = failure }
                guard let delay = call.policy.delay(after: failure, attempt: attempt, random: random()) else {
                    throw failure
                }
                let wait = Duration.seconds(interval: delay)
                guard clock.elapsed + wait < call.deadline else {
                    throw failure.withNote(CallProgress.noTimeLeft(attempts: attempt, timeout: settings.timeout))
                }
                logger.debug(
                    "Retrying",
                    metadata: [
                        "request": .string(call.description.description), "attempt": .stringConvertible(attempt + 1),
                        "delay": .stringConvertible(delay), "error": .string(failure.description),
                    ])
                do {
                    try await clock.sleep(for: wait)
                    try await waitForTurn()
                } catch {
                    throw Self.cancelled(call.description)
                }
                attempt += 1
            }
        }
    }

    /// One attempt, holding a place at the gate (taken by the caller) and giving it back.
    private func attemptOnce(_ call: Call) async throws(TransportError) -> TransportResponse {
        defer { gate.leave() }
        guard !Task.isCancelled else { throw Self.cancelled(call.description) }
        var request = call.request
        request.timeout = max(0, (call.deadline - clock.elapsed).timeInterval)
        request.maximumBodySize = settings.maximumResponseSize
        request.headers.merge(settings.additionalHeaders) { own, _ in own }
        request.headers["User-Agent"] = settings.userAgent
        request.headers["Accept"] = request.headers["Accept"] ?? "application/json"
        logger.debug("HTTP request", metadata: ["request": .string(call.description.description)])

        let started = clock.elapsed
        let response: TransportResponse
        do {
            response = try await transport.send(request)
        } catch {
            let failure = Self.classify(error, host: request.url.host ?? "the server", timeout: settings.timeout)
            logger.debug(
                "HTTP request failed",
                metadata: [
                    "request": .string(call.description.description), "error": .string(failure.description),
                ])
            throw failure
        }
        logger.debug(
            "HTTP response",
            metadata: [
                "request": .string(call.description.description), "status": .stringConvertible(response.statusCode),
                "bytes": .stringConvertible(response.body.count),
                "duration": .stringConvertible(clock.elapsed - started),
            ])
        return try validate(response)
    }

    private func validate(_ response: TransportResponse) throws(TransportError) -> TransportResponse {
        guard response.body.count <= settings.maximumResponseSize else {
            throw TransportError(
                code: .responseTooLarge,
                message: "The response body has \(response.body.count) bytes, "
                    + "more than the limit of \(settings.maximumResponseSize).",
                statusCode: response.statusCode)
        }
        guard response.isSuccessful else {
            throw TransportError(
                code: .httpStatus, message: "The server answered with HTTP \(response.statusCode).",
                statusCode: response.statusCode, response: response,
                retryAfter: response.value(forHeader: "Retry-After").flatMap {
                    RetryAfter.seconds(from: $0, now: clock.now)
                })
        }
        return response
    }

    private static func cancelled(_ request: RequestDescription) -> TransportError {
        TransportError(code: .cancelled, message: "The request was cancelled.", request: request)
    }
}
