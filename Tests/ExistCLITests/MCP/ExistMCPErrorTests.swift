import Foundation
import MCP
import TestSupport
import Testing

/// The runtime's errors reach an `exist mcp` client with their own codes.
@Suite("exist mcp: the runtime's errors")
struct ExistMCPErrorTests {
    @Test("a bad EXIST_BASE_URL is invalid_configuration, naming the variable, and nothing is sent")
    func badBaseURL() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            try await ExistMCPTests.session(server, variables: ["EXIST_BASE_URL": "ftp://example.com"]) { client, _ in
                let result = try await ExistMCPTests.call(client, "exist_today")
                #expect(result.isError == true)
                #expect(ExistMCPTests.field(result, "error", "code") == "invalid_configuration")
                #expect(
                    ExistMCPTests.field(result, "error", "message")
                        == "EXIST_BASE_URL \"ftp://example.com\" is not an http or https URL.")
                #expect(server.requestCount == 0)
            }
        }
    }
}
