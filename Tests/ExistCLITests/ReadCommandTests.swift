import Foundation
import TestSupport
import Testing

/// The read commands against a loopback server standing in for exist.io.
@Suite("exist read commands")
struct ReadCommandTests {
    private func expectClean(_ result: RunResult) {
        #expect(!result.all.contains(FakeExist.token))
        #expect(!result.all.contains("\u{1B}"))
    }

    @Test("profile shows the user and time zone; --json prints the API's keys")
    func profile() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let text = await runner.run("profile")
            #expect(text.exitCode == 0, "\(text.error)")
            #expect(text.output.hasPrefix("josh · Josh Sharp\n"))
            #expect(text.output.contains("Time zone   Asia/Shanghai"))
            #expect(text.output.contains("Units       metric"))
            let json = await runner.run("profile", "--json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            #expect(object["first_name"] as? String == "Josh" && object["imperial_distance"] as? Bool == false)
            expectClean(text)
        }
    }

    @Test("attributes are grouped by group priority; --json is one array of every page; options become query items")
    func attributes() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let text = await runner.run("attributes")
            #expect(text.exitCode == 0, "\(text.error)")
            let headings = text.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
            #expect(headings == ["Activity", "Mood", "Sleep", "Weather", "Daily tags"])
            #expect(text.output.contains("  sleep_start       Bedtime      time from noon  Exist for iOS\n"))
            let json = await runner.run("attributes", "--json")
            let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(array.count == 10)
            #expect(array.compactMap { $0["name"] as? String }.last == "bad_sleep")
            #expect(array.first?["value_type_description"] != nil)
            _ = await runner.run("attributes", "--owned", "--all", "--group", "mood", "--group", "sleep")
            let owned = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/owned/" })
            #expect(
                owned.query == [
                    "groups": "mood,sleep", "include_inactive": "true", "include_low_priority": "true", "limit": "100",
                ])
            expectClean(text)
        }
    }

    @Test("today shows every attribute's value by type, with a dash for no data and no escape codes from the API")
    func today() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("today")
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("Today · \(FakeExist.today)\n"))
            for expected in [
                "Steps        12,345", "Distance     5.45 km", "Time asleep  7h 35m", "Bedtime      01:00 (+1 day)",
                "Wake time    05:15", "Mood         7/9", "Mood note    Great  [31mday", "Humidity     61%",
                "Coffee       yes",
                "Bad sleep    –",
            ] {
                #expect(result.output.contains(expected), "\(expected)")
            }
            #expect(
                server.requests.map(\.query) == [
                    ["days": "1", "limit": "100"], ["days": "1", "limit": "100", "page": "2"],
                ])
            let json = await runner.run("--json")
            let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(array.count == 10 && array[0]["values"] != nil)
            expectClean(result)
        }
    }

    @Test("values shows a sparkline with a cell per day (blank without data) and a row for every day of the range")
    func values() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("values", "steps", "--days", "5")
            #expect(result.exitCode == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n").map(String.init)
            try #require(lines.count == 7, "\(result.output)")
            #expect(lines[0] == "Steps · 5 days, \(FakeExist.day(offset: -4)) to \(FakeExist.today)")
            #expect(lines[1] == "█ ▅ ▁  3 of 5 days with data")
            #expect(lines[2] == "\(FakeExist.today)  1,000")
            #expect(lines[3] == "\(FakeExist.day(offset: -1))  –")
            #expect(lines[6] == "\(FakeExist.day(offset: -4))  1,040")
            let valuesRequest = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/values/" })
            #expect(valuesRequest.query == ["attribute": "steps", "date_max": FakeExist.today, "limit": "5"])
            let missing = await runner.run("values", "nothing")
            #expect(missing.exitCode == 1 && missing.error.contains("You have no attribute called \"nothing\""))
            let json = await runner.run("values", "steps", "--days", "3", "--json")
            let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(array.count == 2)
            #expect(await runner.run("values", "steps", "--days", "0").exitCode == 64)
        }
    }

    @Test("insights, averages and correlations as text and as JSON arrays")
    func summaries() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let insights = await runner.run("insights")
            #expect(
                insights.output
                    == "2022-05-16  Last night's sleep was surprisingly long.\n            Monday is usually your shortest sleep of the week.\n"
            )
            let averages = await runner.run("averages", "steps")
            #expect(averages.output.hasPrefix("Averages worked out on 2020-04-29\n"))
            #expect(
                averages.output.contains("Steps          4174    4057    6614    4001    3923    4528    3649    3904"))
            #expect(!averages.output.contains("floors"))
            #expect(server.requests.contains { $0.rawPath == "/api/2/averages/" && $0.query["attributes"] == "steps" })
            let correlations = await runner.run("correlations", "sleep", "--strong")
            #expect(
                correlations.output
                    == "★★★★★ -56%  you spend more time asleep when you go to bed earlier.\n"
                    + "            negative · Quite often go together · Certain to be related\n")
            #expect(
                server.requests.last { $0.rawPath == "/api/2/correlations/" && $0.query["page"] == nil }?.query
                    == ["attribute": "sleep", "strong": "1", "limit": "100"])
            for command in ["insights", "averages", "correlations"] {
                let json = await runner.run(command, "--json")
                #expect((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [Any]) != nil, "\(command)")
            }
        }
    }

    @Test("colour only on a terminal or with --color always, never with NO_COLOR")
    func colour() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            #expect(await runner.run("profile", "--color", "always").output.contains("\u{1B}["))
            #expect(!(await runner.run("profile").output.contains("\u{1B}[")))
            runner.variables["NO_COLOR"] = "1"
            #expect(!(await runner.run("profile").output.contains("\u{1B}[")))
        }
    }

    @Test("without credentials the tool says how to sign in; a rejected token exits 1 without showing it")
    func credentials() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let anonymous = try ExistRunner(variables: ["EXIST_BASE_URL": server.baseURL.absoluteString])
            defer { anonymous.folder.cleanUp() }
            let none = await anonymous.run("today")
            #expect(none.exitCode == 1)
            #expect(
                none.error
                    == "Error: Not signed in to Exist: set EXIST_TOKEN, run `exist login --client-id ID`, or save a personal token with `exist config --token-stdin`."
            )
            #expect(server.requestCount == 0)
            var wrong = try ExistRunner.signedIn(server)
            defer { wrong.folder.cleanUp() }
            wrong.variables["EXIST_TOKEN"] = "wrongTokenSECRET"
            let rejected = await wrong.run("profile")
            #expect(rejected.exitCode == 1)
            #expect(
                rejected.error
                    == "Error: Exist rejected the token (HTTP 401): Invalid token. The token is EXIST_TOKEN's:"
                    + " correct it, or unset it and sign in another way.")
            #expect(!rejected.all.contains("wrongTokenSECRET"))
            #expect(await wrong.run("profile", "--base-url", "ftp://example.com").exitCode == 64)
            // The same URL from the environment is a configuration error, naming the variable.
            let misconfigured = try ExistRunner(
                variables: ["EXIST_TOKEN": FakeExist.token, "EXIST_BASE_URL": "ftp://example.com"])
            defer { misconfigured.folder.cleanUp() }
            let refused = await misconfigured.run("profile")
            #expect(refused.exitCode == 1)
            #expect(refused.error == "Error: EXIST_BASE_URL \"ftp://example.com\" is not an http or https URL.")
        }
    }
}
