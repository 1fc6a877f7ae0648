import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

extension UpdateCommand {
    /// `--dry-run`: checks each value as the real run would meet it (values, attributes the user
    /// lacks or another service owns, future days), reads the values it would replace, estimates
    /// the requests, prints it all, sends nothing, and exits 1 when the real run would fail an item.
    func check(_ plan: ImportPlan, problems: [WriteProblem], _ context: Context) async throws {
        let (session, client, attributes) = (context.session, context.client, context.attributes)
        let names = Array(Set(plan.updates.map(\.name))).sorted()
        let known = plan.updates.filter { attributes[$0.name] != nil }
        let (owned, existing) = try await session.fetching("Checking…") {
            let filter = ExistAttributeFilter(names: names, includeInactive: true, includeLowPriority: true)
            let owned = names.isEmpty ? [] : try await client.ownedAttributes(filter).collect().map(\.name)
            return (Set(owned), try await ImportPlan.existing(known, client: client))
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
            wouldWrite: wouldWrite.updates,
            wouldOverwrite: ImportPlan.overwrites(wouldWrite.updates, existing: existing),
            problems: all,
            requests: RequestEstimate(updates: plan.updates, names: Set(plan.sources.map(\.name)), known: known),
            fix: ExistSession.acquireFix(for: unowned, custom: ExistSession.custom(attributes)))
        if session.json {
            try session.printJSON(report)
        } else {
            let types = attributes.mapValues(\.valueType)
            session.print(report.text(existing: existing, types: types, width: session.environment.columns))
        }
        if !all.isEmpty { throw ExitCode.failure }
    }
}

/// What `exist update --dry-run` found: `{"outcome": "dry_run", "would_write", "would_overwrite",
/// "problems", "requests", "fix"?}` with `--json`.
struct DryRun: Encodable {
    let outcome = "dry_run"
    let wouldWrite: [ExistValueUpdate]
    let wouldOverwrite: [ExistOverwrite]
    let problems: [WriteProblem]
    let requests: RequestEstimate
    let fix: String?

    enum CodingKeys: String, CodingKey {
        case outcome, problems, requests, fix
        case wouldWrite = "would_write"
        case wouldOverwrite = "would_overwrite"
    }

    /// The report as text: a line per value and per problem, the requests, and a summary.
    func text(existing: [String: [ExistDate: ExistJSON]], types: [String: ExistValueType], width: Int) -> StyledText {
        var text = StyledText()
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
