import Exist
import Foundation
import Testing

@testable import ExistRuntime

/// The check-in's parts that need no server: the tag list, and the plan that refuses what does
/// not fit before anything is created or written.
@Suite("check-in plans")
struct CheckInPlanTests {
    static let custom = ExistAttributeGroup(name: "custom", label: "Daily tags", priority: 12)
    static let lookup = TagResolution.Lookup(
        attributes: [
            "mood": ExistAttribute(
                name: "mood", label: "Mood", template: "mood",
                group: ExistAttributeGroup(
                    name: "mood", label: "Mood", priority: 2), valueType: .scale),
            "coffee": ExistAttribute(name: "coffee", label: "Coffee", group: custom, valueType: .boolean),
            "steps_goal": ExistAttribute(name: "steps_goal", label: "Steps goal", group: custom, valueType: .integer),
        ], labelled: [])

    @Test("a tag list: commas between tags, -NAME to set one back to no, blanks skipped")
    func tagList() {
        var checkIn = CheckIn()
        checkIn.addTags("coffee, Green tea,, -reading, -")
        checkIn.addTags("walk")
        #expect(checkIn.tags == ["coffee", "Green tea", "walk"] && checkIn.removedTags == ["reading"])
        #expect(!checkIn.isEmpty && CheckIn().isEmpty)
    }

    @Test("a plan reads mood, note and tags by type, in the order given; new tags wait for Exist's names")
    func plan() throws {
        let day = try #require(ExistDate("2024-05-01"))
        var checkIn = CheckIn(mood: "7", note: "long walk")
        checkIn.addTags("coffee, Green tea")
        let plan = try CheckIn.Plan(
            checkIn, day: day, lookup: Self.lookup, force: false, forceHint: "force", notTagFix: "fix")
        #expect(plan.values.updates.map(\.name) == ["mood", "mood_note", "coffee"])
        #expect(plan.new.map(\.predicted) == ["green_tea"])
        let updates = plan.updates(created: ["green_tea"])
        #expect(updates.map(\.value) == [.integer(7), .string("long walk"), .integer(1), .integer(1)])
        #expect(updates.allSatisfy { $0.date == day })
        #expect(plan.requests.writes == 2 && plan.requests.reads == 4)
    }

    @Test("a mood of 12, a note too long, a tag that is not one, or one set and removed is refused")
    func refusals() throws {
        let day = try #require(ExistDate("2024-05-01"))
        func refusal(_ checkIn: CheckIn, force: Bool = false) -> ExistRuntimeError? {
            do {
                _ = try CheckIn.Plan(
                    checkIn, day: day, lookup: Self.lookup, force: force, forceHint: "--force sends it",
                    notTagFix: "set them with exist update")
                return nil
            } catch {
                return error
            }
        }
        let mood = refusal(CheckIn(mood: "12"))
        #expect(mood?.code == .implausibleValue)
        #expect(mood?.message == "mood: \"12\" is outside 1 to 9 (a scale). Nothing was sent. --force sends it.")
        #expect(refusal(CheckIn(mood: "12"), force: true) == nil)
        #expect(refusal(CheckIn(note: String(repeating: "a", count: 1001)))?.code == .invalidValue)
        #expect(refusal(CheckIn(tags: ["steps_goal"]))?.code == .notATag)
        #expect(
            refusal(CheckIn(tags: ["coffee"], removedTags: ["coffee"]))?.message.contains("both set and removed")
                == true)
        #expect(refusal(CheckIn(tags: ["咖啡"]))?.code == .invalidName)
    }
}
