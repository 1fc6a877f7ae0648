import APICore
import Foundation
import TestSupport
import Testing

@testable import OpenMeteo

@Suite("The Open-Meteo client's raw bodies")
struct OMBodyTests {
    @Test("a body comes back byte for byte, and its typed twin finds it in the cache")
    func body() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run(OMClientTests.answers) { server in
            let client = OMClientTests.client(server.baseURL, cache: folder.url)
            let query = [
                URLQueryItem(name: "name", value: "Berlin"), URLQueryItem(name: "count", value: "1"),
                URLQueryItem(name: "language", value: "en"), URLQueryItem(name: "format", value: "json"),
            ]
            let body = try await client.fetchBody(.geocoding, query: query)
            #expect(body.response == (try OMFixtures.data("geocoding_search_berlin_tpisel-openmeteo")))
            let reader = OMClientTests.client(server.baseURL, cache: folder.url)
            let typed = try await reader.fetch(.search("Berlin", count: 1))
            #expect(typed.source == .disk)
            #expect(server.requestCount == 1)
        }
    }

    @Test("an error answer is an error, not a body to pass on")
    func errorBody() async throws {
        try await LoopbackServer.run({ _ in .json(#"{"error":true,"reason":"Invalid timezone"}"#) }) { server in
            let error = await OMClientTests.failure {
                _ = try await OMClientTests.client(server.baseURL).fetchBody(.forecast, query: [])
            }
            #expect(error?.code == .invalidRequest)
            #expect(error?.apiMessage == "Invalid timezone")
        }
    }
}
