import Exist
import ExistAPI
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The original `ExistAPI` calls on async/await: its README's examples, and each of its bugs fixed.
@Suite("ExistAPI compatibility")
struct ExistAPITests {
    private static let sydney = TimeZone(identifier: "Australia/Sydney")!

    private func api(_ server: LoopbackServer, timeZone: TimeZone? = sydney) -> ExistAPI {
        ExistAPI(client: .testing(server, now: { Date(timeIntervalSince1970: 1_652_680_897) }), timeZone: timeZone)
    }

    @Test("the README's examples compile with try await and return what they named")
    func readmeExamples() async throws {
        try await LoopbackServer.run({ request in
            switch request.rawPath {
            case "/api/2/attributes/with-values/" where request.query["page"] == "2":
                .fixture("v2_empty_page.real.nango")
            case "/api/2/attributes/with-values/": .fixture("v2_attributes_with_values_page.docs")
            case "/api/2/attributes/acquire/": .fixture("v2_attributes_acquire_partial_202.docs", status: 202)
            case "/api/2/attributes/update/": .fixture("v2_attributes_update_all_ok.real.nango")
            case "/api/2/insights/": .fixture("v2_insights_page.docs")
            case "/api/2/averages/": .fixture("v2_averages_page.docs")
            case "/api/2/correlations/": .fixture("v2_correlations_page.docs")
            default: .fixture("v2_accounts_profile.docs")
            }
        }) { server in
            let existAPI = api(server)

            let (attributes, response) = try await existAPI.attributes()
            #expect(attributes.map(\.name) == ["steps"])
            #expect((response as? HTTPURLResponse)?.statusCode == 200)

            let (some, _) = try await existAPI.attributes(names: ["steps", "mood"], limit: 12)
            #expect(try some.first?.getIntValues().map(\.value) == [1533])

            let (successfullyAcquired, _) = try await existAPI.acquire(names: ["steps"])
            #expect(successfullyAcquired.success?.map(\.name) == ["mood_note"])

            let (updated, _) = try await existAPI.update(attributes: [
                IntAttributeUpdate(name: "steps", date: Date(), value: 3158)
            ])
            #expect(updated.success?.first?.value == "12345")

            async let insights = existAPI.insights()
            async let averages = existAPI.averages(limit: 30)
            async let correlations = existAPI.correlations()
            let all = try await (insights.insights, averages.averages, correlations.correlations)
            #expect(all.0.count == 12 && all.1.count == 2 && all.2.first?.stars == 5)

            let (user, _) = try await existAPI.user()
            #expect(user.username == "josh" && user.id == nil && !user.imperialUnits)
        }
    }

    @Test("bug 1 fixed: getIntValues keeps every integer, even above 2^24, and nulls as nil")
    func intValues() async throws {
        let page =
            #"{"count": 1, "next": null, "previous": null, "results": [{"template": "steps", "name": "steps", "label": "Steps", "group": {"name": "activity", "label": "Activity", "priority": 1}, "service": {"name": "x", "label": "X"}, "active": true, "priority": 1, "manual": false, "value_type": 0, "value_type_description": "Integer", "values": [{"date": "2022-05-16", "value": 16777217}, {"date": "2022-05-15", "value": null}, {"date": "2022-05-14", "value": 1533.0}]}]}"#
        try await LoopbackServer.run({ _ in .json(page) }) { server in
            let (attributes, _) = try await api(server).attributes(names: ["steps"], limit: 3)
            let values = try #require(attributes.first).getIntValues()
            #expect(values.map(\.value) == [16_777_217, nil, 1533])
            #expect(values[0].date == ExistDate("2022-05-16")!.start(in: Self.sydney))
            #expect(throws: AttributeError.wrongAttributeValueType) { try attributes[0].getStringValues() }
        }
    }

    @Test("bug 2 fixed: dates use the calendar year and the user's time zone (2019-12-30 stays 2019)")
    func dates() async throws {
        try await LoopbackServer.run({ request in
            request.rawPath == "/api/2/attributes/update/"
                ? .fixture("v2_attributes_update_all_ok.real.nango") : .fixture("v2_empty_page.real.nango")
        }) { server in
            let existAPI = api(server)
            // 2019-12-30T21:00:00Z, already 31 December in Sydney.
            let lateEvening = Date(timeIntervalSince1970: 1_577_739_600)
            _ = try await existAPI.update(attributes: [
                FloatAttributeUpdate(name: "weight", date: lateEvening, value: 70.5)
            ])
            #expect(server.requests[0].jsonArray[0]["date"] as? String == "2019-12-31")
            let newYork = api(server, timeZone: TimeZone(identifier: "America/New_York")!)
            _ = try await newYork.update(attributes: [
                StringAttributeUpdate(name: "mood_note", date: lateEvening, value: "ok")
            ])
            #expect(server.requests[1].jsonArray[0]["date"] as? String == "2019-12-30")
        }
    }

    @Test("bug 3 fixed: limit, page and dates are sent, each under its own key")
    func parametersSent() async throws {
        try await LoopbackServer.run({ _ in .fixture("v2_empty_page.real.nango") }) { server in
            let existAPI = api(server)
            let may1 = ExistDate("2022-05-01")!.start(in: Self.sydney)
            let may9 = ExistDate("2022-05-09")!.start(in: Self.sydney).addingTimeInterval(3600)
            _ = try await existAPI.insights(limit: 5, pageIndex: 2, minDate: may1, maxDate: may9)
            #expect(
                server.requests[0].query == [
                    "limit": "5", "page": "2", "date_min": "2022-05-01", "date_max": "2022-05-09",
                ])
            _ = try await existAPI.attributes(names: ["steps"], minDate: may1, maxDate: may9)
            #expect(
                server.requests[1].query == [
                    "attributes": "steps", "days": "9", "date_max": "2022-05-09", "limit": "100",
                ])
        }
    }

    @Test("a range longer than 31 days becomes several requests, every value merged")
    func longRange() async throws {
        try await LoopbackServer.run({ request in
            let end = request.query["date_max"] ?? ""
            return .json(
                #"{"count": 1, "next": null, "previous": null, "results": [{"template": "mood", "name": "mood", "label": "Mood", "group": {"name": "mood", "label": "Mood", "priority": 3}, "service": null, "active": true, "priority": 1, "manual": true, "value_type": 8, "value_type_description": "Integer scale (1-9)", "values": [{"date": "\#(end)", "value": 7}]}]}"#
            )
        }) { server in
            let existAPI = api(server)
            let from = ExistDate("2022-03-01")!.start(in: Self.sydney)
            let to = ExistDate("2022-05-16")!.start(in: Self.sydney)
            let (attributes, _) = try await existAPI.attributes(names: ["mood"], minDate: from, maxDate: to)
            #expect(server.requests.map { $0.query["date_max"] ?? "" } == ["2022-05-16", "2022-04-15", "2022-03-15"])
            #expect(server.requests.map { $0.query["days"] ?? "" } == ["31", "31", "15"])
            #expect(
                try attributes[0].getIntValues().map(\.day.description) == ["2022-05-16", "2022-04-15", "2022-03-15"])
        }
    }

    @Test("bug 4 fixed: per-attribute averages and correlations are read as pages")
    func pagedLists() async throws {
        try await LoopbackServer.run({ request in
            request.rawPath == "/api/2/averages/"
                ? .fixture("v2_averages_page.docs") : .fixture("v2_correlations_page_offset_minus1.guide")
        }) { server in
            let existAPI = api(server)
            let (averages, _) = try await existAPI.averages(for: "steps")
            #expect(averages.map(\.attribute) == ["steps"])
            #expect(averages[0].overall == 4174)
            #expect(server.requests[0].query == ["attributes": "steps", "include_historical": "true"])
            let (correlations, _) = try await existAPI.correlations(for: "bad_sleep", limit: 10, latest: true)
            #expect(correlations.first?.p == 1.5026407410821477e-46)
            #expect(server.requests[1].query == ["attribute": "bad_sleep", "limit": "10"])
            let (none, _) = try await existAPI.correlations(minDate: ExistDate("2022-07-01")!.start(in: Self.sydney))
            #expect(none.isEmpty)
        }
    }

    @Test("bug 5 fixed: optional fields are optional, \"true\" reads as true, and types 5, 7 and 8 are not strings")
    func lenientModels() async throws {
        try await LoopbackServer.run({ request in
            request.rawPath == "/api/2/attributes/acquire/"
                ? .fixture("v2_attributes_acquire_partial_202.docs", status: 202)
                : .fixture("v2_attributes_create_success_objects.real.nango")
        }) { server in
            let (acquired, response) = try await api(server).acquire(names: ["mood_note", "mood"])
            #expect(acquired.success?.first?.active == true)
            #expect(acquired.failed?.first?.name == "mood")
            #expect((response as? HTTPURLResponse)?.statusCode == 202)
        }
        #expect(ValueType(ExistValueType(rawValue: 5)) == .percentage)
        #expect(ValueType(ExistValueType(rawValue: 7)) == .boolean)
        #expect(ValueType(ExistValueType(rawValue: 8)) == .scale)
    }

    @Test("without a given time zone, the profile's is fetched once")
    func profileTimeZone() async throws {
        try await LoopbackServer.run({ request in
            request.rawPath == "/api/2/accounts/profile/"
                ? .fixture("v2_accounts_profile.docs") : .fixture("v2_empty_page.real.nango")
        }) { server in
            let existAPI = api(server, timeZone: nil)
            _ = try await existAPI.insights(minDate: Date(timeIntervalSince1970: 1_652_657_400))
            _ = try await existAPI.insights(minDate: Date(timeIntervalSince1970: 1_652_657_400))
            #expect(
                server.requests.map(\.rawPath) == ["/api/2/accounts/profile/", "/api/2/insights/", "/api/2/insights/"])
            #expect(server.requests[1].query["date_min"] == "2022-05-16")
        }
    }
}
