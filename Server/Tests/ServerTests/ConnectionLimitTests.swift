import Foundation
import ServerTestSupport
import Testing

@Suite("weather-gateway under idle and slow connections: the cap makes way, a late request head is closed")
struct ConnectionLimitTests {
    static let realtime = "/v2.6/anything/121.4737,31.2304/realtime?lang=zh_CN&unit=metric"

    /// The value of the metric line that starts with `name` (labels included), if any.
    static func metric(_ name: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
            .flatMap { Double($0.dropFirst(name.count + 1)) }
    }

    @Test("150 idle connections against a cap of 50: the oldest make way, /healthz and a keyed request answer")
    func idleFlood() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // Timeouts far longer than the test: only making way at the cap can let a request in.
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, idleTimeout: 300, requestHeadTimeout: 300, maximumConnections: 50)
        defer { gateway.stop() }
        let idle = try (0..<150).map { _ in try RawConnection(port: gateway.port) }
        // Queued behind the idle ones, these would wait the 300 s: the 15 s limit fails them.
        #expect(try await gateway.get("/healthz", key: nil, timeout: 15).status == 200)
        #expect(try await gateway.get(Self.realtime, timeout: 15).status == 200)
        var closed = 0
        for _ in 0..<300 {
            closed = idle.filter(\.isClosedByServer).count
            if closed >= 100 { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(closed >= 100)
        // Longest waiting first: the first connection made way, the newest is still open.
        #expect(idle[0].isClosedByServer)
        #expect(!idle[149].isClosedByServer)
        let metrics = String(decoding: try await gateway.get("/metrics", key: nil, timeout: 15).body, as: UTF8.self)
        #expect(try #require(Self.metric("weather_gateway_connections_open", in: metrics)) <= 50)
        let madeWay = Self.metric(#"weather_gateway_connections_closed_total{reason="making_way"}"#, in: metrics)
        #expect(try #require(madeWay) >= 100)
    }

    @Test("a request head must arrive in time: silent and half-sent heads are closed, a kept-alive wait is not")
    func headDeadline() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // A 2 s head deadline beside a 300 s idle timeout: what closes within 60 s is the deadline.
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, idleTimeout: 300, requestHeadTimeout: 2)
        defer { gateway.stop() }
        let silent = try RawConnection(port: gateway.port)
        let half = try RawConnection(port: gateway.port)
        half.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        let kept = try RawConnection(port: gateway.port)
        kept.write("GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let answer = await kept.readAnswer(waitingAtMost: 60)
        #expect(answer.contains(" 200 OK") && answer.hasSuffix(#"{"status":"alive"}"#))
        // Five seconds of silence after the answer, longer than the deadline: keep-alive holds.
        let quiet = await kept.readUntilClosed(waitingAtMost: 5)
        #expect(quiet.text.isEmpty && !quiet.closed)
        // The next head's first bytes start the deadline again.
        kept.write("GET /livez HTTP/1.1\r\nHo")
        for (name, connection) in [("silent", silent), ("half", half), ("kept", kept)] {
            let outcome = await connection.readUntilClosed(waitingAtMost: 60)
            #expect(outcome.closed && outcome.text.isEmpty, "\(name)")
        }
        let metrics = String(decoding: try await gateway.get("/metrics", key: nil).body, as: UTF8.self)
        let late = Self.metric(#"weather_gateway_connections_closed_total{reason="head_timeout"}"#, in: metrics)
        #expect(try #require(late) >= 3)
        #expect(try await gateway.get("/healthz", key: nil).status == 200)
    }
}
