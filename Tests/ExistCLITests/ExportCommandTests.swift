import Exist
import Foundation
import TestSupport
import Testing

@testable import ExistCLI
@testable import ExistRuntime

/// `exist export`: CSV that `exist update --csv` reads back, and JSON.
@Suite("exist export")
struct ExportCommandTests {
    @Test("CSV round-trips through the import parser to the values the API sent, by type")
    func roundTrip() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run("export", "steps", "sleep_start", "steps_distance", "--days", "5")
            #expect(result.exitCode == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "name,date,value")
            try #require(lines.count == 1 + 3 * 3, "\(result.output)")
            #expect(lines[1] == "steps,\(FakeExist.day(offset: -4)),1040")
            // 1040 minutes after midday is 05:20 the next morning.
            #expect(lines.contains("sleep_start,\(FakeExist.day(offset: -4)),05:20"))
            let types: [String: ExistValueType] = [
                "steps": .integer, "sleep_start": .timeOfDayFromMidday, "steps_distance": .decimal,
            ]
            let rows = try CSVImport.rows(result.output)
            #expect(rows.count == 9)
            for row in rows {
                let parsed = try ValueParser.value(row.value, type: types[row.name], name: row.name)
                let sent = 1000 + 10 * FakeExistDays.offset(of: row.date)
                #expect(parsed.doubleValue == Double(sent), "\(row.name) \(row.date) \(row.value)")
            }
            let request = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/values/" })
            #expect(request.query["date_max"] == FakeExist.today)
        }
    }

    @Test("exist update --csv sends back exactly the values an export wrote")
    func throughUpdate() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let exported = await runner.run("export", "steps", "sleep_start", "--days", "3")
            #expect(exported.exitCode == 0, "\(exported.error)")
            let file = runner.folder.url.appendingPathComponent("history.csv")
            try Data(exported.output.utf8).write(to: file)
            let imported = await runner.run("update", "--csv", file.path)
            #expect(imported.exitCode == 0, "\(imported.error)")
            let posts = server.requests.filter { $0.rawPath == "/api/2/attributes/update/" }
            let sent = try posts.flatMap {
                try #require(JSONSerialization.jsonObject(with: $0.body) as? [[String: Any]])
            }
            let pairs = Set(sent.map { "\($0["name"] ?? "") \($0["date"] ?? "") \($0["value"] ?? "")" })
            // The API's values for today and two days ago (1000 and 1020), for both attributes.
            let expected = Set(
                ["steps", "sleep_start"].flatMap { name in
                    [(0, 1000), (-2, 1020)].map { "\(name) \(FakeExist.day(offset: $0.0)) \($0.1)" }
                })
            #expect(pairs == expected, "\(sent)")
        }
    }

    @Test("text with commas, quotes and spaces survives the CSV; tags and percentages as update reads them")
    func quoting() throws {
        let day = try #require(ExistDate("2024-03-01"))
        let rows: [ExportCommand.Row] = [
            .init(name: "mood_note", date: day, value: .string(" Great, \"really\" great ")),
            .init(name: "coffee", date: day, value: .integer(1)),
            .init(name: "humidity", date: day, value: .number(0.61)),
            .init(name: "sleep", date: day, value: .integer(455)),
            .init(name: "mood", date: day, value: .null),
        ]
        let types: [String: ExistValueType] = [
            "mood_note": .string, "coffee": .boolean, "humidity": .percentage, "sleep": .duration, "mood": .scale,
        ]
        let text = ExportCommand.csv(rows, types: types)
        let parsed = try CSVImport.rows(text)
        #expect(parsed.map(\.name) == ["mood_note", "coffee", "humidity", "sleep"])
        let values = try parsed.map { try ValueParser.value($0.value, type: types[$0.name], name: $0.name) }
        #expect(values == [.string(" Great, \"really\" great "), .integer(1), .number(0.61), .integer(455)])
        #expect(text.contains("coffee,2024-03-01,yes\n"))
    }

    @Test("JSON is name, date and the API's value; unknown attributes and bad ranges are refused")
    func json() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let result = await runner.run(
                "export", "steps", "--from", FakeExist.day(offset: -3), "--to", FakeExist.today, "--format", "json")
            #expect(result.exitCode == 0, "\(result.error)")
            let array = try #require(
                try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            #expect(array.map { $0["date"] as? String } == [FakeExist.day(offset: -2), FakeExist.today])
            #expect(array.first?["value"] as? Int == 1020 && array.first?["name"] as? String == "steps")
            let unknown = await runner.run("export", "steps", "nothing")
            #expect(unknown.exitCode == 1 && unknown.error.contains("You have no attribute called \"nothing\""))
            let backwards = await runner.run("export", "steps", "--from", "2024-03-02", "--to", "2024-03-01")
            #expect(backwards.exitCode == 64 && backwards.error.contains("Usage: exist export"))
            #expect(await runner.run("export").exitCode == 64)
        }
    }
}

/// Days back from the fake's today.
enum FakeExistDays {
    static func offset(of date: ExistDate) -> Int {
        guard let today = ExistDate(FakeExist.today) else { return 0 }
        return date.days(until: today)
    }
}

extension ExportCommandTests {
    @Test("--all writes every attribute with a value, as exporting them by name would, in 31-day reads")
    func wholeAccount() async throws {
        let simulator = ExistSimulator()
        for (name, offset, value) in [
            ("steps", -35, 4200), ("steps", -3, 8000), ("sleep", -20, 420), ("coffee", -1, 1),
        ] {
            await simulator.seed(name, FakeExist.day(offset: offset), value)
        }
        await simulator.seed("bad_sleep", FakeExist.day(offset: -2), 1)
        await simulator.deactivate("bad_sleep")
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            let runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            let file = runner.folder.url.appendingPathComponent("backup.csv")
            let backup = await runner.run("export", "--all", "--from", "-40", "--output", file.path)
            #expect(backup.exitCode == 0, "\(backup.all)")
            // The values go to the file; standard output says how many.
            #expect(backup.output.hasPrefix("Wrote ") && !backup.output.contains("name,date,value"))
            let written = try String(contentsOf: file, encoding: .utf8)
            var names: [String] = []
            for line in written.split(separator: "\n").dropFirst() {
                let name = String(line.prefix { $0 != "," })
                if !names.contains(name) { names.append(name) }
            }
            #expect(names.contains("bad_sleep") && names.contains("steps") && names.contains("coffee"))
            #expect(backup.output.contains("values of \(names.count) attributes to \(file.path)"))
            // Two reads of every active attribute (31 days, then 10), one of the inactive one alone.
            let windows = server.requests.filter { $0.rawPath == "/api/2/attributes/with-values/" }
            #expect(windows.map { $0.query["days"] } == ["31", "10"])
            let single = server.requests.filter { $0.rawPath == "/api/2/attributes/values/" }
            #expect(single.map { $0.query["attribute"] } == ["bad_sleep"])
            let byName = await runner.run(["export"] + names + ["--from", "-40"])
            #expect(byName.exitCode == 0, "\(byName.all)")
            // The file keeps text as Exist sent it; the terminal gets control characters escaped.
            #expect(written.contains("Great \u{1B}[31mday"))
            #expect(
                written.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}") == byName.output,
                "\(written)\n---\n\(byName.output)")
            #expect(written.contains("steps,\(FakeExist.day(offset: -35)),4200\n"))
            let refused = await runner.run("export", "--all", "steps")
            #expect(refused.exitCode == 64 && refused.error.contains("not both"))
        }
    }
}
