import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built `exist` executable, run as a user runs it, against a loopback exist.io.
@Suite("The exist binary")
struct BinaryTests {
    private func environment(
        _ folder: TemporaryDirectory, _ server: LoopbackServer, token: String? = FakeExist.token
    ) -> [String: String] {
        var variables = [
            "HOME": folder.url.path, "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
            "EXIST_BASE_URL": server.baseURL.absoluteString,
        ]
        variables["EXIST_TOKEN"] = token
        return variables
    }

    @Test("login: the authorize URL, the browser's redirect to a loopback port, the code exchange, owner-only tokens")
    func login() async throws {
        let issued = "loginAccessSECRET1"
        try await LoopbackServer.run({ request in
            if request.rawPath == "/oauth2/access_token" {
                guard request.form["code"] == "the-code", request.form["client_secret"] == "appSECRETxyz" else {
                    return .json(#"{"error": "invalid_grant"}"#, status: 400)
                }
                return .json(
                    #"{"access_token": "\#(issued)", "token_type": "Bearer", "expires_in": 31535999, "refresh_token": "loginRefreshSECRET1", "scope": "mood_read"}"#
                )
            }
            return FakeExist.handle(request, token: issued)
        }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let variables = environment(folder, server, token: nil)
            let run = try Run(
                [
                    "login", "--client-id", "cli-client", "--port", "0", "--scope", "mood_read", "--scope",
                    "sleep_read", "--timeout", "120",
                ],
                environment: variables,
                input: "appSECRETxyz\n")
            try await run.waitForOutput(containing: "Waiting for Exist")
            let address = try #require(
                run.outputText.split(separator: "\n").first { $0.contains("/oauth2/authorize?") })
            let authorize = try #require(URLComponents(string: String(address)))
            let query = Dictionary(uniqueKeysWithValues: (authorize.queryItems ?? []).map { ($0.name, $0.value ?? "") })
            #expect(
                authorize.host == "127.0.0.1" && query["client_id"] == "cli-client"
                    && query["scope"] == "mood_read sleep_read")
            let redirect = try #require(URL(string: query["redirect_uri"] ?? ""))
            #expect(redirect.host == "localhost")
            var back = try #require(URLComponents(string: "http://127.0.0.1:\(redirect.port ?? 0)/"))
            back.queryItems = [
                URLQueryItem(name: "code", value: "the-code"), URLQueryItem(name: "state", value: query["state"]),
            ]
            let (page, _) = try await URLSession.shared.data(from: try #require(back.url))
            #expect(String(decoding: page, as: UTF8.self).contains("You can close this window"))
            #expect(try await run.finish() == 0, "\(run.errorText)")
            #expect(run.outputText.contains("Signed in as josh."))
            #expect(run.outputText.contains("Exist granted 1 of the 2 scopes asked for; not granted: sleep_read.\n"))
            let exchange = try #require(server.requests.first { $0.rawPath == "/oauth2/access_token" })
            #expect(exchange.form["redirect_uri"] == redirect.absoluteString)
            let tokens = folder.url.appendingPathComponent(".config/exist/exist-tokens.json")
            #expect(
                (try FileManager.default.attributesOfItem(atPath: tokens.path)[.posixPermissions] as? NSNumber)?
                    .intValue == 0o600)
            #expect(String(decoding: try Data(contentsOf: tokens), as: UTF8.self).contains(issued))

            let profile = try Run(["profile", "--timeout", "120"], environment: variables)
            #expect(try await profile.finish() == 0, "\(profile.errorText)")
            #expect(profile.outputText.hasPrefix("josh · Josh Sharp"))
            for text in [run.outputText, run.errorText, profile.outputText, profile.errorText] {
                for secret in [issued, "loginRefreshSECRET1", "appSECRETxyz"] { #expect(!text.contains(secret)) }
            }
        }
    }

    @Test("the read commands print text and JSON; nothing shows the token")
    func reads() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            var outputs: [String] = []
            for arguments in [
                [], ["attributes", "--json"], ["values", "steps", "--days", "3"], ["insights"], ["averages"],
                ["correlations", "--json"],
            ] {
                // A generous timeout: a busy machine must not fail a loopback answer.
                let run = try Run(arguments + ["--timeout", "120"], environment: environment(folder, server))
                #expect(try await run.finish() == 0, "\(arguments): \(run.errorText)")
                outputs += [run.outputText, run.errorText]
            }
            #expect(outputs[0].hasPrefix("Today · \(FakeExist.today)"))
            #expect(!outputs[0].contains("\u{1B}["))
            #expect(((try JSONSerialization.jsonObject(with: Data(outputs[2].utf8))) as? [Any])?.count == 10)
            #expect(outputs.allSatisfy { !$0.contains(FakeExist.token) })
        }
    }

    /// What a 401 adds when the token came from `EXIST_TOKEN` and nothing is saved.
    static let tokenNote = "The token is EXIST_TOKEN's: correct it, or unset it and sign in another way."

    @Test("80 values from a CSV go out as 3 requests; a rejected token and a usage error exit 1 and 64")
    func writesAndFailures() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            let file = folder.url.appendingPathComponent("steps.csv")
            try (1...80).map {
                "steps,2024-0\(($0 - 1) / 28 + 1)-\(String(format: "%02d", ($0 - 1) % 28 + 1)),\($0 * 100)"
            }.joined(
                separator: "\n"
            )
            .write(to: file, atomically: true, encoding: .utf8)
            let write = try Run(
                ["update", "--csv", file.path, "--timeout", "120"], environment: environment(folder, server))
            #expect(try await write.finish() == 0, "\(write.errorText)")
            #expect(write.outputText.contains("80 written, 0 failed (3 requests)\n"))
            #expect(write.errorText.isEmpty, "80 different days: no duplicate warning")
            let batches = server.requests.filter { $0.rawPath == "/api/2/attributes/update/" }
            #expect(
                batches.map { ((try? JSONSerialization.jsonObject(with: $0.body)) as? [Any])?.count ?? 0 } == [
                    35, 35, 10,
                ])

            var wrong = environment(folder, server)
            wrong["EXIST_TOKEN"] = "rejectedSECRET77"
            let rejected = try Run(["profile", "--timeout", "120"], environment: wrong)
            #expect(try await rejected.finish() == 1)
            #expect(
                rejected.errorText
                    == "Error: Exist rejected the token (HTTP 401): Invalid token. \(Self.tokenNote)\n")
            let usage = try Run(["update", "mood=7", "--date", "tomorrow"], environment: environment(folder, server))
            #expect(try await usage.finish() == 64)
            for run in [write, rejected, usage] {
                for secret in [FakeExist.token, "rejectedSECRET77"] {
                    #expect(!(run.outputText + run.errorText).contains(secret))
                }
            }
        }
    }
}
