import Foundation
import TestSupport
import Testing

/// `--date`, `--from` and `--to` take today, yesterday, -N and weekdays, in the profile's time
/// zone (Asia/Shanghai in the simulator), as well as dates.
@Suite("exist commands with relative days")
struct RelativeDateTests {
    @Test("update mood=6 --date yesterday lands on yesterday, and today's value stays")
    func updateYesterday() async throws {
        let simulator = ExistSimulator()
        await simulator.give("mood", to: ExistSimulator.ownService)
        let yesterday = FakeExist.day(offset: -1)
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("update", "mood=6", "--date", "yesterday")
            #expect(result.exitCode == 0, "\(result.all)")
            #expect(result.output.contains("mood \(yesterday) = 6"), "\(result.output)")
            #expect(await simulator.value("mood", yesterday) == "6")
            #expect(await simulator.value("mood", FakeExist.today) == "7")
            let sent = server.requests.filter { $0.rawPath == "/api/2/attributes/update/" }
            #expect(sent.count == 1 && sent.first?.bodyText.contains(#""date":"\#(yesterday)""#) == true)
        }
    }

    @Test("-N is N days ago and a weekday the last one before today, for update, increment and tag")
    func otherForms() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let threeAgo = FakeExist.day(offset: -3)
            #expect(await runner.run("update", "steps=500", "--date", "-3").exitCode == 0)
            #expect(await simulator.value("steps", threeAgo) == "500")
            #expect(await runner.run("increment", "steps=5", "--date=-3").exitCode == 0)
            #expect(await simulator.value("steps", threeAgo) == "505")
            // Today's weekday names the same day a week back.
            let weekday = Self.weekday(FakeExist.today)
            let tagged = await runner.run("tag", "coffee", "--date", weekday.uppercased())
            #expect(tagged.exitCode == 0, "\(tagged.all)")
            #expect(await simulator.value("coffee", FakeExist.day(offset: -7)) == "1")
        }
    }

    @Test("today --date yesterday and values --from -2 read the days they name")
    func reads() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let yesterday = FakeExist.day(offset: -1)
            let today = await runner.run("today", "--date", "yesterday")
            #expect(today.exitCode == 0, "\(today.all)")
            #expect(today.output.hasPrefix("\(yesterday)\n"), "\(today.output)")
            #expect(server.requests.contains { $0.query["date_max"] == yesterday })
            let values = await runner.run("values", "steps", "--from", "-2", "--to", "today")
            #expect(values.output.hasPrefix("Steps · 3 days, \(FakeExist.day(offset: -2)) to \(FakeExist.today)\n"))
            let backwards = await runner.run("values", "steps", "--from", "yesterday", "--to", "-2")
            #expect(backwards.exitCode == 64, "\(backwards.all)")
            #expect(backwards.error.contains("--from \(yesterday) is after --to \(FakeExist.day(offset: -2))."))
        }
    }

    @Test("a word that names no day is the command's usage error, naming every form; nothing is sent")
    func unknownWord() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            for arguments in [["update", "mood=6", "--date", "someday"], ["values", "steps", "--to", "tomorrow"]] {
                let result = await runner.run(arguments)
                #expect(result.exitCode == 64, "\(arguments)")
                #expect(
                    result.error.contains(
                        "must be a day (YYYY-MM-DD, today, yesterday, -N for N days ago, or a weekday such as monday)"),
                    "\(result.error)")
                #expect(result.error.contains("Usage: exist \(arguments[0])"), "\(result.error)")
            }
            #expect(server.requestCount == 0)
        }
    }

    /// The English name of `day`'s weekday (`yyyy-MM-dd`).
    static func weekday(_ day: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let date = formatter.date(from: day) ?? Date()
        formatter.dateFormat = "EEEE"
        return formatter.string(from: date).lowercased()
    }
}
