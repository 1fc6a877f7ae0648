import Foundation
import MCP
import TestSupport
import Testing

/// `exist mcp`'s `exist_checkin` against the stateful Exist: the same check-in as `exist
/// checkin`, through the runtime's shared code.
@Suite("exist_checkin against the Exist simulator")
struct ExistMCPCheckinTests {
    private func posts(_ server: LoopbackServer, to path: String) -> [LoopbackServer.RecordedRequest] {
        server.requests.filter { $0.method == "POST" && $0.rawPath == path }
    }

    @Test("exist_checkin writes mood, note and tags on the day asked for in one update, creating a missing tag")
    func checkin() async throws {
        let simulator = ExistSimulator()
        await simulator.give("mood", to: ExistSimulator.ownService)
        let yesterday = FakeExist.day(offset: -1)
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            try await ExistMCPTests.session(server) { client, _ in
                let result = try await ExistMCPTests.call(
                    client, "exist_checkin",
                    [
                        "mood": 7, "note": "long walk", "tags": ["coffee", "Green tea"], "date": "yesterday",
                    ])
                #expect(result.isError != true, "\(result.content)")
                #expect(ExistMCPTests.field(result, "outcome") == "written")
                #expect(ExistMCPTests.field(result, "date")?.stringValue == yesterday)
                #expect(ExistMCPTests.field(result, "created") == ["green_tea"])
                let written = ExistMCPTests.field(result, "written")?.arrayValue ?? []
                #expect(written.contains(["attribute": "mood", "value": 7]))
                #expect(written.contains(["attribute": "green_tea", "value": true]))
                #expect(await simulator.value("mood", yesterday) == "7")
                #expect(await simulator.value("mood_note", yesterday) == "long walk")
                #expect(await simulator.value("coffee", yesterday) == "1")
                #expect(await simulator.value("green_tea", yesterday) == "1")
                #expect(posts(server, to: "/api/2/attributes/create/").count == 1)
                #expect(posts(server, to: "/api/2/attributes/update/").count == 1)

                let refused = try await ExistMCPTests.call(client, "exist_checkin", ["mood": 12, "tags": "reading"])
                #expect(ExistMCPTests.field(refused, "error", "code") == "implausible_value")
                let why = ExistMCPTests.field(refused, "error", "message")?.stringValue ?? ""
                #expect(why.contains("mood: \"12\" is outside 1 to 9") && why.contains("force: true"), "\(why)")
                let empty = try await ExistMCPTests.call(client, "exist_checkin", ["date": "yesterday"])
                #expect(ExistMCPTests.field(empty, "error", "code") == "invalid_argument")
                #expect(posts(server, to: "/api/2/attributes/update/").count == 1)
                #expect(await simulator.names.contains("reading") == false)
            }
        }
    }

    @Test("exist_checkin of attributes another service owns says to call exist_acquire")
    func unowned() async throws {
        let simulator = ExistSimulator()
        try await LoopbackServer.run({ await simulator.handle($0) }) { server in
            try await ExistMCPTests.session(server) { client, _ in
                let partial = try await ExistMCPTests.call(
                    client, "exist_checkin", ["mood": "6", "tags": "bad_sleep, -coffee"])
                #expect(ExistMCPTests.field(partial, "outcome") == "partial")
                let message = ExistMCPTests.field(partial, "message")?.stringValue ?? ""
                #expect(message.contains("Call exist_acquire for mood to take ownership"), "\(message)")
                #expect(await simulator.value("bad_sleep", FakeExist.today) == "1")
                #expect(await simulator.value("coffee", FakeExist.today) == "0")
                let failed = try await ExistMCPTests.call(client, "exist_checkin", ["mood": 6])
                #expect(ExistMCPTests.field(failed, "error", "code") == "unauthorised")
            }
        }
    }
}
