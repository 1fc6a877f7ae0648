import Exist
import Foundation
import TestSupport
import Testing

@Suite("A range of days over loopback")
struct RangeTests {
    @Test("values(of:from:through:) pages back from the last day and stops at the first day before the range")
    func range() async throws {
        let pages = [
            "1":
                #"{"count": 9, "next": "https://exist.io/api/2/attributes/values/?attribute=steps&page=2", "previous": null, "results": [{"date": "2022-05-09", "value": 900}, {"date": "2022-05-08", "value": null}, {"date": "2022-05-07", "value": 700}]}"#,
            "2":
                #"{"count": 9, "next": "https://exist.io/api/2/attributes/values/?attribute=steps&page=3", "previous": null, "results": [{"date": "2022-05-06", "value": 600}, {"date": "2022-05-05", "value": 500}, {"date": "2022-05-04", "value": 400}]}"#,
            "3": #"{"count": 9, "next": null, "previous": null, "results": [{"date": "2022-05-03", "value": 300}]}"#,
        ]
        try await LoopbackServer.run({ .json(pages[$0.query["page"] ?? "1"] ?? "{}") }) { server in
            let client = ExistClient.testing(server)
            let values = try await client.values(
                of: "steps", from: ExistDate("2022-05-06")!, through: ExistDate("2022-05-09")!)
            #expect(values.map(\.date.description) == ["2022-05-09", "2022-05-08", "2022-05-07", "2022-05-06"])
            #expect(values[1].value == .null)
            #expect(values[2].value == .integer(700))
            // Two pages, not the third: the second already reached a day before the range.
            #expect(server.requests.count == 2)
            #expect(server.requests.first?.query == ["attribute": "steps", "date_max": "2022-05-09", "limit": "4"])
            let backwards = try await client.values(
                of: "steps", from: ExistDate("2022-05-09")!, through: ExistDate("2022-05-06")!)
            #expect(backwards.isEmpty)
            #expect(server.requests.count == 2)
        }
    }
}
