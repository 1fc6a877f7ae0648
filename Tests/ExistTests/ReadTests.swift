import Exist
import Foundation
import TestSupport
import Testing

/// Reads against a real HTTP server on 127.0.0.1 replaying recorded responses.
@Suite("Reads over loopback")
struct ReadTests {
    @Test("the profile is fetched with the bearer token; a simple token uses the Token scheme")
    func authorizationHeaders() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_accounts_profile.docs") }) { server in
            let profile = try await ExistClient.testing(server).profile()
            #expect(profile.username == "josh")
            _ = try await ExistClient.testing(server, authentication: .simpleToken("simpleTOKEN42")).profile()
            let requests = server.requests
            #expect(requests.map(\.rawPath) == ["/api/2/accounts/profile/", "/api/2/accounts/profile/"])
            #expect(requests[0].headers["authorization"] == "Bearer \(Secret.token)")
            #expect(requests[1].headers["authorization"] == "Token simpleTOKEN42")
        }
    }

    @Test("pagination follows absolute exist.io links on the configured host, three pages, as items and as pages")
    func pagination() async throws {
        let pages = [
            #"{"count": 5, "next": "https://exist.io/api/2/attributes/?page=2&limit=2", "previous": null, "results": [ATTR_steps, ATTR_floors]}"#,
            #"{"count": 5, "next": "https://exist.io/api/2/attributes/?page=3&limit=2", "previous": "https://exist.io/api/2/attributes/?limit=2", "results": [ATTR_mood, ATTR_sleep]}"#,
            #"{"count": 5, "next": null, "previous": "https://exist.io/api/2/attributes/?page=2&limit=2", "results": [ATTR_coffee]}"#,
        ].map { page in
            ["steps", "floors", "mood", "sleep", "coffee"].reduce(page) { text, name in
                text.replacingOccurrences(of: "ATTR_\(name)", with: Self.attributeJSON(name))
            }
        }
        try await LoopbackServer.run({ request in
            .json(pages[(Int(request.query["page"] ?? "1") ?? 1) - 1])
        }) { server in
            let client = ExistClient.testing(server)
            let names = try await client.attributes().pageSize(2).collect().map(\.name)
            #expect(names == ["steps", "floors", "mood", "sleep", "coffee"])
            #expect(
                server.requests.map(\.query) == [
                    ["limit": "2"], ["page": "2", "limit": "2"], ["page": "3", "limit": "2"],
                ])
            #expect(
                server.requests.allSatisfy {
                    $0.rawPath == "/api/2/attributes/" && $0.headers["authorization"] == "Bearer \(Secret.token)"
                })

            var counts: [Int] = []
            for try await page in client.attributes().pageSize(2).pages { counts.append(page.results.count) }
            #expect(counts == [2, 2, 1])

            let first = try await client.attributes().page(1, size: 2)
            let second = try #require(try await client.attributes().page(after: first))
            #expect(second.results.map(\.name) == ["mood", "sleep"])
            #expect(try await client.attributes().page(after: try await client.attributes().page(3)) == nil)

            let limited = try await client.attributes().pageSize(2).collect(limit: 3)
            #expect(limited.count == 3)
        }
    }

    @Test("filters become query items, and names are filtered again on the client")
    func filters() async throws {
        let page =
            #"{"count": 2, "next": null, "previous": null, "results": [\#(Self.attributeJSON("steps")), \#(Self.attributeJSON("mood"))]}"#
        try await LoopbackServer.run({ _ in .json(page) }) { server in
            let client = ExistClient.testing(server)
            let filter = ExistAttributeFilter(
                names: ["mood"], groups: ["mood", "sleep"], manual: false, includeInactive: true)
            let attributes = try await client.attributes(filter).collect()
            #expect(attributes.map(\.name) == ["mood"])
            #expect(
                server.requests[0].query == [
                    "attributes": "mood", "groups": "mood,sleep", "manual": "false", "include_inactive": "true",
                    "limit": "100",
                ])
            _ = try await client.attributesWithValues(
                ExistAttributeFilter(groups: ["activity"]), templates: ["steps"], days: 7,
                endingOn: ExistDate("2022-05-16")
            ).page()
            #expect(server.requests[1].rawPath == "/api/2/attributes/with-values/")
            #expect(
                server.requests[1].query == [
                    "groups": "activity", "templates": "steps", "days": "7", "date_max": "2022-05-16",
                ])
            _ = try await client.ownedAttributes().page()
            #expect(server.requests[2].rawPath == "/api/2/attributes/owned/")
        }
    }

    @Test("every list endpoint sends its own parameters")
    func endpoints() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_empty_page.real.nango") }) { server in
            let client = ExistClient.testing(server)
            let may1 = ExistDate("2022-05-01")!
            let may31 = ExistDate("2022-05-31")!
            _ = try await client.attributeTemplates(groups: ["activity"], includeLowPriority: true).page()
            _ = try await client.values(of: "steps", endingOn: may31).page(2, size: 50)
            _ = try await client.insights(from: may1, to: may31, priority: 2).page()
            _ = try await client.averages(
                attributes: ["steps"], groups: ["activity"], from: may1, to: may31, includeHistorical: true
            ).page()
            _ = try await client.correlations(attribute: "sleep", strongOnly: true, confidentOnly: true).page()
            let seen = server.requests.map {
                "\($0.rawPath)?\($0.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))"
            }
            #expect(
                seen == [
                    "/api/2/attributes/templates/?groups=activity&include_low_priority=true",
                    "/api/2/attributes/values/?attribute=steps&date_max=2022-05-31&limit=50&page=2",
                    "/api/2/insights/?date_max=2022-05-31&date_min=2022-05-01&priority=2",
                    "/api/2/averages/?attributes=steps&date_max=2022-05-31&date_min=2022-05-01&groups=activity&include_historical=true",
                    "/api/2/correlations/?attribute=sleep&confident=1&strong=1",
                ])
        }
    }

    @Test("the combo look-up returns the correlation, nil for Exist's 404 not_found, and an error for any other 404")
    func combo() async throws {
        try await LoopbackServer.run({ request in
            switch request.query["attribute2"] {
            case "workouts_min": .fixture("v2_correlations_combo.docs")
            case "coffee": .json(#"{"error":"not_found"}"#, status: 404)
            default: .html("<html><title>404 Not Found</title></html>", status: 404)
            }
        }) { server in
            let client = ExistClient.testing(server)
            let found = try await client.correlation(between: "sleep", and: "workouts_min")
            #expect(found?.stars == 4 && found?.attribute2 == "workouts_min")
            #expect(try await client.correlation(between: "sleep", and: "coffee") == nil)
            #expect(server.requests[1].query == ["attribute": "sleep", "attribute2": "coffee"])
            let error = try await #require(throws: ExistError.self) {
                _ = try await client.correlation(between: "sleep", and: "steps")
            }
            #expect(error.code == .notFound && error.httpStatus == 404)
        }
    }

    @Test("bad parameters fail before any request")
    func invalidParameters() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_empty_page.real.nango") }) { server in
            let client = ExistClient.testing(server)
            for attempt in [
                { _ = try await client.attributesWithValues(days: 40).page() },
                { _ = try await client.insights(priority: 9).page() },
                { _ = try await client.values(of: " ").page() },
                { _ = try await client.attributes().page(0) },
                { _ = try await client.attributes().page(1, size: 500) },
            ] as [@Sendable () async throws -> Void] {
                let error = try await #require(throws: ExistError.self) { try await attempt() }
                #expect(error.code == .invalidParameter)
            }
            #expect(server.requestCount == 0)
        }
    }

    @Test("a next link that repeats a page stops the walk with an error instead of looping")
    func loopingNext() async throws {
        let page = #"{"count": 9, "next": "https://exist.io/api/2/insights/?page=2", "previous": null, "results": []}"#
        try await LoopbackServer.run({ _ in .json(page) }) { server in
            let error = try await #require(throws: ExistError.self) {
                _ = try await ExistClient.testing(server).insights().collect()
            }
            #expect(error.code == .unexpectedResponse)
            #expect(server.requestCount == 2)
        }
    }

    static func attributeJSON(_ name: String) -> String {
        #"{"template": "\#(name)", "name": "\#(name)", "label": "\#(name.capitalized)", "group": {"name": "g", "label": "G", "priority": 1}, "service": null, "active": true, "priority": 1, "manual": false, "value_type": 0, "value_type_description": "Integer"}"#
    }
}
