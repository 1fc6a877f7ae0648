import Exist
import Foundation

/// The end-of-day check-in the Exist app has: the day's mood (a scale of 1 to 9), a mood note,
/// and tags, written in one batch. Each front door (`exist checkin`, `exist mcp`'s
/// `exist_checkin`) gathers one, reads the day with ``CheckInDay/read(_:on:)``, plans it with
/// ``plan(day:client:force:forceHint:notTagFix:)`` (which refuses what does not fit before
/// anything is created or written), creates the tags the user lacks with
/// ``TagCreation/create(_:client:)``, and sends ``Plan/updates(created:)`` in one write.
///
/// ```swift
/// let checkIn = CheckIn(mood: "7", note: "long walk", tags: ["coffee", "reading"])
/// let plan = try await checkIn.plan(day: day, client: client, force: false, forceHint: "…", notTagFix: "…")
/// let created = try await TagCreation.create(plan.new, client: client)
/// let result = try await client.update(plan.updates(created: created.names))
/// ```
package struct CheckIn: Sendable, Hashable {
    /// The mood's attribute: a scale of 1 to 9.
    package static let moodName = "mood"
    /// The mood note's attribute: text of at most 1,000 characters.
    package static let noteName = "mood_note"
    /// The attributes a check-in writes besides tags, which this client must own.
    package static let names = [moodName, noteName]

    /// The mood as given ("7"), or `nil` to leave it as it is.
    package var mood: String?
    /// The mood note, or `nil` to leave it as it is.
    package var note: String?
    /// Tags to set to yes, as typed (names or labels); missing ones are created.
    package var tags: [String]
    /// Tags to set back to no, as typed.
    package var removedTags: [String]

    /// Creates a check-in.
    package init(mood: String? = nil, note: String? = nil, tags: [String] = [], removedTags: [String] = []) {
        self.mood = mood
        self.note = note
        self.tags = tags
        self.removedTags = removedTags
    }

    /// Whether it changes nothing.
    package var isEmpty: Bool { mood == nil && note == nil && tags.isEmpty && removedTags.isEmpty }

    /// Adds the tags of `text`, a list separated by commas ("coffee, Green tea, -reading"): each
    /// is set to yes, or back to no when it starts with `-`; blank items are skipped.
    package mutating func addTags(_ text: String) {
        for item in text.split(separator: ",") {
            let tag = item.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("-") {
                let removed = tag.dropFirst().trimmingCharacters(in: .whitespaces)
                if !removed.isEmpty { removedTags.append(removed) }
            } else if !tag.isEmpty {
                tags.append(tag)
            }
        }
    }

    /// Reads what planning needs from `client` and plans the check-in on `day` (see
    /// ``Plan/init(_:day:lookup:force:forceHint:notTagFix:)``): nothing is created or written.
    package func plan(
        day: ExistDate, client: ExistClient, force: Bool, forceHint: String, notTagFix: String
    ) async throws -> Plan {
        let lookup = try await TagResolution.lookup(tags + removedTags, besides: Self.names, client: client)
        return try Plan(self, day: day, lookup: lookup, force: force, forceHint: forceHint, notTagFix: notTagFix)
    }
}
