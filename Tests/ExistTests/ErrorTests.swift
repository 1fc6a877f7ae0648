import Exist
import Foundation
import TestSupport
import Testing

/// Failures get their own codes, keep the API's words, and never show a token.
@Suite("Errors over loopback")
struct ErrorTests {
    private func failure(
        _ reply: LoopbackServer.Reply, http: HTTPSettings = HTTPSettings(timeout: 120)
    ) async throws -> (ExistError, Int) {
        try await LoopbackServer.run({ _ in reply }) { server in
            let error = try await #require(throws: ExistError.self) {
                _ = try await ExistClient.testing(server, http: http).profile()
            }
            #expect(!error.description.contains(Secret.token))
            #expect(!"\(error.underlyingError.map { "\($0)" } ?? "")".contains(Secret.token))
            return (error, server.requestCount)
        }
    }

    @Test("401 with {\"detail\": …} is unauthorized, with the API's words")
    func unauthorized() async throws {
        let (error, requests) = try await failure(
            .fixture("v2_error_401_invalid_token.simulated.machinehead", status: 401))
        #expect(error.code == .unauthorized)
        #expect(error.apiMessage == "Invalid token" && error.httpStatus == 401)
        #expect(error.message == "Exist rejected the token (HTTP 401): Invalid token")
        #expect(error.request?.description == "accounts/profile: GET \(error.request?.redactedURL ?? "")")
        #expect(requests == 1)
    }

    @Test("403 is a missing scope, 404 not found, 400 a validation error with the field's message")
    func statuses() async throws {
        #expect(
            try await failure(.json(#"{"detail": "You do not have permission"}"#, status: 403)).0.code
                == .forbiddenScope)
        #expect(try await failure(.json(#"{"error": "not_found"}"#, status: 404)).0.code == .notFound)
        let (validation, _) = try await failure(.json(#"{"date_max": ["Enter a valid date."]}"#, status: 400))
        #expect(validation.code == .validation && validation.apiMessage == "date_max: Enter a valid date.")
    }

    @Test("429 with Retry-After: 3600 fails at once, keeping the wait")
    func rateLimitedLong() async throws {
        let (error, requests) = try await failure(LoopbackServer.Reply(status: 429, headers: ["Retry-After": "3600"]))
        #expect(error.code == .rateLimited)
        #expect(error.retryAfter == 3600)
        #expect(error.message.contains("Retry after 3600 s."))
        #expect(requests == 1)
    }

    @Test("429 without a body or Retry-After is still rate limited (after the policy's retries)")
    func rateLimitedBare() async throws {
        let (error, requests) = try await failure(LoopbackServer.Reply(status: 429))
        #expect(error.code == .rateLimited && error.retryAfter == nil)
        #expect(requests == 3)
    }

    @Test("bodies that are not JSON get their own codes: HTML, truncated, not JSON, wrong shape")
    func bodies() async throws {
        let gateway = try await failure(.html("<html><head><title>502 Bad Gateway</title></head></html>", status: 502))
        #expect(gateway.0.code == .httpStatus && gateway.0.message.contains("502 Bad Gateway") && gateway.1 == 3)
        #expect(try await failure(.html("<html><title>Login</title></html>", status: 200)).0.code == .htmlBody)
        #expect(try await failure(.json(#"{"username": "jo"#)).0.code == .truncatedBody)
        #expect(try await failure(.json("Internal error")).0.code == .invalidJSON)
        let shape = try await failure(.json(#"{"first_name": "Josh"}"#)).0
        #expect(shape.code == .unexpectedResponse && shape.message.contains("username"))
        #expect(try await failure(.json("")).0.code == .emptyBody)
    }

    @Test("no token at all, or an empty one, fails before any request")
    func missingCredentials() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_accounts_profile.docs") }) { server in
            for authentication in [
                ExistAuthentication.bearerToken("  "),
                .oauth(ExistAppCredentials(clientID: "id", clientSecret: "s"), store: ExistMemoryTokenStore()),
            ] {
                let error = try await #require(throws: ExistError.self) {
                    _ = try await ExistClient.testing(server, authentication: authentication).profile()
                }
                #expect(error.code == .missingCredentials)
            }
            #expect(server.requestCount == 0)
        }
    }

    @Test("hourly pacing spaces requests 12 seconds apart, waiting rather than failing")
    func pacing() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_accounts_profile.docs") }) { server in
            let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
            var http = ExistClient.Configuration.hourlyPacing
            http.timeout = 120
            let client = ExistClient.testing(server, http: http, clock: clock)
            for _ in 0..<3 { _ = try await client.profile() }
            #expect(server.requestCount == 3)
            // The test clock moves only by the pauses, so each is a whole 12-second slot.
            #expect(clock.sleeps == [.seconds(12), .seconds(12)])
            #expect(client.configuration.http.requestsPerSecond == 300.0 / 3600.0)
        }
    }

    @Test("a server that never answers times out")
    func timeout() async throws {
        try await LoopbackServer.run({ _ in
            LoopbackServer.Reply.fixture("v2_accounts_profile.docs").delayed(by: .seconds(5))
        }) { server in
            let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
            let client = ExistClient.testing(server, http: HTTPSettings(timeout: 30, retryPolicy: .never), clock: clock)
            let call = Task { try await client.profile() }
            #expect(await clock.waitUntil { _ in server.requestCount == 1 && clock.pendingDeadlines == 1 })
            clock.advance(by: 30)
            let error = try await #require(throws: ExistError.self) { _ = try await call.value }
            #expect(error.code == .timeout)
            #expect(!error.description.contains(Secret.token))
        }
    }
}
