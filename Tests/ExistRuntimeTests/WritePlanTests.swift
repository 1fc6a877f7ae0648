import Exist
import Foundation
import Testing

@testable import ExistRuntime

/// The write plans' parts that need no server: predicted names, ranges, request estimates, the
/// CSV of values not sent.
@Suite("write plans")
struct WritePlanTests {
    @Test("a label's predicted name keeps letters a to z and digits, one _ between runs of the rest")
    func predictedNames() {
        #expect(AttributeNames.predicted("Green tea") == "green_tea")
        #expect(AttributeNames.predicted(" Bad-sleep! ") == "bad_sleep")
        #expect(AttributeNames.predicted("Élan") == "lan")
        #expect(AttributeNames.predicted("咖啡") == "")
        #expect(AttributeNames.predicted("咖啡 time 2") == "time_2")
    }

    @Test("ranges refuse what no day holds and let forced values through")
    func ranges() throws {
        #expect(throws: ExistRuntimeError.self) { try ValueParser.value("-5", type: .integer, name: "steps") }
        #expect(try ValueParser.value("-5", type: .integer, name: "steps", force: true) == .integer(-5))
        #expect(try ValueParser.value("24:00", type: .duration, name: "sleep") == .integer(1440))
        #expect(throws: ExistRuntimeError.self) { try ValueParser.value("24:01", type: .duration, name: "sleep") }
        #expect(try ValueParser.value("-3.5", type: .decimal, name: "temp") == .number(-3.5))
        #expect(try ValueParser.value("100%", type: .percentage, name: "humidity") == .number(1))
        do {
            _ = try ValueParser.value("150%", type: .percentage, name: "humidity")
            Issue.record("150% was taken")
        } catch {
            #expect(error.code == .implausibleValue && error.message.contains("humidity: \"150%\" is outside 0 to 1"))
        }
        let day = try #require(ExistDate("2024-03-13"))
        #expect(throws: ExistRuntimeError.self) {
            try ValueRange.checkTotal(adding: -5, to: .null, type: .integer, name: "coffees", date: day)
        }
        try ValueRange.checkTotal(adding: -5, to: 7, type: .integer, name: "coffees", date: day)
    }

    @Test("the requests of a write: the profile, the attributes, the values replaced, and 35 values a write")
    func estimate() throws {
        let first = try #require(ExistDate("2020-01-01"))
        let updates = (0..<10_000).map { ExistValueUpdate(name: "steps", date: first.adding(days: $0), value: 1) }
        let estimate = RequestEstimate(updates: updates, names: ["steps"], known: updates)
        #expect(estimate.writes == 286 && estimate.reads == 102 && !estimate.fits)
        #expect(estimate.description == "about 388 requests (286 writes of up to 35 values, 102 reads)")
        let one = RequestEstimate(updates: Array(updates.prefix(1)), names: ["steps"], known: [])
        #expect(one.description == "about 3 requests (1 write of up to 35 values, 2 reads)" && one.fits)
    }

    @Test("values not sent are written as the CSV update --csv reads, beside the file they came from")
    func unsentRows() throws {
        let day = try #require(ExistDate("2024-03-13"))
        let entries = [
            ImportPlan.Entry(row: 2, name: "mood_note", date: day, text: "Calm, then \"busy\""),
            ImportPlan.Entry(row: 3, name: "sleep_start", date: day, text: "23:30"),
        ]
        #expect(
            UnsentRows.csv(entries)
                == "name,date,value\nmood_note,2024-03-13,\"Calm, then \"\"busy\"\"\"\nsleep_start,2024-03-13,23:30\n")
        let here = URL(fileURLWithPath: "/work", isDirectory: true)
        let input = URL(fileURLWithPath: "/data/history.csv")
        #expect(UnsentRows.defaultFile(besides: input, directory: here).path == "/data/history-unsent.csv")
        let again = URL(fileURLWithPath: "/data/history-unsent.csv")
        #expect(UnsentRows.defaultFile(besides: again, directory: here).path == "/data/history-unsent.csv")
        #expect(UnsentRows.defaultFile(besides: nil, directory: here).path == "/work/exist-unsent.csv")
    }
}
