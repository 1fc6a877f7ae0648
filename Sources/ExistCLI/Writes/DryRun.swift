import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// What a write has read before it writes or checks.
struct WriteContext {
    let session: ExistSession
    let client: ExistClient
    /// The user's attributes among those named, by name.
    let attributes: [String: ExistAttribute]
    /// Today in the user's Exist time zone.
    let today: ExistDate
}

/// What a `--dry-run` found: `{"outcome": "dry_run", "would_write", "would_overwrite",
/// "would_create"?, "problems", "requests", "fix"?}` with `--json`.
struct DryRun: Encodable {
    let outcome = "dry_run"
    let wouldWrite: [ExistValueUpdate]
    let wouldOverwrite: [ExistOverwrite]
    /// The labels of the tags the real run would create first.
    var wouldCreate: [String]?
    let problems: [WriteProblem]
    let requests: RequestEstimate
    let fix: String?

    enum CodingKeys: String, CodingKey {
        case outcome, problems, requests, fix
        case wouldWrite = "would_write"
        case wouldOverwrite = "would_overwrite"
        case wouldCreate = "would_create"
    }

    /// Checks each value of `plan` as the real run would meet it (besides `problems`, found
    /// earlier): attributes the user lacks or another service owns, days after today unless
    /// `allowFuture`. Reads the values it would replace (unless `existing` has them), prints it
    /// all with `requests`, sends nothing, and exits 1 when the real run would fail an item.
    /// `creating` are the tags the real run would create first, and their values.
    static func check(
        _ plan: ImportPlan, problems: [WriteProblem], _ context: WriteContext, allowFuture: Bool,
        requests: RequestEstimate, creating: (labels: [String], updates: [ExistValueUpdate]) = ([], []),
        existing known: [String: [ExistDate: ExistJSON]]? = nil
    ) async throws {
        let (session, client, attributes) = (context.session, context.client, context.attributes)
        let names = Array(Set(plan.updates.map(\.name))).sorted()
        let present = plan.updates.filter { attributes[$0.name] != nil }
        let (owned, existing) = try await session.fetching("Checking…") {
            let filter = ExistAttributeFilter(names: names, includeInactive: true, includeLowPriority: true)
            let owned = names.isEmpty ? [] : try await client.ownedAttributes(filter).collect().map(\.name)
            if let known { return (Set(owned), known) }
            return (Set(owned), try await ImportPlan.existing(present, client: client))
        }
        let checked = WriteCheck.problems(
            plan, attributes: attributes, owned: owned, today: context.today, allowFuture: allowFuture
        ) { name, isCustom in
            ExistSession.acquireFix(for: [name], custom: isCustom ? [name] : []) ?? "exist acquire \(name)"
        }
        let failing = Set(checked.map { "\($0.name ?? "") \($0.date?.description ?? "")" })
        let wouldWrite = plan.keeping { !failing.contains("\($0.name) \($0.date)") }
        let all = (problems + checked).sorted { ($0.row ?? 0) < ($1.row ?? 0) }
        let unowned = checked.filter { $0.errorCode == "unauthorised" }.compactMap(\.name)
        let report = DryRun(
            wouldWrite: wouldWrite.updates + creating.updates,
            wouldOverwrite: ImportPlan.overwrites(wouldWrite.updates, existing: existing),
            wouldCreate: creating.labels.isEmpty ? nil : creating.labels,
            problems: all, requests: requests,
            fix: ExistSession.acquireFix(for: unowned, custom: ExistSession.custom(attributes)))
        if session.json {
            try session.printJSON(report)
        } else {
            var types = attributes.mapValues(\.valueType)
            for update in creating.updates { types[update.name] = .boolean }
            session.print(report.text(existing: existing, types: types, width: session.environment.columns))
        }
        if !all.isEmpty { throw ExitCode.failure }
    }

    /// The report as text: a line per tag to create, per value and per problem, the requests, and
    /// a summary.
    func text(existing: [String: [ExistDate: ExistJSON]], types: [String: ExistValueType], width: Int) -> StyledText {
        var text = StyledText()
        for label in wouldCreate ?? [] {
            let line = "would create tag “\(ExistFormat.clean(label))” (yes/no, in Daily tags)"
            text.append(Line([Span(line, .dim)]), width: width, indent: 2)
        }
        for update in wouldWrite {
            let value = ValueText.sent(update.value, type: types[update.name])
            var spans = [Span("would set ", .dim), Span(ExistFormat.clean("\(update.name) \(update.date) = \(value)"))]
            if let previous = existing[update.name]?[update.date] {
                let replaced = wouldOverwrite.contains { $0.name == update.name && $0.date == update.date }
                spans.append(
                    Span(
                        replaced ? " (replaces \(ExistFormat.clean(previous.description)))" : " (already set)",
                        replaced ? .warning : .dim))
            }
            text.append(Line(spans), width: width, indent: 2)
        }
        for problem in problems {
            let line = Line([Span("✗ ", .warning), Span(ExistFormat.clean(problem.line), .warning)])
            text.append(line, width: width, indent: 2)
        }
        let fits = requests.fits ? "within" : "more than"
        let limit = RequestEstimate.hourlyLimit
        text.append(
            Line([
                Span(
                    "The real run takes \(requests.description), \(fits) the \(limit) an hour Exist allows.",
                    requests.fits ? .dim : .warning)
            ]), width: width, indent: 2)
        let failing = problems.isEmpty ? "" : "; \(Plural.count(problems.count, "item")) would fail"
        text.append(
            Line([
                Span(
                    "Dry run: \(Plural.count(wouldWrite.count, "value")) would be written, \(wouldOverwrite.count) of"
                        + " them replacing existing values\(failing); nothing was sent.",
                    problems.isEmpty ? .dim : .warning)
            ]))
        return text
    }
}
