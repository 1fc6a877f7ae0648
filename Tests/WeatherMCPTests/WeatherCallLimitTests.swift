import APICore
import Foundation
import MCP
import TerminalKit
import TestSupport
import Testing

@testable import WeatherMCP

/// A call never outlives its time limit, and a call the client cancels stops its work.
@Suite("weather mcp: time limits and cancellation")
struct WeatherCallLimitTests {
    @Test("a call still waiting at the time limit ends with code timeout; the next call is served")
    func timeLimit() async throws {
        let silent = try FaultServer(.silent)
        defer { silent.stop() }
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
        let variables = ["CAIYUN_TOKEN": "limitToken42", "CAIYUN_BASE_URL": silent.baseURL.absoluteString]
        // The HTTP timeout runs on the real clock and is far off; the call's limit runs on `clock`.
        try await MCPSession.run(variables: variables, timeout: 120, clock: clock) { session in
            let call = Task { try await session.failure("current_weather", ["place": "26.6832,101.8551"]) }
            #expect(await clock.waitUntil { $0.pendingCount >= 1 })
            clock.advance(by: .seconds(121))
            let failure = try await call.value
            #expect(failure.code == "timeout")
            #expect(failure.message.hasPrefix("The call did not finish within"))
            #expect(!failure.message.contains("limitToken42"))
            let next = try await session.call("find_place", ["query": "Paris"])
            #expect(next.isError != true)
        }
    }

    @Test("notifications/cancelled stops the call's work: its request upstream is cancelled")
    func cancellation() async throws {
        let silent = try FaultServer(.silent)
        defer { silent.stop() }
        let variables = ["CAIYUN_TOKEN": "cancelToken42", "CAIYUN_BASE_URL": silent.baseURL.absoluteString]
        try await MCPSession.run(variables: variables, timeout: 120) { session in
            let context = try await session.client.send(
                CallTool.request(.init(name: "current_weather", arguments: ["place": "26.6832,101.8551"])))
            try await waitFor("the call reaches the upstream server") { silent.connectionCount >= 1 }
            try await session.client.cancelRequest(context.requestID, reason: "the user moved on")
            await #expect(throws: CancellationError.self) { _ = try await context.value }
            // The server's handler ends (well before the 120 s timeout) and says why.
            try await waitFor("the server stops the call") {
                session.errorOutput.text.contains("current_weather failed: cancelled")
            }
            let next = try await session.call("find_place", ["query": "Paris"])
            #expect(next.isError != true)
        }
    }

    /// Polls `condition` every 20 ms, for at most 60 s.
    private func waitFor(_ what: String, _ condition: @Sendable () -> Bool) async throws {
        for _ in 0..<3_000 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("Timed out waiting until \(what)")
    }
}
