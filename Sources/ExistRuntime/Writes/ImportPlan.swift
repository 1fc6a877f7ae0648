import Exist
import Foundation

/// The values an `exist update` will write: one per attribute and day (a later entry for the
/// same pair replaces an earlier one, with a warning), each read by its attribute's type. Entries
/// whose value cannot be read, or lies outside its type's range (unless forced), are kept out
/// and listed in ``problems``.
package struct ImportPlan: Sendable {
    /// One value to write, and where it came from (a CSV row number, or `nil` for a NAME=VALUE).
    package struct Entry: Sendable, Hashable {
        /// The CSV row number, or `nil` for a NAME=VALUE.
        package let row: Int?
        /// The attribute.
        package let name: String
        /// The day.
        package let date: ExistDate
        /// The value as typed.
        package let text: String

        /// Creates an entry.
        package init(row: Int?, name: String, date: ExistDate, text: String) {
            self.row = row
            self.name = name
            self.date = date
            self.text = text
        }
    }

    /// The updates, in the order first given.
    package private(set) var updates: [ExistValueUpdate] = []
    /// The entry behind each update (the last given for its attribute and day), in the same order.
    package private(set) var sources: [Entry] = []
    /// Warnings about entries replaced by later ones, as plain text (names and values as given).
    package private(set) var warnings: [String] = []
    /// The entries left out: values that do not read as their type, or lie outside its range.
    package private(set) var problems: [WriteProblem] = []

    /// Reads `entries` by `types`; with `force`, values outside their type's range are kept.
    package init(_ entries: [Entry], types: [String: ExistValueType], force: Bool = false) {
        var positions: [String: (index: Int, row: Int?)] = [:]
        for entry in entries {
            let value: ExistJSON
            do {
                value = try ValueParser.value(entry.text, type: types[entry.name], name: entry.name, force: force)
            } catch {
                problems.append(
                    WriteProblem(
                        row: entry.row, name: entry.name, date: entry.date, errorCode: error.code.rawValue,
                        message: error.message))
                continue
            }
            let update = ExistValueUpdate(name: entry.name, date: entry.date, value: value)
            let key = "\(entry.name) \(entry.date)"
            if let earlier = positions[key] {
                updates[earlier.index] = update
                sources[earlier.index] = entry
                positions[key] = (earlier.index, entry.row)
                let places =
                    entry.row.map { row in earlier.row.map { "CSV rows \($0) and \(row)" } ?? "Row \(row)" }
                    ?? "Two pairs"
                warnings.append(
                    "Warning: \(places) both set \(entry.name) on \(entry.date); only the last (\(value)) is sent.")
            } else {
                positions[key] = (updates.count, entry.row)
                updates.append(update)
                sources.append(entry)
            }
        }
    }

    /// The plan with only the updates `isKept` accepts, and their sources.
    package func keeping(_ isKept: (ExistValueUpdate) -> Bool) -> ImportPlan {
        var plan = self
        let kept = zip(updates, sources).filter { isKept($0.0) }
        plan.updates = kept.map(\.0)
        plan.sources = kept.map(\.1)
        return plan
    }

    /// The values the user has now on the days of `updates`, read from Exist, by attribute and day.
    package static func existing(
        _ updates: [ExistValueUpdate], client: ExistClient
    ) async throws -> [String: [ExistDate: ExistJSON]] {
        var found: [String: [ExistDate: ExistJSON]] = [:]
        for (name, items) in Dictionary(grouping: updates, by: \.name) {
            let dates = Set(items.map(\.date))
            guard let first = dates.min(), let last = dates.max() else { continue }
            var values: [ExistDate: ExistJSON] = [:]
            for dated in try await client.values(of: name, from: first, through: last) {
                if dates.contains(dated.date), dated.value != .null { values[dated.date] = dated.value }
            }
            found[name] = values
        }
        return found
    }

    /// The updates that replace a different value already there.
    package static func overwrites(
        _ updates: [ExistValueUpdate], existing: [String: [ExistDate: ExistJSON]]
    ) -> [ExistOverwrite] {
        updates.compactMap { update in
            guard let previous = existing[update.name]?[update.date], !same(previous, update.value) else { return nil }
            return ExistOverwrite(name: update.name, date: update.date, previous: previous, value: update.value)
        }
    }

    /// Whether two values are the same number or text (`4` and `4.0` are).
    private static func same(_ lhs: ExistJSON, _ rhs: ExistJSON) -> Bool {
        lhs == rhs || (Double(lhs.description) != nil && Double(lhs.description) == Double(rhs.description))
    }
}
