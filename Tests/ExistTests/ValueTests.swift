import APICore
import Exist
import Foundation
import Testing

/// Values read by their type: never through `Float`, nulls and sparse days kept, durations and
/// times of day as what they are.
@Suite("Typed values")
struct ValueTests {
    private func attribute(type: Int, values: String) throws -> ExistAttribute {
        let json = """
            {"name": "a", "label": "A", "template": null, "group": {"name": "custom", "label": "Custom", "priority": 12},
             "service": null, "active": true, "priority": 1, "manual": true, "value_type": \(type),
             "value_type_description": "x", "values": \(values)}
            """
        return try FastJSONDecoder().decode(ExistAttribute.self, from: Data(json.utf8))
    }

    @Test("type 0: integers above 2^24 stay exact and 1533.0 reads as 1533")
    func integers() throws {
        let steps = try attribute(
            type: 0,
            values:
                #"[{"date": "2022-05-16", "value": 16777217}, {"date": "2022-05-15", "value": 1533.0}, {"date": "2022-05-14", "value": null}]"#
        )
        #expect(steps.typedValues.map(\.value) == [.integer(16_777_217), .integer(1533), nil])
    }

    @Test("types 1 to 8 each read as what they are")
    func everyType() throws {
        let cases: [(Int, String, ExistValue)] = [
            (1, "5.45", .decimal(5.45)),
            (2, #""Great day""#, .string("Great day")),
            (3, "255", .duration(.seconds(255 * 60))),
            (4, "315", .timeOfDay(ExistTimeOfDay(minutes: 315, from: .midnight))),
            (5, "0.61", .percentage(0.61)),
            (6, "780", .timeOfDay(ExistTimeOfDay(minutes: 780, from: .midday))),
            (7, "1", .boolean(true)),
            (8, "7", .scale(7)),
        ]
        for (type, json, expected) in cases {
            let read = try attribute(type: type, values: #"[{"date": "2022-05-16", "value": \#(json)}]"#)
            #expect(read.typedValues.first?.value == expected, "type \(type)")
            #expect(
                expected.json == (try FastJSONDecoder().decode(ExistJSON.self, from: Data(json.utf8))),
                "type \(type) writes back")
        }
    }

    @Test("decimals of templated attributes become measurements in Exist's documented units")
    func measurements() throws {
        let distance = try FastJSONDecoder().decode(
            ExistAttribute.self,
            from: Data(
                #"{"name": "steps_distance", "label": "Distance", "template": "steps_distance", "group": {"name": "activity", "priority": 1}, "value_type": 1, "values": [{"date": "2022-05-16", "value": 5.45}]}"#
                    .utf8))
        let unit = try #require(distance.unit as? UnitLength)
        let measured = try #require(distance.typedValues.first?.value?.measurement(in: unit))
        #expect(abs(measured.converted(to: .kilometers).value - 5.45) < 1e-12)
        #expect(abs(measured.converted(to: .miles).value - 3.3865) < 0.0001)
        #expect(ExistValue.string("x").measurement(in: UnitLength.meters) == nil)
    }

    @Test("times of day: 780 after midday is 01:00 the next day, 315 after midnight is 05:15")
    func timesOfDay() {
        let bedtime = ExistTimeOfDay(minutes: 780, from: .midday)
        #expect(bedtime.description == "01:00" && bedtime.dayOffset == 1)
        let late = ExistTimeOfDay(minutes: 660, from: .midday)
        #expect(late.description == "23:00" && late.dayOffset == 0)
        #expect(ExistTimeOfDay(minutes: 315, from: .midnight).description == "05:15")
    }

    @Test("a value whose JSON does not fit its type is kept raw, not guessed")
    func mismatch() throws {
        let odd = try attribute(
            type: 0, values: #"[{"date": "2022-05-16", "value": "many"}, {"date": "2022-05-15", "value": 2.5}]"#)
        #expect(odd.typedValues.map(\.value) == [.other("many"), .other(2.5)])
        let future = try attribute(type: 42, values: #"[{"date": "2022-05-16", "value": 3}]"#)
        #expect(future.typedValues.first?.value == .other(3))
        #expect(!future.valueType.isKnown)
    }

    @Test("sparse values keep their own days; value(on:) finds none for a missing day")
    func sparse() throws {
        let tag = try attribute(
            type: 7, values: #"[{"date": "2022-05-16", "value": 1}, {"date": "2022-05-12", "value": 0}]"#)
        #expect(tag.value(on: ExistDate("2022-05-16")!) == .boolean(true))
        #expect(tag.value(on: ExistDate("2022-05-14")!) == nil)
        #expect(tag.typedValues.count == 2)
    }

    @Test("lenient attribute fields: active as a string, service as an empty string, no template")
    func lenient() throws {
        let json =
            #"{"name": "x", "label": "X", "group": {"name": "g", "priority": 2}, "service": "", "active": "true", "priority": 3.0, "manual": false, "value_type": 0, "value_type_description": "Integer"}"#
        let read = try FastJSONDecoder().decode(ExistAttribute.self, from: Data(json.utf8))
        #expect(read.isActive && read.service == nil && read.template == nil && read.priority == 3)
        #expect(read.group.label == nil)
    }
}

/// Days as Exist writes them.
@Suite("Exist dates")
struct ExistDateTests {
    @Test("2019-12-30 is written with the calendar year, not the week-based year")
    func weekBasedYear() {
        let utc = TimeZone(identifier: "UTC")!
        let date = ExistDate(year: 2019, month: 12, day: 30)!.start(in: utc)
        #expect(ExistDate(date, in: utc).description == "2019-12-30")
    }

    @Test("a moment is the day it falls on in the user's time zone, not the device's")
    func timeZones() {
        let instant = Date(timeIntervalSince1970: 1_652_657_400) // 2022-05-15T23:30:00Z
        #expect(ExistDate(instant, in: TimeZone(identifier: "Australia/Sydney")!).description == "2022-05-16")
        #expect(ExistDate(instant, in: TimeZone(identifier: "America/New_York")!).description == "2022-05-15")
        #expect(
            ExistDate(year: 2022, month: 5, day: 16)!.start(in: TimeZone(identifier: "Australia/Sydney")!)
                == Date(timeIntervalSince1970: 1_652_623_200))
    }

    @Test("only real yyyy-MM-dd dates parse")
    func parsing() {
        #expect(ExistDate("2024-02-29") != nil)
        for bad in ["2023-02-29", "2022-13-01", "22-05-16", "2022-5-16", "2022-05-16T00:00", "", "２０２２-05-16"] {
            #expect(ExistDate(bad) == nil, "\(bad)")
        }
    }

    @Test("arithmetic crosses months, years and leap days")
    func arithmetic() {
        let start = ExistDate("2024-02-28")!
        #expect(start.adding(days: 2).description == "2024-03-01")
        #expect(ExistDate("2019-12-30")!.adding(days: 3).description == "2020-01-02")
        #expect(start.days(until: ExistDate("2024-03-31")!) == 32)
        #expect(start.adding(days: -59).description == "2023-12-31")
    }

    @Test("timestamps with and without fractions and offsets")
    func timestamps() {
        #expect(ExistTimestamp("2022-05-16T13:17:03+08:00").date == Date(timeIntervalSince1970: 1_652_678_223))
        #expect(ExistTimestamp("2022-05-16T05:17:03Z").date == Date(timeIntervalSince1970: 1_652_678_223))
        let fraction = ExistTimestamp("2022-05-16T16:01:37.5+10:00").date
        #expect(fraction == Date(timeIntervalSince1970: 1_652_680_897.5))
        #expect(ExistTimestamp("yesterday").date == nil)
    }
}
