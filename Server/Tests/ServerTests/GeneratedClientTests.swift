import Crypto
import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession
import ServerTestSupport
import Testing

@testable import GatewayOpenAPIClient

/// Sends the app's client key with every request, as an app adds `X-Client-Key` to its client.
struct AppKeyHeader: ClientMiddleware {
    let key: String

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[HTTPField.Name("X-Client-Key")!] = key
        return try await next(request, body, baseURL)
    }
}

@Suite("an app's client generated from /openapi.json with swift-openapi-generator, against a real gateway")
struct GeneratedClientTests {
    @Test("the generated client was made from the very document the gateway serves")
    func madeFromServedDocument() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/WeatherGateway/Resources/openapi.json").standardized
        let digest = SHA256.hash(data: try Data(contentsOf: file)).map { String(format: "%02x", $0) }.joined()
        #expect(digest == GeneratedFrom.documentSHA256, "openapi.json changed: run Server/Scripts/generate-client")
    }

    @Test("readiness, a Caiyun answer with its cache headers, 401 without a key, 400 for hexadecimal coordinates")
    func calls() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let client = Client(
            serverURL: gateway.baseURL, transport: URLSessionTransport(), middlewares: [AppKeyHeader(key: "app-key")])

        let health = try await client.healthz().ok.body.json
        #expect(health.status.value as? String == "ready")

        let place = Operations.CaiyunV26.Input.Path(token: "placeholder", location: "121.4737,31.2304", file: .realtime)
        let answer = try await client.caiyunV26(path: place, query: .init(lang: .zhCN, unit: .metric)).ok
        let body = try answer.body.json.value
        #expect(body["status"] as? String == "ok")
        #expect((body["result"] as? [String: (any Sendable)?])?["realtime"] != nil)
        #expect(answer.headers.xCache == .network)
        #expect(answer.headers.xWeatherCell?.hasPrefix("1000m/") == true)
        #expect(answer.headers.cacheControl?.hasPrefix("max-age=") == true)

        let anonymous = Client(serverURL: gateway.baseURL, transport: URLSessionTransport())
        let refused = try await anonymous.caiyunV26(path: place).unauthorized.body.json
        #expect(refused.error.contains("X-Client-Key"))

        let hexadecimal = Operations.CaiyunV26.Input.Path(token: "placeholder", location: "0x10,31", file: .realtime)
        let mistake = try await client.caiyunV26(path: hexadecimal).badRequest.body.json
        #expect(mistake.error.contains("decimal degrees"))
        #expect(upstream.calls.count == 1)
    }
}
