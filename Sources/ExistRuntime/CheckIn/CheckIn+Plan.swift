import Exist
import Foundation

extension CheckIn {
    /// What a check-in will write on one day, worked out before anything is created or
    /// written: the mood and the note read by their types and checked against their ranges, the
    /// tags the user has, and the tags to create first.
    package struct Plan: Sendable {
        /// The day written.
        package let day: ExistDate
        /// The mood, the note and the tags the user has, as values of their types.
        package let values: ImportPlan
        /// The tags to create, then set to yes.
        package let new: [TagResolution.New]
        /// Tags to set back to no that the user does not have, as typed: nothing to do.
        package let unknownRemovals: [String]
        /// The user's attributes among those named, by name.
        package let attributes: [String: ExistAttribute]
        /// The requests the check-in takes: the profile, the day's values (two reads), the
        /// attributes named (and the user's tags when a tag's label is not plain ASCII), the
        /// create when a tag is new, and the write.
        package let requests: RequestEstimate

        /// Plans `checkIn` on `day` against what `lookup` read.
        ///
        /// Refuses, before anything is created: a mood or note that does not read as its type,
        /// or lies outside its range unless `force` (``WriteProblem/refusal(_:forceHint:)``, with
        /// `forceHint` such as "--force sends values outside their range anyway"); a tag whose
        /// label gives no name or a taken one (``ExistRuntimeError/Code/invalidName``); an
        /// attribute named as a tag that is not yes/no (`notTagFix` completes "Nothing was
        /// written; …"); a tag both set and removed.
        package init(
            _ checkIn: CheckIn, day: ExistDate, lookup: TagResolution.Lookup, force: Bool, forceHint: String,
            notTagFix: String
        ) throws(ExistRuntimeError) {
            // Exist gives every user mood and mood_note with these types: a value is checked even
            // when the attribute is missing (Exist then answers `not_found` for it).
            var types = lookup.attributes.mapValues(\.valueType)
            types[CheckIn.moodName] = types[CheckIn.moodName] ?? .scale
            types[CheckIn.noteName] = types[CheckIn.noteName] ?? .string
            var entries: [ImportPlan.Entry] = []
            for (name, text) in [(CheckIn.moodName, checkIn.mood), (CheckIn.noteName, checkIn.note)] {
                if let text { entries.append(ImportPlan.Entry(row: nil, name: name, date: day, text: text)) }
            }
            let checked = ImportPlan(entries, types: types, force: force)
            if !checked.problems.isEmpty { throw WriteProblem.refusal(checked.problems, forceHint: forceHint) }

            let adding = try TagResolution(checkIn.tags, lookup: lookup)
            let removing = try TagResolution(checkIn.removedTags, lookup: lookup)
            for tags in [adding, removing] {
                if let refusal = tags.notTagsRefusal(fix: notTagFix) { throw refusal }
            }
            let added = Set(adding.existing.map(\.name) + adding.new.map(\.predicted))
            let both = Set(removing.existing.map(\.name)).intersection(added).sorted()
            if !both.isEmpty {
                throw ExistRuntimeError(
                    .invalidValue,
                    "\(both.joined(separator: ", ")): both set and removed. Nothing was written; name each tag once.")
            }
            for (tags, text) in [(adding, "yes"), (removing, "no")] {
                entries += tags.existing.map { ImportPlan.Entry(row: nil, name: $0.name, date: day, text: text) }
            }
            self.day = day
            values = ImportPlan(entries, types: types, force: force)
            new = adding.new
            unknownRemovals = removing.new.map(\.typed)
            attributes = lookup.attributes
            let items = values.updates.count + new.count
            let batch = ExistClient.Configuration.maximumWriteBatchSize
            requests = RequestEstimate(
                reads: 4 + (TagResolution.needsLabels(checkIn.tags + checkIn.removedTags) ? 1 : 0),
                writes: (new.isEmpty ? 0 : 1) + (items + batch - 1) / batch)
        }

        /// The values to send once the tags of ``new`` exist, `created` being the names Exist
        /// answered with: every value in one write (Exist takes 35 items a request).
        package func updates(created: [String]) -> [ExistValueUpdate] {
            values.updates + created.map { ExistValueUpdate(name: $0, date: day, value: 1) }
        }

        /// The value type of each attribute written, the tags created among them.
        package func types(created: [String] = []) -> [String: ExistValueType] {
            var types = attributes.mapValues(\.valueType)
            for name in created { types[name] = .boolean }
            return types
        }

        /// Whether there is nothing to write.
        package var isEmpty: Bool { values.updates.isEmpty && new.isEmpty }
    }
}
