import Exist
import Foundation
import InMemoryLogging
import Logging
import TestSupport
import Testing

/// OAuth2: the authorize URL, code exchange, and exactly one refresh however many requests meet
/// an expired or rejected token, with the new pair saved before any request uses it.
@Suite("OAuth2 over loopback")
struct OAuthTests {
    private static let app = ExistAppCredentials(clientID: "client-123", clientSecret: Secret.clientSecret)

    /// An Exist stand-in that accepts one access token at a time and refreshes once per refresh token.
    final class FakeExist: Sendable {
        let valid = Locked("")
        let events = Locked<[String]>([])
        let refreshes = Locked(0)

        init(validToken: String) { valid.current = validToken }

        func handle(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
            if request.rawPath == "/oauth2/access_token" {
                let form = request.form
                if form["grant_type"] == "refresh_token" {
                    let number = refreshes.withLock {
                        $0 += 1
                        return $0
                    }
                    guard form["refresh_token"] == Secret.refresh, form["client_secret"] == Secret.clientSecret else {
                        return .json(#"{"error": "invalid_grant"}"#, status: 400)
                    }
                    let access = "accessTokenSECRET-new\(number)"
                    valid.current = access
                    return .json(
                        #"{"access_token": "\#(access)", "token_type": "Bearer", "expires_in": 31535999, "refresh_token": "refreshTokenSECRET-new\#(number)", "scope": "activity_read activity_write"}"#
                    )
                }
                guard form["code"] == "code-xyz", form["redirect_uri"] == "http://localhost:8000/" else {
                    return .json(#"{"error": "invalid_grant", "error_description": "Bad code"}"#, status: 400)
                }
                return .fixture("v2_oauth2_access_token.docs")
            }
            let token = String((request.headers["authorization"] ?? "").dropFirst("Bearer ".count))
            events.withLock { $0.append("request \(token)") }
            guard token == valid.current else {
                return .fixture("v2_error_401_invalid_token.simulated.machinehead", status: 401)
            }
            return .fixture("v2_accounts_profile.docs")
        }
    }

    /// A store that logs each save into the server's event list.
    actor LoggingStore: ExistTokenStore {
        var tokens: ExistTokens?
        let events: Locked<[String]>
        init(_ tokens: ExistTokens, events: Locked<[String]>) {
            self.tokens = tokens
            self.events = events
        }
        func loadTokens() -> ExistTokens? { tokens }
        func saveTokens(_ tokens: ExistTokens) {
            events.withLock { $0.append("saved \(tokens.accessToken)") }
            self.tokens = tokens
        }
        func deleteTokens() { tokens = nil }
    }

    @Test("the authorize URL carries the client, redirect, space-separated scopes and state")
    func authorizeURL() throws {
        let client = ExistClient(configuration: .init(authentication: .none))
        let url = try client.authorizationURL(
            clientID: "client-123", redirectURI: URL(string: "http://localhost:8000/")!,
            scopes: [.read("mood"), .write("custom")], state: "s1")
        #expect(
            url.absoluteString
                == "https://exist.io/oauth2/authorize?response_type=code&client_id=client-123&redirect_uri=http://localhost:8000/&scope=mood_read%20custom_write&state=s1"
        )
    }

    @Test("a code is exchanged with a form post, saved to the store and used from then on")
    func exchange() async throws {
        let fake = FakeExist(validToken: "122bb8707b6aee134e7746a40feca41868ddd578")
        try await LoopbackServer.run({ fake.handle($0) }) { server in
            let store = ExistMemoryTokenStore()
            let client = ExistClient.testing(
                server, authentication: .oauth(Self.app, store: store), now: { Date(timeIntervalSince1970: 1_000_000) })
            let tokens = try await client.exchangeCode("code-xyz", redirectURI: URL(string: "http://localhost:8000/")!)
            #expect(tokens.refreshToken == "ac45027ad037f53b3ce91be272b163f55a4a87e9")
            #expect(tokens.scopes == [.read("activity"), .write("activity")])
            #expect(tokens.expiresAt == Date(timeIntervalSince1970: 1_000_000 + 31_535_999))
            #expect(await store.loadTokens() == tokens)
            let form = server.requests[0].form
            #expect(
                form == [
                    "grant_type": "authorization_code", "code": "code-xyz", "client_id": "client-123",
                    "client_secret": Secret.clientSecret, "redirect_uri": "http://localhost:8000/",
                ])
            #expect(server.requests[0].headers["content-type"] == "application/x-www-form-urlencoded")
            _ = try await client.profile()
            #expect(server.requests[1].headers["authorization"] == "Bearer 122bb8707b6aee134e7746a40feca41868ddd578")

            let refused = try await #require(throws: ExistError.self) {
                _ = try await client.exchangeCode("stolen-code", redirectURI: URL(string: "http://localhost:8000/")!)
            }
            #expect(refused.code == .authorizationFailed && refused.apiMessage == "Bad code")
            #expect(!refused.description.contains("stolen-code") && !refused.description.contains(Secret.clientSecret))
        }
    }

    @Test("20 concurrent requests that meet a 401 cause exactly one refresh, saved before any request uses it")
    func singleRefreshOn401() async throws {
        let fake = FakeExist(validToken: "somebody-else")
        try await LoopbackServer.run({ fake.handle($0) }) { server in
            let store = LoggingStore(
                ExistTokens(accessToken: Secret.access, refreshToken: Secret.refresh), events: fake.events)
            let client = ExistClient.testing(server, authentication: .oauth(Self.app, store: store))
            fake.valid.current = "accessTokenSECRET-new1"
            let names = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<20 { group.addTask { try await client.profile().username } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(names == Array(repeating: "josh", count: 20))
            #expect(fake.refreshes.current == 1)
            let events = fake.events.current
            let saved = try #require(events.firstIndex(of: "saved accessTokenSECRET-new1"))
            let firstUse = try #require(events.firstIndex(of: "request accessTokenSECRET-new1"))
            #expect(saved < firstUse)
            #expect(events.filter { $0 == "request accessTokenSECRET-new1" }.count == 20)
            #expect(await store.tokens?.refreshToken == "refreshTokenSECRET-new1")
        }
    }

    @Test("20 concurrent requests with an expired token refresh once before sending, with no 401 at all")
    func singleRefreshOnExpiry() async throws {
        let fake = FakeExist(validToken: "accessTokenSECRET-new1")
        try await LoopbackServer.run({ fake.handle($0) }) { server in
            let expired = ExistTokens(
                accessToken: Secret.access, refreshToken: Secret.refresh, expiresAt: Date(timeIntervalSince1970: 1000))
            let store = ExistMemoryTokenStore(expired)
            let client = ExistClient.testing(
                server, authentication: .oauth(Self.app, store: store), now: { Date(timeIntervalSince1970: 2000) })
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<20 { group.addTask { _ = try await client.profile() } }
                try await group.waitForAll()
            }
            #expect(fake.refreshes.current == 1)
            #expect(!fake.events.current.contains("request \(Secret.access)"))
            #expect(await store.saveCount == 1)
        }
    }

    @Test(
        "a refused refresh fails with authorization_failed and no secret in the message; a second 401 is not refreshed again"
    )
    func refusedRefresh() async throws {
        let fake = FakeExist(validToken: "nobody")
        try await LoopbackServer.run({ fake.handle($0) }) { server in
            let store = ExistMemoryTokenStore(
                ExistTokens(accessToken: Secret.access, refreshToken: "refreshTokenSECRET-revoked"))
            let client = ExistClient.testing(server, authentication: .oauth(Self.app, store: store))
            let error = try await #require(throws: ExistError.self) { _ = try await client.profile() }
            #expect(error.code == .authorizationFailed)
            for secret in ["refreshTokenSECRET-revoked", Secret.access, Secret.clientSecret] {
                #expect(!error.description.contains(secret))
            }
        }
        let stubborn = FakeExist(validToken: "never-valid")
        try await LoopbackServer.run({ request in
            let reply = stubborn.handle(request)
            if request.rawPath == "/oauth2/access_token" { stubborn.valid.current = "never-valid" }
            return reply
        }) { server in
            let store = ExistMemoryTokenStore(ExistTokens(accessToken: Secret.access, refreshToken: Secret.refresh))
            let error = try await #require(throws: ExistError.self) {
                _ = try await ExistClient.testing(server, authentication: .oauth(Self.app, store: store)).profile()
            }
            #expect(error.code == .unauthorized)
            #expect(stubborn.refreshes.current == 1)
            #expect(server.requestCount == 3)
        }
    }

    @Test("refreshTokens refreshes once even when the stored token has expired, and stores the new pair")
    func explicitRefresh() async throws {
        let fake = FakeExist(validToken: "nobody")
        try await LoopbackServer.run({ fake.handle($0) }) { server in
            let expired = ExistTokens(
                accessToken: Secret.access, refreshToken: Secret.refresh, expiresAt: Date(timeIntervalSince1970: 1000))
            let store = ExistMemoryTokenStore(expired)
            let client = ExistClient.testing(
                server, authentication: .oauth(Self.app, store: store), now: { Date(timeIntervalSince1970: 2000) })
            let fresh = try await client.refreshTokens()
            #expect(fresh.accessToken == "accessTokenSECRET-new1")
            #expect(fake.refreshes.current == 1)
            #expect(await store.loadTokens() == fresh)
            #expect(fresh.expiresAt == Date(timeIntervalSince1970: 2000 + 31_535_999))
        }
    }

    @Test("a simple token is requested with a form post, the password kept out of errors; sign-out forgets tokens")
    func simpleTokenAndSignOut() async throws {
        try await LoopbackServer.run({ request in
            request.form["password"] == "right horse"
                ? .fixture("v2_simple_token.docs") : .json(#"{"detail": "Unable to log in."}"#, status: 400)
        }) { server in
            let store = ExistMemoryTokenStore(ExistTokens(accessToken: Secret.access, refreshToken: Secret.refresh))
            let client = ExistClient.testing(server, authentication: .oauth(Self.app, store: store))
            let token = try await client.simpleToken(username: "bobby_tables", password: "right horse")
            #expect(token == "96524c5ca126d87eb18ee7eff408ca0e71e94737")
            #expect(server.requests[0].rawPath == "/api/2/auth/simple-token/")
            #expect(server.requests[0].form == ["username": "bobby_tables", "password": "right horse"])
            let error = try await #require(throws: ExistError.self) {
                _ = try await client.simpleToken(username: "bobby_tables", password: "wrong horse")
            }
            #expect(error.code == .validation && !error.description.contains("wrong horse"))
            try await client.signOut()
            #expect(await store.loadTokens() == nil)
            let signedOut = try await #require(throws: ExistError.self) { _ = try await client.profile() }
            #expect(signedOut.code == .missingCredentials)
        }
    }

    @Test("the file store writes an owner-only file, reads it back, and reports a damaged one")
    func fileStore() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = ExistFileTokenStore(directory: folder.url.appendingPathComponent("config"))
        #expect(try await store.loadTokens() == nil)
        let tokens = ExistTokens(
            accessToken: Secret.access, refreshToken: Secret.refresh, scopes: [.read("mood")],
            expiresAt: Date(timeIntervalSince1970: 1_700_000_000))
        try await store.saveTokens(tokens)
        #expect(try await store.loadTokens() == tokens)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: store.file.deletingLastPathComponent().path)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        try Data("{".utf8).write(to: store.file)
        let error = try await #require(throws: ExistError.self) { _ = try await store.loadTokens() }
        #expect(error.code == .tokenStorage && !error.message.contains(Secret.access))
        try await store.deleteTokens()
        #expect(try await store.loadTokens() == nil)
    }

    @Test("at trace level the log tells of requests, the refresh and failures, and names no secret")
    func logsKeepSecrets() async throws {
        let logs = InMemoryLogHandler()
        var logger = Logger(label: "exist-tests") { _ in logs }
        logger.logLevel = .trace
        let fake = FakeExist(validToken: "accessTokenSECRET-new1")
        try await LoopbackServer.run({ fake.handle($0) }) { server in
            let store = ExistMemoryTokenStore(ExistTokens(accessToken: Secret.access, refreshToken: Secret.refresh))
            let client = ExistClient.testing(server, authentication: .oauth(Self.app, store: store), logger: logger)
            _ = try await client.profile()
            #expect(fake.refreshes.current == 1)
        }
        _ = try await LoopbackServer.run({ _ in .json(#"{"detail": "server error"}"#, status: 500) }) { server in
            await #expect(throws: ExistError.self) {
                _ = try await ExistClient.testing(server, logger: logger).profile()
            }
        }
        let lines = logs.entries.map { entry in
            "\(entry.message) \(entry.metadata.map { "\($0.key)=\($0.value)" }.sorted()) \(entry.error.map { "\($0)" } ?? "")"
        }
        #expect(lines.contains { $0.contains("refreshing") })
        #expect(lines.contains { $0.contains("Retrying") && $0.contains("500") })
        #expect(lines.count >= 8)
        let secrets = [
            Secret.token, Secret.access, Secret.refresh, Secret.clientSecret, "accessTokenSECRET-new1",
            "refreshTokenSECRET-new1",
        ]
        for line in lines {
            #expect(!secrets.contains { line.contains($0) }, "a secret in the log: \(line)")
        }
    }
}
