import Exist
import Foundation
import TestSupport
import Testing

/// Writes in batches of 35; 200 and 202 are both answers; increments are never repeated.
@Suite("Writes over loopback")
struct WriteTests {
    /// A server that answers every update item with success, echoing it.
    private static func echoUpdates(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        let items = request.jsonArray
        let body = try? JSONSerialization.data(withJSONObject: ["success": items, "failed": [] as [Any]])
        return .json(body ?? Data())
    }

    @Test("80 updates go out as 35, 35 and 10, as JSON arrays, and every success comes back")
    func batches() async throws {
        let day = ExistDate("2026-10-07")!
        let items = (0..<80).map {
            ExistValueUpdate(name: "steps", date: day.adding(days: -$0), value: .integer(1000 + $0))
        }
        try await LoopbackServer.run({ Self.echoUpdates($0) }) { server in
            let result = try await ExistClient.testing(server).update(items)
            #expect(result.success.count == 80 && result.isComplete)
            #expect(result.statuses == [200, 200, 200])
            #expect(server.requests.map { $0.jsonArray.count } == [35, 35, 10])
            #expect(server.requests.allSatisfy { $0.method == "POST" && $0.rawPath == "/api/2/attributes/update/" })
            #expect(server.requests[0].headers["content-type"] == "application/json")
            let first = server.requests[0].jsonArray[0]
            #expect(
                first["name"] as? String == "steps" && first["date"] as? String == "2026-10-07"
                    && first["value"] as? Int == 1000)
            #expect(result.success.last?.value == 1079)
        }
    }

    @Test("a 202 answer lists successes and failures; failed items keep whatever they echoed")
    func partial() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_attributes_update_partial_202.docs", status: 202) }) {
            server in
            let result = try await ExistClient.testing(server).update([
                ExistValueUpdate(
                    name: "mood_note", date: ExistDate("2015-05-20")!, value: "Great day playing with the Exist API"),
                ExistValueUpdate(name: "mood", date: ExistDate("2015-05-20")!, value: .null),
            ])
            #expect(result.statuses == [202] && !result.isComplete)
            #expect(result.success.map(\.name) == ["mood_note"])
            #expect(result.failed.map(\.errorCode) == ["missing_field"])
            #expect(result.failed[0].error == "Object at index 0 missing field(s) 'value'")
            #expect(result.interruption == nil)
        }
    }

    @Test("an increment the server applied but answered with 500 is not sent again: its outcome is unknown")
    func incrementNotRepeated() async throws {
        let applied = Locked(0)
        try await LoopbackServer.run({ request in
            applied.withLock { $0 += request.jsonArray.count }
            return .json(#"{"detail": "server error"}"#, status: 500)
        }) { server in
            let error = try await #require(throws: ExistError.self) {
                _ = try await ExistClient.testing(server).increment([ExistIncrement(name: "coffees", value: 1)])
            }
            #expect(error.code == .outcomeUnknown)
            #expect(error.message.hasPrefix("The increment may or may not have been applied"))
            #expect(server.requestCount == 1)
            #expect(applied.current == 1)
            #expect(server.requests[0].rawPath == "/api/2/attributes/increment/")
        }
    }

    @Test("an increment that times out is not repeated either")
    func incrementTimeout() async throws {
        try await LoopbackServer.run({ _ in
            LoopbackServer.Reply.fixture("v2_attributes_increment.real.nango").delayed(by: .seconds(5))
        }) { server in
            let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000), skipsWaits: true)
            let client = ExistClient.testing(server, http: HTTPSettings(timeout: 30), clock: clock)
            let call = Task { try await client.increment([ExistIncrement(name: "steps", value: 3)]) }
            // The deadline passes once the server holds the request, however busy the machine.
            #expect(await clock.waitUntil { _ in server.requestCount == 1 && clock.pendingDeadlines == 1 })
            clock.advance(by: 30)
            let error = try await #require(throws: ExistError.self) { _ = try await call.value }
            #expect(error.code == .outcomeUnknown)
            #expect((error.underlyingError as? ExistError)?.code == .timeout)
            #expect(server.requestCount == 1)
        }
    }

    @Test("increments answer with the new total; a refused connection is a plain failure, not unknown")
    func incrementAnswers() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_attributes_increment.real.nango") }) { server in
            let result = try await ExistClient.testing(server).increment([ExistIncrement(name: "steps", value: 3)])
            #expect(result.success.first?.current == 12348)
            #expect(server.requests[0].jsonArray[0]["date"] == nil)
        }
        let closed = try FaultServer(.drop)
        closed.stop()
        let client = ExistClient(
            configuration: .init(
                authentication: .bearerToken(Secret.token), baseURL: closed.baseURL, http: HTTPSettings(timeout: 120)))
        let error = try await #require(throws: ExistError.self) {
            _ = try await client.increment([ExistIncrement(name: "steps", value: 3)])
        }
        #expect(error.code == .connectionFailed)
    }

    @Test("an update that meets a 503 is retried: updates are idempotent")
    func updateRetried() async throws {
        let calls = Locked(0)
        try await LoopbackServer.run({ request in
            calls.withLock {
                $0 += 1
                return $0
            } == 1 ? LoopbackServer.Reply(status: 503) : Self.echoUpdates(request)
        }) { server in
            let result = try await ExistClient.testing(server).update([
                ExistValueUpdate(name: "mood", date: ExistDate("2026-10-07")!, value: 7)
            ])
            #expect(result.success.count == 1)
            #expect(server.requestCount == 2)
        }
    }

    @Test("when a later batch fails, earlier successes are kept and the rest are listed as failed")
    func interrupted() async throws {
        let calls = Locked(0)
        try await LoopbackServer.run({ request in
            calls.withLock {
                $0 += 1
                return $0
            } == 1 ? Self.echoUpdates(request) : LoopbackServer.Reply(status: 429, headers: ["Retry-After": "3600"])
        }) { server in
            let items = (1...40).map { ExistValueUpdate(name: "tag\($0)", date: ExistDate("2026-10-07")!, value: 1) }
            let result = try await ExistClient.testing(server, batchSize: 15).update(items)
            #expect(result.success.count == 15)
            #expect(result.interruption?.code == .rateLimited)
            #expect(result.failed.count == 25)
            #expect(result.failed.prefix(15).allSatisfy { $0.errorCode == "rate_limited" })
            #expect(result.failed.suffix(10).allSatisfy { $0.errorCode == "not_sent" })
            #expect(result.failed.first?.name == "tag16" && result.failed.last?.value == 1)
            #expect(server.requestCount == 2)
        }
    }

    @Test("acquire, release and create send their items and query flags")
    func ownership() async throws {
        try await LoopbackServer.run({ request in
            switch request.rawPath {
            case "/api/2/attributes/acquire/": .fixture("v2_attributes_acquire_success_objects.real.nango")
            case "/api/2/attributes/release/": .fixture("v2_attributes_release_partial_202.docs", status: 202)
            default: .fixture("v2_attributes_create_success_objects.real.nango")
            }
        }) { server in
            let client = ExistClient.testing(server)
            let acquired = try await client.acquire(
                [.name("nango_registry_test", manual: true), .template("steps")], allowUserDefined: true,
                returningObjects: true)
            #expect(acquired.success.compactMap(\.attribute?.service?.name) == ["nango1234", "nango1234"])
            let released = try await client.release(names: ["mood_note", "mood"])
            #expect(released.failed.first?.errorCode == "unauthorised")
            let created = try await client.createAttributes([
                .template("energy_level"),
                .custom(label: "Nango Create Demo", group: "productivity", valueType: .integer),
            ])
            #expect(created.success.map(\.name) == ["energy_level", "nango_create_demo"])
            #expect(server.requests[0].query == ["allow_user_defined": "true", "success_objects": "true"])
            #expect(
                server.requests[0].bodyText == #"[{"manual":true,"name":"nango_registry_test"},{"template":"steps"}]"#)
            #expect(server.requests[1].bodyText == #"[{"name":"mood_note"},{"name":"mood"}]"#)
            #expect(
                server.requests[2].bodyText.contains(
                    #"{"group":"productivity","label":"Nango Create Demo","manual":true,"value_type":0}"#))
        }
    }
}
