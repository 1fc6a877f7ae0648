import APICore
import Foundation

/// A transport that answers from a closure and records every request, for tests of retries,
/// error mapping and stale answers that need no socket.
///
/// ```swift
/// let transport = MockTransport { request in
///     TransportResponse(statusCode: 503)
/// }
/// // … make calls through a client built on `transport` …
/// #expect(transport.requests.count == 3)
/// ```
public final class MockTransport: HTTPTransport {
    /// Answers one request; throw to simulate a transport failure.
    public typealias Handler = @Sendable (TransportRequest) async throws -> TransportResponse

    private let handler: Handler
    private let recorded = Locked<[TransportRequest]>([])

    /// Creates a transport answering with `handler`.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// A transport answering every request with `status` and `body`.
    public static func answering(
        status: Int = 200, headers: [String: String] = [:], body: Data = Data()
    ) -> MockTransport {
        MockTransport { _ in TransportResponse(statusCode: status, headers: headers, body: body) }
    }

    /// A transport answering the requests in turn with `responses`, repeating the last one.
    public static func sequence(_ responses: [TransportResponse]) -> MockTransport {
        let index = Locked(0)
        return MockTransport { _ in
            let next = index.withLock { position in
                defer { position += 1 }
                return responses[min(position, responses.count - 1)]
            }
            return next
        }
    }

    /// A transport failing every request with `error`.
    public static func failing(with error: any Error) -> MockTransport {
        MockTransport { _ in throw error }
    }

    /// Every request received so far, in order.
    public var requests: [TransportRequest] { recorded.current }

    /// Records `request` and answers it with the handler.
    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        recorded.withLock { $0.append(request) }
        return try await handler(request)
    }
}
