import Foundation
import ServerTestSupport
import Testing

@testable import WeatherGateway

@Suite("Anonymous visitors share one upstream budget; a trusted proxy's header names the visitor")
struct PageBudgetTests {
    /// Places the table knows, each its own upstream call.
    static let places = [
        "Beijing", "Shanghai", "London", "Paris", "Tokyo", "Berlin", "Madrid", "Cairo", "Lima", "Oslo",
    ]

    @Test("pages for uncached places past the budget answer 503 with Retry-After; cached places still render")
    func budget() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, publicPages: true, pageUpstreamBudget: 4,
            trustedProxies: ["127.0.0.1"])
        defer { gateway.stop() }
        var statuses: [Int] = []
        for (index, place) in Self.places.enumerated() {
            // Each from an address of its own, as many visitors would come.
            let answer = try await gateway.get(
                "/\(place)?format=3", key: nil, headers: ["X-Forwarded-For": "198.51.100.\(index + 1)"])
            statuses.append(answer.status)
            if answer.status == 503 {
                #expect(Int(answer.headers["retry-after"] ?? "") ?? 0 >= 1)
                #expect(String(decoding: answer.body, as: UTF8.self).contains("try this one again"))
            }
        }
        #expect(statuses.prefix(4).allSatisfy { $0 == 200 })
        #expect(statuses.dropFirst(4).allSatisfy { $0 == 503 })
        #expect(upstream.weatherCalls.count == 4)
        // A place already asked for costs nothing, and renders.
        #expect(try await gateway.get("/Beijing?format=3", key: nil).status == 200)
        // Apps with a client key are not charged to the pages' budget.
        #expect(try await gateway.get("/v2.6/x/2.3522,48.8566/realtime").status == 200)
        #expect(upstream.weatherCalls.count == 5)
    }

    @Test("one visitor spends at most a tenth of the budget; the others' uncached places still render")
    func visitorShare() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // 20 calls a minute: 2 for any one visitor.
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, publicPages: true, pageUpstreamBudget: 20,
            trustedProxies: ["127.0.0.1"])
        defer { gateway.stop() }
        var greedy: [Int] = []
        for place in Self.places.prefix(5) {
            greedy.append(
                try await gateway.get("/\(place)?format=3", key: nil, headers: ["X-Forwarded-For": "198.51.100.1"])
                    .status)
        }
        #expect(greedy == [200, 200, 503, 503, 503])
        // Another address (and another /64 for IPv6) has a share of its own.
        for (visitor, place) in [
            ("198.51.100.2", "Berlin"), ("2001:db8:1:2::7", "Madrid"), ("2001:db8:1:3::7", "Cairo"),
        ] {
            let answer = try await gateway.get("/\(place)?format=3", key: nil, headers: ["X-Forwarded-For": visitor])
            #expect(answer.status == 200, "\(visitor)")
        }
        #expect(upstream.weatherCalls.count == 5)
    }

    @Test("100 source addresses in 127.0.0.0/8 × 4 uncached places cost no more calls than the default budget")
    func manyAddresses() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        // The default budget (60 calls a minute, bursts of 60) and per-address limit (2 a second,
        // bursts of 4): every visitor's four pages pass its own limit.
        let gateway = try await RunningGateway.start(
            upstream: upstream, databaseURL: nil, publicPages: true, pageRate: 2, pageUpstreamBudget: 60)
        defer { gateway.stop() }
        let started = ContinuousClock.now
        var answers: [(place: String, status: Int, text: String)] = []
        // Ten visitors at a time, each from its own address, four places each, 400 places in all.
        for batch in 0..<10 {
            try await withThrowingTaskGroup(of: [(String, Int, String)].self) { group in
                for visitor in (batch * 10 + 2)..<(batch * 10 + 12) {
                    group.addTask {
                        var answers: [(String, Int, String)] = []
                        for place in 0..<4 {
                            // A coordinate of its own per page: its own cell, its own upstream call.
                            let path = String(
                                format: "/%.2f,%.2f?format=3", 10 + Double(visitor) * 0.3, Double(place) * 5)
                            let connection = try RawConnection(port: gateway.port, from: "127.0.0.\(visitor)")
                            let answer = try #require(
                                await connection.exchange(
                                    "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
                            answers.append((path, answer.status, answer.text))
                        }
                        return answers
                    }
                }
                for try await some in group { answers += some.map { (place: $0.0, status: $0.1, text: $0.2) } }
            }
        }
        let elapsed = Double((ContinuousClock.now - started).components.seconds) + 1
        let served = answers.filter { $0.status == 200 }
        let refused = answers.filter { $0.status == 503 }
        #expect(answers.count == 400 && served.count + refused.count == 400)
        // A burst of 60, then one a second while the test ran: nothing more reached upstream.
        #expect(upstream.weatherCalls.count <= 60 + Int(elapsed))
        #expect(served.count >= 60 && served.count == upstream.weatherCalls.count)
        #expect(refused.allSatisfy { $0.text.lowercased().contains("\r\nretry-after: ") })
        // A place already answered renders again, from another address, at no cost.
        let calls = upstream.weatherCalls.count
        let again = try RawConnection(port: gateway.port, from: "127.0.0.200")
        let cached = try #require(
            await again.exchange("GET \(served[0].place) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
        #expect(cached.status == 200 && upstream.weatherCalls.count == calls)
    }

    @Test("the per-address page limit reads X-Forwarded-For only from a trusted proxy")
    func trustedProxy() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        for trusted in [true, false] {
            // One page per address, then one every 100 s: a slow machine cannot refill it mid-test.
            let gateway = try await RunningGateway.start(
                upstream: upstream, databaseURL: nil, publicPages: true, pageRate: 0.01,
                trustedProxies: trusted ? ["127.0.0.0/8", "::1"] : [])
            defer { gateway.stop() }
            var statuses: [Int] = []
            for visitor in ["203.0.113.7", "203.0.113.7", "203.0.113.7", "203.0.113.8"] {
                statuses.append(
                    try await gateway.get("/", key: nil, headers: ["X-Forwarded-For": "\(visitor), 127.0.0.1"]).status)
            }
            // Trusted: the second from one visitor is refused, another visitor is not. Untrusted:
            // every request is the proxy's own, so all but the first are refused.
            #expect(statuses == (trusted ? [200, 429, 429, 200] : [200, 429, 429, 429]), "trusted: \(trusted)")
        }
    }

    @Test("networks and chains: v4 and v6 prefixes, Forwarded's for=, a forged first hop ignored")
    func networks() throws {
        let networks = ["10.0.0.0/8", "2001:db8::/32", "192.0.2.1"].compactMap(TrustedProxies.Network.init)
        let proxies = TrustedProxies(networks: networks)
        #expect(proxies.isTrusted("10.20.30.40") && proxies.isTrusted("2001:db8::5") && proxies.isTrusted("192.0.2.1"))
        #expect(!proxies.isTrusted("11.0.0.1") && !proxies.isTrusted("192.0.2.2") && !proxies.isTrusted("nonsense"))
        #expect(
            proxies.client(remote: "10.0.0.1", forwardedFor: "1.2.3.4, 5.6.7.8, 10.9.9.9", forwarded: nil) == "5.6.7.8")
        // Behind a proxy that writes Forwarded, a visitor's own X-Forwarded-For is not believed.
        let standard = TrustedProxies(networks: networks, header: .forwarded)
        #expect(
            standard.client(
                remote: "10.0.0.1", forwardedFor: "9.9.9.9",
                forwarded: #"for="[2001:db8:cafe::17]:4711", for=198.51.100.17"#) == "198.51.100.17")
        #expect(standard.client(remote: "10.0.0.1", forwardedFor: "9.9.9.9", forwarded: nil) == "10.0.0.1")
        #expect(proxies.client(remote: "10.0.0.1", forwardedFor: nil, forwarded: "for=198.51.100.17") == "10.0.0.1")
        #expect(proxies.client(remote: "8.8.8.8", forwardedFor: "1.2.3.4", forwarded: nil) == "8.8.8.8")
        // IPv6 visitors count by their /64; IPv4, also IPv4-mapped, by the address.
        #expect(
            proxies.client(remote: "2a00:1450:4001:80b::200e", forwardedFor: nil, forwarded: nil)
                == "2a00:1450:4001:80b::/64")
        #expect(
            proxies.client(remote: "2a00:1450:4001:80b:1:2:3:4", forwardedFor: nil, forwarded: nil)
                == "2a00:1450:4001:80b::/64")
        #expect(proxies.client(remote: "::ffff:198.51.100.9", forwardedFor: nil, forwarded: nil) == "198.51.100.9")
        #expect(
            proxies.client(remote: "10.0.0.1", forwardedFor: "2001:4860:1:2:aaaa::1", forwarded: nil)
                == "2001:4860:1:2::/64")
        #expect(proxies.client(remote: "10.0.0.1", forwardedFor: "not-an-address", forwarded: nil) == "10.0.0.1")
        for bad in ["10.0.0.0/33", "10.0.0/8", "example.com", "::1/129"] {
            #expect(TrustedProxies.Network(bad) == nil, "\(bad)")
        }
    }
}
