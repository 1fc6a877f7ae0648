import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

extension UpdateCommand {
    /// Writes `plan`: reads the values it replaces, says first when the run will not fit Exist's
    /// hourly limit, and when Exist stops it partway saves the values not sent for a later run.
    func write(_ plan: ImportPlan, _ context: WriteContext) async throws {
        let (session, client, attributes) = (context.session, context.client, context.attributes)
        let known = plan.updates.filter { attributes[$0.name] != nil }
        let existing = try await session.fetching("Reading the values there now…") {
            try await ImportPlan.existing(known, client: client)
        }
        let overwrites = ImportPlan.overwrites(plan.updates, existing: existing)
        let estimate = RequestEstimate(updates: plan.updates, names: Set(plan.sources.map(\.name)), known: known)
        let unsentURL = unsentFile()
        if !estimate.fits {
            session.warn(
                "This write takes \(estimate.description), more than the \(RequestEstimate.hourlyLimit) an hour Exist"
                    + " allows: when Exist starts refusing, it stops and saves the values not sent in"
                    + " \(unsentURL.path), for `exist update --csv` an hour later.")
        }
        let updates = plan.updates
        let result = try await session.fetching("Writing \(Plural.count(updates.count, "value"))…") {
            do {
                return try await client.update(updates)
            } catch let error as ExistError {
                // The first request failed outright: nothing was written, and every value is unsent.
                return Self.unanswered(updates, error)
            }
        }
        var saved: UnsentFile?
        let unsent = WriteRenderer.unsent(result)
        if !unsent.isEmpty {
            let keys = Set(unsent.map { "\($0.name ?? "") \($0.date?.description ?? "")" })
            let entries = plan.sources.filter { keys.contains("\($0.name) \($0.date)") }
            saved = UnsentFile.save(entries, to: unsentURL)
        }
        let written = Set(result.success.compactMap { item in item.date.map { "\(item.name) \($0)" } })
        let types = attributes.mapValues(\.valueType)
        try session.report(
            result, verb: "set", overwritten: overwrites.filter { written.contains("\($0.name) \($0.date)") },
            custom: ExistSession.custom(attributes), unsent: saved
        ) {
            "\($0.name) \($0.date.map { "\($0) " } ?? "")= \(ValueText.sent($0.value, type: types[$0.name]))"
        }
    }

    /// Where values not sent are saved: `--unsent`, else beside the CSV file, else in the
    /// current folder.
    func unsentFile() -> URL {
        if let unsent { return URL(fileURLWithPath: unsent) }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return UnsentRows.defaultFile(besides: csv.map { URL(fileURLWithPath: $0) }, directory: directory)
    }

    /// The result of a write whose first request failed with `error`: every item unsent.
    static func unanswered(_ updates: [ExistValueUpdate], _ error: ExistError) -> ExistWriteResult<ExistUpdatedValue> {
        let failed = updates.map { update in
            ExistFailedItem(
                errorCode: error.code.rawValue, error: error.message,
                fields: ["name": .string(update.name), "date": .string(update.date.description), "value": update.value])
        }
        return ExistWriteResult(failed: failed, interruption: error)
    }
}
