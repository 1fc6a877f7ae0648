import APICore
import Foundation
import ServerTestSupport
import Testing

@Suite("weather-gateway: nearby users share one call, and nobody waits for the API")
struct CellSharingTests {
    /// `count` points spread evenly over a disk `radius` metres across around a centre (a
    /// sunflower spiral: the same points on every run).
    static func disk(
        around centre: (latitude: Double, longitude: Double), radius: Double, count: Int
    ) -> [(latitude: Double, longitude: Double)] {
        (0..<count).map { index in
            let distance = radius * (Double(index) / Double(count)).squareRoot()
            let angle = Double(index) * 2.399_963_229_728_653
            let north = distance * cos(angle) / 111_195
            let east = distance * sin(angle) / (111_195 * cos(centre.latitude * .pi / 180))
            return (centre.latitude + north, centre.longitude + east)
        }
    }

    static func path(_ point: (latitude: Double, longitude: Double)) -> String {
        String(format: "/v2.6/anything/%.4f,%.4f/realtime?lang=zh_CN&unit=metric", point.longitude, point.latitude)
    }

    /// The `location` of a Caiyun body.
    static func location(_ body: Data) throws -> (latitude: Double, longitude: Double) {
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let location = try #require(object["location"] as? [Double])
        return (location[0], location[1])
    }

    @Test("requests over a 3 km disk cost at most the cells they touch, and each answer is for a point within 0.75 km")
    func diskCostsItsCells() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        upstream.holdCalls(.milliseconds(200))
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil)
        defer { gateway.stop() }
        let points = Self.disk(around: (31.2304, 121.4737), radius: 1500, count: 120)
        let grid = try #require(CellGrid(size: 1000))
        let answers = try await withThrowingTaskGroup(of: (Int, [String: String], Data).self) { group in
            for (index, point) in points.enumerated() {
                group.addTask {
                    let answer = try await gateway.get(Self.path(point))
                    return (index, answer.headers, answer.body)
                }
                if index % 8 == 7 { _ = try await group.next() }
            }
            return try await group.reduce(into: [(Int, [String: String], Data)]()) { $0.append($1) }
        }
        var cells = Set<String>()
        for point in points {
            cells.insert(grid.cell(latitude: point.latitude, longitude: point.longitude).id)
        }
        // Sharing is per cell, not per city: a 3 km disk touches about a dozen 1 km cells.
        #expect(cells.count >= 8)
        #expect(upstream.calls.count <= cells.count)
        #expect(upstream.calls.count >= 5)
        for (index, headers, body) in answers {
            let point = points[index]
            let cell = grid.cell(latitude: point.latitude, longitude: point.longitude)
            let header = try #require(headers["x-weather-cell"])
            #expect(header.hasPrefix("\(cell.id); centre="))
            let distance = try #require(header.split(separator: "=").last.flatMap { Int($0) })
            #expect(distance <= 750)
            let location = try Self.location(body)
            #expect(
                abs(location.latitude - cell.latitude) < 0.00005 && abs(location.longitude - cell.longitude) < 0.00005)
            #expect(cell.distance(latitude: point.latitude, longitude: point.longitude) <= 750)
        }
    }

    @Test("with --share-within 0 every distinct point costs a call, as before, and no cell is named")
    func sharingOff() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, shareWithin: 0)
        defer { gateway.stop() }
        let points = Self.disk(around: (39.9087, 116.3975), radius: 300, count: 10)
        for point in points {
            let answer = try await gateway.get(Self.path(point))
            #expect(answer.status == 200 && answer.headers["x-weather-cell"] == nil)
            let location = try Self.location(answer.body)
            #expect(String(format: "%.4f", location.latitude) == String(format: "%.4f", point.latitude))
        }
        #expect(upstream.calls.count == points.count)
    }

    @Test(
        "a place asked every half second over several expiry windows is answered from the cache every time after the first"
    )
    func nobodyWaits() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        upstream.holdCalls(.milliseconds(300))
        let start = 1_800_000_000.0
        let clock = MovableClock(Date(timeIntervalSince1970: start))
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, refreshAhead: 10, now: { clock.now })
        defer { gateway.stop() }
        let path = Self.path((31.2304, 121.4737))
        var statuses: [String] = []
        // Four windows of 300 s, a request every half second of the gateway's clock.
        for _ in 0..<2400 {
            upstream.fixServerTime(Int(clock.now.timeIntervalSince1970))
            let answer = try await gateway.get(path)
            #expect(answer.status == 200)
            let status = answer.headers["cache-status"] ?? ""
            statuses.append(status)
            if let ttl = Self.ttl(status), ttl < 10 {
                // A refresh is under way in the background: give it the (real) time it takes
                // before the clock moves on, as a steady stream of users would.
                try await waitUntil("the refresh landed") {
                    (try? await gateway.get(path)).flatMap { Self.ttl($0.headers["cache-status"] ?? "") }.map {
                        $0 > 10
                    }
                        ?? false
                }
            }
            clock.advance(by: 0.5)
        }
        #expect(statuses.first?.contains("fwd=miss") == true)
        #expect(statuses.dropFirst().allSatisfy { $0.hasPrefix("weather-gateway; hit; ") && !$0.contains("fwd=") })
        #expect((4...6).contains(upstream.calls.count))
        let metrics = String(decoding: try await gateway.get("/metrics", key: nil).body, as: UTF8.self)
        #expect(metrics.contains(#"weather_gateway_refreshes_total{event="started"}"#))
    }

    /// The `ttl` of a `Cache-Status` value.
    static func ttl(_ status: String) -> Int? {
        status.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("ttl=") }
            .flatMap { Int($0.dropFirst(4)) }
    }

    @Test(
        "with upstream failing or silent after warm-up, the answer stands in marked stale, with its age, until the stale limit"
    )
    func staleIfError() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let start = 1_800_000_000.0
        let clock = MovableClock(Date(timeIntervalSince1970: start))
        upstream.fixServerTime(Int(start))
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, refreshAhead: 0, staleIfError: 600, staleAfter: 3,
            upstreamTimeout: 5, now: { clock.now })
        defer { gateway.stop() }
        // A failure that took longer than the stale-after budget (retries on a busy machine)
        // would be marked upstream-slow, so the budget is 3 s here, still below the timeout.
        let path = Self.path((31.2304, 121.4737))
        let warm = try await gateway.get(path)
        #expect(warm.headers["cache-status"] == "weather-gateway; fwd=miss; stored; ttl=300")
        #expect(warm.headers["age"] == "0")

        upstream.fail(with: 503)
        clock.advance(by: 420)
        let stale = try await gateway.get(path)
        #expect(stale.status == 200)
        #expect(stale.body == warm.body)
        #expect(
            stale.headers["cache-status"]
                == "weather-gateway; hit; fwd=stale; fwd-status=503; ttl=-120; detail=upstream-failed")
        #expect(stale.headers["age"] == "420")
        #expect(stale.headers["x-cache"] == "stale")
        #expect(stale.headers["cache-control"] == "max-age=0")

        // Upstream that takes longer than the gateway waits: past the 10 s hold the gateway asks
        // again, and after --stale-after (3 s) the same answer stands in while the call goes on.
        upstream.fail(with: nil)
        upstream.holdCalls(.seconds(30))
        clock.advance(by: 11)
        // "upstream-slow" is only said before the upstream timeout (5 s here) could have passed.
        let silent = try await gateway.get(path)
        #expect(silent.status == 200 && silent.body == warm.body)
        #expect(silent.headers["cache-status"] == "weather-gateway; hit; fwd=stale; ttl=-131; detail=upstream-slow")
        #expect(silent.headers["age"] == "431")
        upstream.holdCalls(nil)
        upstream.fail(with: 503)

        clock.advance(by: 600)
        let failed = try await gateway.get(path)
        #expect(failed.status == 502)
        #expect(failed.headers["cache-status"] == "weather-gateway; fwd=miss; fwd-status=503; detail=http_status")
    }
}
