import Foundation
import Logging
import MCP
import TerminalKit
import TestSupport
import Testing

@testable import ExistMCP

/// `exist mcp` driven through the SDK's client over an in-memory transport, against the
/// loopback Exist: every tool, typed values, and the write rules.
@Suite("exist mcp against a loopback Exist")
struct ExistMCPTests {
    /// Runs `body` with a client of a server signed in with `EXIST_TOKEN` against `server`, with
    /// `extra` variables on top.
    static func session<T: Sendable>(
        _ server: LoopbackServer?, variables extra: [String: String] = [:], _ body: (Client, TextSink) async throws -> T
    ) async throws -> T {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        var variables: [String: String] = [:]
        if let server { variables = ["EXIST_TOKEN": FakeExist.token, "EXIST_BASE_URL": server.baseURL.absoluteString] }
        variables.merge(extra) { _, new in new }
        let logs = TextSink.capture()
        let environment = CLIEnvironment(
            variables: variables, output: .capture(), errorOutput: logs,
            configDirectory: folder.url.appendingPathComponent("config"))
        let logger = Logger(label: "exist.mcp.tests") { _ in LogSink(sink: logs) }
        let service = ExistMCPService(environment: environment, timeout: 300, now: { FakeExist.now })
        let mcpServer = await ExistMCPServer(service: service, logger: logger).makeServer()
        let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
        try await mcpServer.start(transport: serverTransport)
        let client = Client(name: "exist-tests", version: "1.0")
        try await client.connect(transport: clientTransport)
        do {
            let result = try await body(client, logs)
            await client.disconnect()
            await mcpServer.stop()
            return result
        } catch {
            await client.disconnect()
            await mcpServer.stop()
            throw error
        }
    }

    static func call(
        _ client: Client, _ tool: String, _ arguments: [String: Value] = [:]
    ) async throws -> CallTool.Result {
        try await client.send(CallTool.request(.init(name: tool, arguments: arguments))).value
    }

    static func field(_ result: CallTool.Result, _ keys: String...) -> Value? {
        keys.reduce(result.structuredContent) { $0?.objectValue?[$1] }
    }

    @Test("thirteen tools by their contract names; reads are read-only, increment is not idempotent")
    func listing() async throws {
        try await Self.session(nil) { client, _ in
            let tools = try await client.listTools().tools
            #expect(
                tools.map(\.name) == [
                    "exist_profile", "exist_today", "exist_values", "exist_attributes", "exist_insights",
                    "exist_averages", "exist_correlations", "exist_update", "exist_increment", "exist_checkin",
                    "exist_acquire", "exist_create", "exist_templates",
                ])
            for tool in tools.prefix(7) { #expect(tool.annotations.readOnlyHint == true, "\(tool.name)") }
            let update = try #require(tools.first { $0.name == "exist_update" })
            #expect(update.annotations.readOnlyHint == false && update.annotations.idempotentHint == true)
            let increment = try #require(tools.first { $0.name == "exist_increment" })
            #expect(increment.annotations.idempotentHint == false)
            #expect(tools.allSatisfy { $0.outputSchema != nil })
            let failure = try await Self.call(client, "exist_today")
            #expect(failure.isError == true)
            #expect(Self.field(failure, "error", "code") == "not_signed_in")
        }
    }

    @Test("exist_today types each value: minutes, times of day, fractions, scales, tags, null")
    func today() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            try await Self.session(server) { client, logs in
                let result = try await Self.call(client, "exist_today")
                #expect(result.isError != true)
                #expect(Self.field(result, "date")?.stringValue == FakeExist.today)
                let rows = try #require(Self.field(result, "attributes")?.arrayValue)
                let byName = Dictionary(
                    uniqueKeysWithValues: rows.compactMap { row in
                        row.objectValue.flatMap { object in object["name"]?.stringValue.map { ($0, object) } }
                    })
                #expect(byName["steps"]?["value"] == 12345)
                #expect(byName["steps_distance"]?["value"]?.doubleValue == 5.45)
                #expect(byName["sleep"]?["value"] == 455)
                #expect(byName["sleep"]?["valueType"] == "duration_minutes")
                #expect(byName["sleep_start"]?["value"] == "01:00")
                #expect(byName["sleep_end"]?["value"] == "05:15")
                #expect(byName["weather_humidity"]?["value"]?.doubleValue == 0.61)
                #expect(byName["mood"]?["value"] == 7)
                #expect(byName["coffee"]?["value"] == true)
                #expect(byName["bad_sleep"]?["value"] == .null)
                #expect(!logs.text.contains(FakeExist.token))
            }
        }
    }

    @Test("values, attributes, insights, averages and correlations answer from the API's pages")
    func reads() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            try await Self.session(server) { client, _ in
                let values = try await Self.call(client, "exist_values", ["attribute": "steps"])
                let rows = try #require(Self.field(values, "values")?.arrayValue)
                try #require(rows.count == 14)
                #expect(rows.first?.objectValue?["value"] == 1000)
                #expect(rows[1].objectValue?["date"]?.stringValue == FakeExist.day(offset: -1))
                #expect(rows[1].objectValue?["value"] == .null)
                #expect(Self.field(values, "daysWithData") == 7)
                #expect(Self.field(values, "to")?.stringValue == FakeExist.today)
                let bad = try await Self.call(client, "exist_values", ["attribute": "steps", "from": "someday"])
                #expect(Self.field(bad, "error", "code") == "invalid_argument")
                let unknown = try await Self.call(client, "exist_values", ["attribute": "nope"])
                #expect(Self.field(unknown, "error", "code") == "unknown_attribute")
                let attributes = try await Self.call(client, "exist_attributes")
                #expect(Self.field(attributes, "attributes")?.arrayValue?.count == FakeExist.attributes.count)
                let insights = try await Self.call(client, "exist_insights")
                #expect(Self.field(insights, "insights")?.arrayValue?.isEmpty == false)
                let averages = try await Self.call(client, "exist_averages")
                let averageRows = try #require(Self.field(averages, "averages")?.arrayValue)
                #expect(averageRows.count == 2)
                #expect(averageRows.first?.objectValue?["label"] == "Steps")
                #expect(averageRows.first?.objectValue?["date"] == "2020-04-29")
                let correlations = try await Self.call(client, "exist_correlations")
                #expect(Self.field(correlations, "correlations")?.arrayValue?.isEmpty == false)
                let pair = try await Self.call(
                    client, "exist_correlations", ["attribute": "sleep", "attribute2": "workouts_min"])
                let found = try #require(Self.field(pair, "correlations")?.arrayValue?.first?.objectValue)
                #expect(found["strength_description"] == "Rarely go together" && found["stars"] == 4)
                #expect(server.requests.contains { $0.rawPath == "/api/2/correlations/combo/" })
                let none = try await Self.call(
                    client, "exist_correlations", ["attribute": "steps", "attribute2": "mood"])
                #expect(Self.field(none, "correlations")?.arrayValue?.isEmpty == true && none.isError != true)
                let profile = try await Self.call(client, "exist_profile")
                #expect(Self.field(profile, "profile", "timezone") == "Asia/Shanghai")
            }
        }
    }

    @Test("exist_update sends the value typed for the attribute, and refuses one out of range")
    func update() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            try await Self.session(server) { client, _ in
                let written = try await Self.call(
                    client, "exist_update", ["attribute": "sleep", "value": "7:30", "date": "2024-05-01"])
                #expect(Self.field(written, "outcome") == "written")
                #expect(Self.field(written, "value") == 450)
                let sent = server.requests.filter { $0.rawPath == "/api/2/attributes/update/" }
                #expect(sent.count == 1)
                #expect(sent.first?.bodyText.contains(#""value":450"#) == true)
                let refused = try await Self.call(client, "exist_update", ["attribute": "mood", "value": 12])
                #expect(Self.field(refused, "error", "code") == "implausible_value")
                let why = Self.field(refused, "error", "message")?.stringValue ?? ""
                #expect(why.contains("mood: \"12\" is outside 1 to 9") && why.contains("force: true"), "\(why)")
                let malformed = try await Self.call(client, "exist_update", ["attribute": "mood", "value": "high"])
                #expect(Self.field(malformed, "error", "code") == "invalid_argument")
                #expect(server.requests.filter { $0.rawPath == "/api/2/attributes/update/" }.count == 1)
                let forced = try await Self.call(
                    client, "exist_update", ["attribute": "mood", "value": 12, "force": true])
                #expect(Self.field(forced, "outcome") == "written")
                let last = server.requests.last { $0.rawPath == "/api/2/attributes/update/" }
                #expect(last?.bodyText.contains(#""value":12"#) == true)
            }
        }
    }

    @Test("exist_increment adds once; a lost answer is an unknown outcome and is not sent again")
    func increment() async throws {
        try await LoopbackServer.run({ FakeExist.handle($0) }) { server in
            try await Self.session(server) { client, _ in
                let added = try await Self.call(client, "exist_increment", ["attribute": "steps", "amount": 250])
                #expect(Self.field(added, "outcome") == "added")
                #expect(Self.field(added, "current") == 100)
            }
        }
        let failing: LoopbackServer.Handler = { request in
            request.rawPath == "/api/2/attributes/increment/"
                ? .json(#"{"detail": "boom"}"#, status: 502) : FakeExist.handle(request)
        }
        try await LoopbackServer.run(failing) { server in
            try await Self.session(server) { client, _ in
                let result = try await Self.call(client, "exist_increment", ["attribute": "steps", "amount": 250])
                #expect(result.isError != true)
                #expect(Self.field(result, "outcome") == "unknown")
                #expect(Self.field(result, "message")?.stringValue?.contains("may or may not") == true)
                let message = Self.field(result, "message")?.stringValue ?? ""
                #expect(
                    message.contains("Read back: steps on \(FakeExist.today) is 12345 (it was 12345 before)"),
                    "\(message)")
                #expect(Self.field(result, "current") == 12345 && Self.field(result, "before") == 12345)
                #expect(message.contains("That is unchanged: it looks not applied."))
                #expect(server.requests.filter { $0.rawPath == "/api/2/attributes/increment/" }.count == 1)
            }
        }
    }

    @Test("a custom attribute another service owns: the error names allow_custom, and exist_acquire needs it")
    func customOwnership() async throws {
        let simulator = ExistSimulator()
        await simulator.give("coffee", to: "exist_for_ios")
        await simulator.deactivate("steps")
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            try await Self.session(server) { client, _ in
                let refused = try await Self.call(client, "exist_update", ["attribute": "coffee", "value": true])
                let text = Self.field(refused, "error", "message")?.stringValue ?? ""
                #expect(text.contains("Call exist_acquire with attribute \"coffee\" and allow_custom: true"), "\(text)")
                let plain = try await Self.call(client, "exist_acquire", ["attribute": "coffee"])
                #expect(plain.isError == true)
                #expect(Self.field(plain, "error", "message")?.stringValue?.contains("allow_custom: true") == true)
                #expect(await simulator.owner("coffee") == .some("exist_for_ios"))
                let acquired = try await Self.call(
                    client, "exist_acquire", ["attribute": "coffee", "allow_custom": true])
                #expect(Self.field(acquired, "outcome") == "acquired")
                let written = try await Self.call(client, "exist_update", ["attribute": "coffee", "value": false])
                #expect(Self.field(written, "outcome") == "written")
                #expect(await simulator.value("coffee", FakeExist.today) == "0")
                let moodText = try await Self.call(client, "exist_update", ["attribute": "mood", "value": 8])
                let moodFix = Self.field(moodText, "error", "message")?.stringValue ?? ""
                #expect(moodFix.contains("attribute \"mood\" to take ownership"), "\(moodFix)")

                await simulator.loseIncrementAnswer()
                let lost = try await Self.call(client, "exist_increment", ["attribute": "steps", "amount": 5])
                #expect(Self.field(lost, "outcome") == "unknown")
                #expect(Self.field(lost, "before") == 12345 && Self.field(lost, "current") == 12350)
                #expect(Self.field(lost, "date")?.stringValue == FakeExist.today)
            }
        }
    }
}

/// Writes log messages to a sink, where tests read them.
struct LogSink: LogHandler {
    let sink: TextSink
    var logLevel: Logger.Level = .debug
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) { sink.write("\(event.level) \(event.message)\n") }
}
