import Foundation
import TestSupport
import Testing

/// The write commands: values read by type, CSV imports of any length, increments never
/// repeated, and exit 1 for any failed item.
@Suite("exist write commands")
struct WriteCommandTests {
    private func items(_ request: LoopbackServer.RecordedRequest?) -> [[String: Any]] {
        (request.flatMap { try? JSONSerialization.jsonObject(with: $0.body) } as? [[String: Any]]) ?? []
    }

    private func writes(_ server: LoopbackServer, _ path: String) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.method == "POST" && $0.rawPath == path }
    }

    @Test("update reads each value by its attribute's type and writes today in the Exist time zone")
    func typedUpdate() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run(
                "update", "mood=7", "sleep=7:35", "sleep_start=23:30", "sleep_end=06:15", "weather_humidity=57%",
                "coffee=yes",
                "steps_distance=5.5", "mood_note=Calm, then busy", "unknown_thing=12")
            #expect(result.exitCode == 0, "\(result.error)")
            let sent = items(writes(server, "/api/2/attributes/update/").first)
            let values = Dictionary(uniqueKeysWithValues: sent.map { ($0["name"] as! String, "\($0["value"]!)") })
            #expect(
                values == [
                    "mood": "7", "sleep": "455", "sleep_start": "690", "sleep_end": "375", "weather_humidity": "0.57",
                    "coffee": "1",
                    "steps_distance": "5.5", "mood_note": "Calm, then busy", "unknown_thing": "12",
                ])
            #expect(sent.allSatisfy { $0["date"] as? String == FakeExist.today })
            #expect(result.output.contains("✓ set mood \(FakeExist.today) = 7\n"))
            #expect(result.output.contains("9 written, 0 failed\n"))
        }
    }

    @Test("bad values exit 1 without a usage dump; malformed arguments are usage errors; nothing is written")
    func badValues() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let values: [([String], String)] = [
                (["update", "mood=12"], "mood: \"12\" is outside 1 to 9 (a scale). Nothing was sent."),
                (
                    ["update", "weather_humidity=57"],
                    "weather_humidity: \"57\" is outside 0 to 1 (a percentage: 0.57 or 57%). Nothing was sent."
                ),
                (["update", "coffee=maybe"], "coffee: \"maybe\" is not yes or no. Nothing was sent."),
                (["update", "sleep_end=25:00"], "sleep_end: \"25:00\" is not a time of day, HH:MM."),
                (
                    ["increment", "mood=1"],
                    "mood is a scale 1–9 attribute, which cannot be incremented; use `exist update`."
                ),
            ]
            for (arguments, message) in values {
                let result = await runner.run(arguments)
                #expect(result.exitCode == 1, "\(arguments)")
                #expect(result.error == "Error: \(message)" || result.error.hasPrefix("Error: \(message)"))
                #expect(!result.error.contains("Usage:"), "\(result.error)")
            }
            let cases: [([String], String)] = [
                (["update", "mood"], "\"mood\" is not NAME=VALUE."),
                (["update", "mood=7", "--date", "2022-02-30"], "--date must be a day (YYYY-MM-DD, today, yesterday"),
                (["update", "mood=7", "--csv", "x.csv"], "Give NAME=VALUE pairs or --csv FILE, not both."),
            ]
            for (arguments, message) in cases {
                let result = await runner.run(arguments)
                #expect(result.exitCode == 64, "\(arguments)")
                #expect(result.error.contains(message), "\(result.error)")
                // The usage shown is the subcommand's, found while it ran, not the root's.
                let usage = result.error.split(separator: "\n").first { $0.hasPrefix("Usage: ") } ?? ""
                #expect(usage.hasPrefix("Usage: exist \(arguments[0]) "), "\(result.error)")
                #expect(result.error.contains("See 'exist \(arguments[0]) --help'"), "\(result.error)")
            }
            #expect(
                writes(server, "/api/2/attributes/update/").isEmpty
                    && writes(server, "/api/2/attributes/increment/").isEmpty)
        }
    }

    @Test("a CSV of 80 rows goes out in 3 requests; a failed row makes the exit status 1")
    func csvImport() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            var rows = ["name,date,value"]
            for day in 1...78 {
                rows.append(
                    "steps,2024-0\((day - 1) / 28 + 1)-\(String(format: "%02d", (day - 1) % 28 + 1)),\(1000 + day)")
            }
            rows.append(#"mood_note,2024-02-01,"Long day, good end""#)
            rows.append("bad_attribute,2024-02-01,3")
            let file = runner.folder.url.appendingPathComponent("import.csv")
            try rows.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let result = await runner.run("update", "--csv", file.path)
            #expect(result.exitCode == 1)
            let batches = writes(server, "/api/2/attributes/update/")
            #expect(batches.map { items($0).count } == [35, 35, 10])
            #expect(items(batches.last).contains { $0["value"] as? String == "Long day, good end" })
            #expect(items(batches.first).first?["value"] as? Int == 1001)
            #expect(
                result.output.contains(
                    "✗ bad_attribute 2024-02-01 3: not_found – User doesn't have an attribute named\n  'bad_attribute'\n"
                ), "wrapped at 80 columns, under the item")
            #expect(result.output.contains("79 written, 1 failed (3 requests)\n"))
            #expect(server.requests.filter { $0.rawPath == "/api/2/accounts/profile/" }.count == 1, "read for today")
            #expect(!server.requests.contains { $0.query["attribute"] == "bad_attribute" }, "no values read for it")

            let broken = runner.folder.url.appendingPathComponent("broken.csv")
            try "steps,2024-01-01\n".write(to: broken, atomically: true, encoding: .utf8)
            let bad = await runner.run("update", "--csv", broken.path)
            #expect(bad.exitCode == 1 && bad.error.contains("CSV row 1: expected name,date,value, found 2 fields."))
            let badDate = runner.folder.url.appendingPathComponent("dates.csv")
            try "steps,01/02/2024,5\n".write(to: badDate, atomically: true, encoding: .utf8)
            #expect(
                await runner.run("update", "--csv", badDate.path).error.contains(
                    "CSV row 1: \"01/02/2024\" is not a date (YYYY-MM-DD)."))
        }
    }

    @Test("increment sends typed deltas once and shows the new totals")
    func increment() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("increment", "steps=250", "steps_distance=0.4")
            #expect(result.exitCode == 0, "\(result.error)")
            let sent = items(writes(server, "/api/2/attributes/increment/").first)
            #expect(sent.map { "\($0["name"]!)=\($0["value"]!)" } == ["steps=250", "steps_distance=0.4"])
            #expect(sent.allSatisfy { $0["date"] == nil })
            #expect(result.output.contains("✓ added 250 to steps (now 100)"))
        }
    }

    @Test("an increment that fails after reaching the server is reported as unknown and not sent again")
    func incrementUnknown() async throws {
        try await LoopbackServer.run({ request in
            request.rawPath == "/api/2/attributes/increment/"
                ? .json(#"{"detail": "boom"}"#, status: 502) : FakeExist.handle(request)
        }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("increment", "steps=250")
            #expect(result.exitCode == 1)
            #expect(result.output.contains("Exist's answer was lost; the increment was not sent again."))
            #expect(result.output.contains("The increment may or may not have been applied"))
            #expect(writes(server, "/api/2/attributes/increment/").count == 1)
        }
    }

    @Test("tag writes 1 (or 0 with --remove) for each tag on the given day")
    func tag() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            #expect(await runner.run("tag", "coffee", "--date", "2024-03-01").exitCode == 0)
            #expect(await runner.run("tag", "coffee", "--remove").exitCode == 0)
            let sent = writes(server, "/api/2/attributes/update/").map { items($0)[0] }
            #expect(sent.map { "\($0["date"]!) \($0["value"]!)" } == ["2024-03-01 1", "\(FakeExist.today) 0"])
        }
    }

    @Test("acquire and release report each attribute; --json prints the API's envelope")
    func ownership() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let acquired = await runner.run("acquire", "mood", "bad_one")
            #expect(acquired.exitCode == 1)
            #expect(acquired.output.contains("✓ acquired mood\n✗ bad_one: not_found"))
            #expect(
                items(writes(server, "/api/2/attributes/acquire/").first).map { $0["name"] as? String } == [
                    "mood", "bad_one",
                ])
            let released = await runner.run("release", "mood", "--json")
            #expect(released.exitCode == 0)
            let envelope = try #require(
                try JSONSerialization.jsonObject(with: Data(released.output.utf8)) as? [String: Any])
            #expect((envelope["success"] as? [[String: Any]])?.first?["name"] as? String == "mood")
            #expect((envelope["failed"] as? [Any])?.isEmpty == true)
        }
    }
}
