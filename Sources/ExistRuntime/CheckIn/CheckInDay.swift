import Exist
import Foundation

/// A day's check-in as Exist has it now: the mood, the mood note, and the tags set, read before a
/// check-in so it can be shown (the prompt of `exist checkin`) and so a write can say which
/// values it replaced.
package struct CheckInDay: Sendable, Hashable {
    /// The day.
    package let date: ExistDate
    /// The mood, `nil` when there is none.
    package var mood: ExistJSON?
    /// The mood note, `nil` when there is none.
    package var note: String?
    /// The day's value of each of the user's active tags that has one (1 set, 0 not).
    package var tagValues: [String: ExistJSON]
    /// The names of the tags set that day, in Exist's order.
    package var tags: [String]

    /// Creates a day's check-in.
    package init(
        date: ExistDate, mood: ExistJSON? = nil, note: String? = nil, tagValues: [String: ExistJSON] = [:],
        tags: [String] = []
    ) {
        self.date = date
        self.mood = mood
        self.note = note
        self.tagValues = tagValues
        self.tags = tags
    }

    /// Reads the check-in of `day`: the mood and the note, and the user's tags (the custom
    /// group's yes/no attributes) with their values.
    package static func read(_ client: ExistClient, on day: ExistDate) async throws -> CheckInDay {
        let values = try await client.dayValues(of: CheckIn.names, on: day)
        var read = CheckInDay(date: day)
        read.mood = values[CheckIn.moodName].flatMap { $0.isNull ? nil : $0 }
        read.note = values[CheckIn.noteName]?.stringValue
        let filter = ExistAttributeFilter(groups: ["custom"], includeLowPriority: true)
        for try await attribute in client.attributesWithValues(filter, days: 1, endingOn: day)
        where attribute.valueType == .boolean {
            guard let value = attribute.values?.first(where: { $0.date == day })?.value, !value.isNull else { continue }
            read.tagValues[attribute.name] = value
            if case .boolean(true)? = ExistValue(value, type: .boolean) { read.tags.append(attribute.name) }
        }
        return read
    }

    /// The values there now, by attribute and day, as ``ImportPlan/overwrites(_:existing:)``
    /// takes them.
    package var existing: [String: [ExistDate: ExistJSON]] {
        var values = tagValues
        values[CheckIn.moodName] = mood
        values[CheckIn.noteName] = note.map { .string($0) }
        return values.mapValues { [date: $0] }
    }
}
