import Foundation
import MCP
import TestSupport
import Testing

/// `exist mcp`'s day arguments take the command line's forms.
@Suite("exist mcp: relative days")
struct ExistMCPDateTests {
    @Test("exist_update with date \"yesterday\" writes yesterday in the profile's time zone, not today")
    func updateYesterday() async throws {
        let simulator = ExistSimulator()
        let yesterday = FakeExist.day(offset: -1)
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            try await ExistMCPTests.session(server) { client, _ in
                let written = try await ExistMCPTests.call(
                    client, "exist_update", ["attribute": "steps", "value": 4321, "date": "yesterday"])
                #expect(written.isError != true, "\(written)")
                #expect(ExistMCPTests.field(written, "date")?.stringValue == yesterday)
                #expect(await simulator.value("steps", yesterday) == "4321")
                #expect(await simulator.value("steps", FakeExist.today) == "12345")
                let sent = server.requests.filter { $0.rawPath == "/api/2/attributes/update/" }
                #expect(sent.count == 1 && sent.first?.bodyText.contains(#""date":"\#(yesterday)""#) == true)

                let added = try await ExistMCPTests.call(
                    client, "exist_increment", ["attribute": "steps", "amount": 9, "date": "-1"])
                #expect(ExistMCPTests.field(added, "date")?.stringValue == yesterday, "\(added)")
                #expect(await simulator.value("steps", yesterday) == "4330")
            }
        }
    }

    @Test("exist_values takes relative ends; a word that names no day is invalid_argument naming the forms")
    func valuesRange() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            try await ExistMCPTests.session(server) { client, _ in
                let values = try await ExistMCPTests.call(
                    client, "exist_values", ["attribute": "steps", "from": "-3", "to": "yesterday"])
                #expect(ExistMCPTests.field(values, "from")?.stringValue == FakeExist.day(offset: -3), "\(values)")
                #expect(ExistMCPTests.field(values, "to")?.stringValue == FakeExist.day(offset: -1))
                #expect(ExistMCPTests.field(values, "values")?.arrayValue?.count == 3)
                let bad = try await ExistMCPTests.call(
                    client, "exist_update", ["attribute": "steps", "value": 1, "date": "someday"])
                #expect(ExistMCPTests.field(bad, "error", "code") == "invalid_argument")
                let message = ExistMCPTests.field(bad, "error", "message")?.stringValue ?? ""
                #expect(message.contains("date must be a day (YYYY-MM-DD, today, yesterday, -N"), "\(message)")
                #expect(server.requests.filter { $0.method == "POST" }.isEmpty)
            }
        }
    }

    @Test("the day arguments' descriptions name the relative forms")
    func schema() async throws {
        try await ExistMCPTests.session(nil) { client, _ in
            let tools = try await client.listTools().tools
            for (tool, argument) in [("exist_update", "date"), ("exist_increment", "date"), ("exist_values", "from")] {
                let schema = tools.first { $0.name == tool }?.inputSchema.objectValue?["properties"]?.objectValue
                let text = schema?[argument]?.objectValue?["description"]?.stringValue ?? ""
                #expect(text.contains("today, yesterday, -N for N days ago"), "\(tool) \(argument): \(text)")
            }
        }
    }
}
