import APICore
import Foundation
import TestSupport
import Testing

@Suite("Redirects: followed on the server a request was sent to, never to another")
struct RedirectTests {
    static func request(_ url: URL) -> TransportRequest {
        TransportRequest(
            url: url, headers: ["X-Client-Key": "secret-key"], timeout: 30, maximumBodySize: 1_000_000)
    }

    @Test("a redirect to another port is refused with redirect_refused, and the other server never hears of it")
    func otherOriginRefused() async throws {
        try await LoopbackServer.run({ _ in .json(#"{"elsewhere":true}"#) }) { other in
            let target = other.baseURL.appendingPathComponent("stolen").absoluteString
            try await LoopbackServer.run({ _ in .init(status: 302, headers: ["Location": target]) }) { server in
                let transport = URLSessionHTTPTransport()
                let error = await #expect(throws: TransportError.self) {
                    try await transport.send(Self.request(server.baseURL.appendingPathComponent("weather")))
                }
                #expect(error?.code == .redirectRefused)
                #expect(error?.statusCode == 302)
                #expect(error?.message.contains("127.0.0.1") == true)
                #expect(other.requestCount == 0)
            }
        }
    }

    @Test("a redirect on the same server is followed")
    func sameOriginFollowed() async throws {
        try await LoopbackServer.run({ request in
            request.path == "/old" ? .init(status: 301, headers: ["Location": "/new"]) : .json(#"{"moved":true}"#)
        }) { server in
            let response = try await URLSessionHTTPTransport().send(
                Self.request(server.baseURL.appendingPathComponent("old")))
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"moved":true}"#)
            #expect(server.requests.map(\.path) == ["/old", "/new"])
        }
    }
}
