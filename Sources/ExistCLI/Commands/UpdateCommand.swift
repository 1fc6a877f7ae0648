import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist update NAME=VALUE…` or `exist update --csv FILE`: set values.
struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Set values: NAME=VALUE for one day, or a CSV file of name,date,value rows of any length.",
        discussion:
            "Values are read by each attribute's type: 7:30 for times and durations, 57% for percentages,"
            + " yes/no for tags; numbers may have grouping separators (1,234). --date takes YYYY-MM-DD, today,"
            + " yesterday, -N (N days ago) or a weekday (monday: the last Monday before today), in your Exist"
            + " time zone. Days after today in your"
            + " Exist time zone are refused unless --allow-future is given. The values a write replaces are"
            + " read first and counted; --dry-run shows them and sends nothing. A CSV row names an attribute"
            + " and day given earlier: the last one is sent, with a warning. CSV rows are numbered from the"
            + " file's first line, a header row included."
    )

    @Argument(help: "NAME=VALUE pairs.") var pairs: [String] = []
    @Option(parsing: .unconditional, help: "The day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @Option(help: "A CSV file of name,date,value rows (a header row is optional).") var csv: String?
    @Flag(help: "Show what would be written and which existing values it would replace; send nothing.")
    var dryRun = false
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if pairs.isEmpty == (csv == nil) { throw ValidationError("Give NAME=VALUE pairs or --csv FILE.") }
        if csv != nil, date != nil {
            throw ValidationError("--date is for NAME=VALUE pairs; CSV rows carry their own dates.")
        }
        _ = try DayArgument.parse(date, option: "--date")
        for pair in pairs { _ = try ExistRuntimeError.forCommandLine { try ValueParser.pair(pair) } }
    }

    /// The entries to write: CSV rows with their numbers and dates, or pairs (dated once today is known).
    private func entries() throws -> [(row: Int?, name: String, date: ExistDate?, text: String)] {
        guard let csv else {
            return try ExistRuntimeError.forCommandLine { try pairs.map { try ValueParser.pair($0) } }.map {
                (nil, $0.name, nil, $0.value)
            }
        }
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: csv), encoding: .utf8)
        } catch {
            throw ValidationError("Cannot read \(csv).")
        }
        return try CSVImport.rows(text).map { ($0.number, $0.name, $0.date, $0.value) }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let entries = try entries()
        let asked = try DayArgument.parse(date, option: "--date")
        let client = try await session.signedInClient()
        let allowFuture = self.allowFuture
        let (plan, existing, custom) = try await session.fetching("Reading \(entries.count) values…") {
            let today = try await session.today(client)
            let given = asked?.resolved(today: today)
            let dates = entries.map { $0.date ?? given ?? today }
            try session.refuseFuture(dates, today: today, allowed: allowFuture)
            let attributes = try await client.attributes(named: entries.map(\.name))
            let types = attributes.mapValues(\.valueType)
            let plan = try ImportPlan(
                zip(entries, dates).map { ImportPlan.Entry(row: $0.row, name: $0.name, date: $1, text: $0.text) },
                types: types)
            let known = plan.updates.filter { types[$0.name] != nil }
            return (plan, try await ImportPlan.existing(known, client: client), ExistSession.custom(attributes))
        }
        for warning in plan.warnings { session.warn(ExistFormat.clean(warning)) }
        let overwrites = ImportPlan.overwrites(plan.updates, existing: existing)
        if dryRun {
            try dryRunReport(plan, existing: existing, overwrites: overwrites, session: session)
            return
        }
        let updates = plan.updates
        let result = try await session.fetching("Writing \(updates.count) values…") { try await client.update(updates) }
        let written = Set(result.success.compactMap { item in item.date.map { "\(item.name) \($0)" } })
        try session.report(
            result, verb: "set", overwritten: overwrites.filter { written.contains("\($0.name) \($0.date)") },
            custom: custom
        ) {
            "\($0.name) \($0.date.map { "\($0) " } ?? "")= \($0.value)"
        }
    }

    /// Prints what a write would do, and sends nothing.
    private func dryRunReport(
        _ plan: ImportPlan, existing: [String: [ExistDate: ExistJSON]], overwrites: [ExistOverwrite],
        session: ExistSession
    ) throws {
        if session.json {
            try session.printJSON(DryRun(wouldWrite: plan.updates, wouldOverwrite: overwrites))
            return
        }
        var text = StyledText()
        for update in plan.updates {
            var spans = [
                Span("would set ", .dim), Span(ExistFormat.clean("\(update.name) \(update.date) = \(update.value)")),
            ]
            if let previous = existing[update.name]?[update.date] {
                let replaced = overwrites.contains { $0.name == update.name && $0.date == update.date }
                spans.append(
                    Span(
                        replaced ? " (replaces \(ExistFormat.clean(previous.description)))" : " (already set)",
                        replaced ? .warning : .dim))
            }
            text.append(Line(spans), width: session.environment.columns, indent: 2)
        }
        text.append(
            Line([
                Span(
                    "Dry run: \(plan.updates.count) values would be written, \(overwrites.count) of them replacing"
                        + " existing values; nothing was sent.", .dim)
            ]))
        session.print(text)
    }

    /// `--dry-run --json`.
    private struct DryRun: Encodable {
        let outcome = "dry_run"
        let wouldWrite: [ExistValueUpdate]
        let wouldOverwrite: [ExistOverwrite]

        enum CodingKeys: String, CodingKey {
            case outcome
            case wouldWrite = "would_write"
            case wouldOverwrite = "would_overwrite"
        }
    }
}
