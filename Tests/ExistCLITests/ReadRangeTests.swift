import Foundation
import TestSupport
import Testing

/// Any day, any range, and the correlation of a chosen pair.
@Suite("exist today --date, values --from/--to, correlations of a pair")
struct ReadRangeTests {
    @Test("today --date asks for that day and heads the view with it; a bad date is today's usage error")
    func todayOnADay() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let day = FakeExist.today
            let result = await runner.run("today", "--date", day)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.hasPrefix("\(day)\n"))
            #expect(result.output.contains("Steps        12,345"))
            #expect(server.requests.first?.query == ["days": "1", "date_max": day, "limit": "100"])
            let bad = await runner.run("today", "--date", "2024-02-30")
            #expect(bad.exitCode == 64)
            #expect(
                bad.error.contains(
                    "--date must be a day (YYYY-MM-DD, today, yesterday, -N for N days ago, or a weekday such as monday), not \"2024-02-30\"."
                ))
            #expect(bad.error.contains("Usage: exist today"), "\(bad.error)")
        }
    }

    @Test("values --from/--to covers every day of the range, gaps as blank cells and dashes")
    func range() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let (from, to) = (FakeExist.day(offset: -9), FakeExist.day(offset: -3))
            let result = await runner.run("values", "steps", "--from", from, "--to", to)
            #expect(result.exitCode == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n").map(String.init)
            try #require(lines.count == 9, "\(result.output)")
            #expect(lines[0] == "Steps · 7 days, \(from) to \(to)")
            // Data on days -4, -6 and -8 (1040, 1060, 1080), oldest first: none on -9.
            #expect(lines[1] == " █ ▅ ▁   3 of 7 days with data")
            #expect(lines[2] == "\(to)  –")
            #expect(lines[3] == "\(FakeExist.day(offset: -4))  1,040")
            #expect(lines[8] == "\(from)  –")
            let request = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/values/" })
            #expect(request.query == ["attribute": "steps", "date_max": to, "limit": "7"])
            let withDays = await runner.run("values", "steps", "--to", to, "--days", "3")
            #expect(withDays.output.hasPrefix("Steps · 3 days, \(FakeExist.day(offset: -5)) to \(to)\n"))
        }
    }

    @Test("a text attribute's days are counted and listed, with no sparkline and no claim of no values")
    func textValues() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("values", "mood_note", "--days", "5")
            #expect(result.exitCode == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.count == 7, "\(result.output)")
            #expect(lines.dropFirst().first == "3 of 5 days with data")
            #expect(lines.contains("\(FakeExist.today)  note 0"))
            #expect(lines.contains("\(FakeExist.day(offset: -1))  –"))
            #expect(!result.output.contains("No values"))
            let long = await runner.run("values", "steps", "--from", "2000-01-01")
            #expect(long.exitCode == 64)
            #expect(long.error.contains("to today is more than 3650 days; add --to or --days."), "\(long.error)")
        }
    }

    @Test("days after today only when --to names them; a --from after today says how to see them")
    func future() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let plain = await runner.run("values", "steps", "--from", FakeExist.day(offset: -2))
            #expect(plain.output.hasPrefix("Steps · 3 days, \(FakeExist.day(offset: -2)) to \(FakeExist.today)\n"))
            #expect(!plain.output.contains(FakeExist.day(offset: 1)))
            let asked = await runner.run("values", "steps", "--from", FakeExist.today, "--to", FakeExist.day(offset: 2))
            #expect(asked.exitCode == 0, "\(asked.error)")
            #expect(asked.output.contains("\(FakeExist.day(offset: 2))  –\n"))
            #expect(asked.output.contains("\(FakeExist.today)  1,000\n"))
            let later = await runner.run("values", "steps", "--from", FakeExist.day(offset: 3))
            #expect(later.exitCode == 1)
            #expect(later.error.contains("is after today (\(FakeExist.today) in your Exist time zone); add --to"))
        }
    }

    @Test(
        "backwards, too long, over-specified or malformed ranges are the values command's usage errors",
        arguments: [
            (["--from", "2024-03-02", "--to", "2024-03-01"], "--from 2024-03-02 is after --to 2024-03-01."),
            (
                ["--from", "2024-3-1"],
                "--from must be a day (YYYY-MM-DD, today, yesterday, -N for N days ago, or a weekday such as monday), not \"2024-3-1\"."
            ),
            (["--from", "2000-01-01", "--to", "2024-01-01"], "--from to --to is more than 3650 days."),
            (["--from", "2024-03-01", "--to", "2024-03-02", "--days", "2"], "not all three."),
            (["--days", "3651"], "--days must be between 1 and 3650."),
        ])
    func invalid(_ arguments: [String], _ message: String) async throws {
        let runner = try ExistRunner(variables: ["EXIST_TOKEN": FakeExist.token])
        defer { runner.folder.cleanUp() }
        let result = await runner.run(["values", "steps"] + arguments)
        #expect(result.exitCode == 64)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("Usage: exist values"), "\(result.error)")
    }

    @Test("two attributes reach correlations/combo/: the API's wording, stars and sign; none found is said")
    func pair() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let found = await runner.run("correlations", "sleep", "workouts_min")
            #expect(found.exitCode == 0, "\(found.error)")
            #expect(
                found.output
                    == "★★★★☆ +13%  you spend more time working out when you spend more time asleep.\n"
                    + "            positive · Rarely go together · Almost certainly related\n")
            let request = try #require(server.requests.last)
            #expect(request.rawPath == "/api/2/correlations/combo/")
            #expect(request.query == ["attribute": "sleep", "attribute2": "workouts_min"])
            let none = await runner.run("correlations", "steps", "mood")
            #expect(none.exitCode == 0, "\(none.error)")
            #expect(none.output == "Exist has found no correlation between steps and mood.\n")
            let json = await runner.run("correlations", "sleep", "workouts_min", "--json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            #expect(object["strength_description"] as? String == "Rarely go together")
            #expect(await runner.run("correlations", "a", "b", "c").exitCode == 64)
        }
    }
}
