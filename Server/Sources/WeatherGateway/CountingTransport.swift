import APICore
import Prometheus

/// A transport that counts every upstream call, retries included.
struct CountingTransport: HTTPTransport {
    let base: any HTTPTransport
    let calls: Counter

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        calls.increment()
        return try await base.send(request)
    }
}
