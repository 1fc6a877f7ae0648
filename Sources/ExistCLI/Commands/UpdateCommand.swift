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
            + " yes/no for tags; numbers may have grouping separators (1,234). Values outside their type's range"
            + " (a negative count, more than 1440 minutes, a mood outside 1-9, a percentage above 100%) are refused"
            + " unless --force is given. --date takes YYYY-MM-DD, today, yesterday, -N (N days ago) or a weekday"
            + " (monday: the last Monday before today), in your Exist time zone. Days after today in your Exist time"
            + " zone are refused unless --allow-future is given. The values a write replaces are read first and"
            + " counted; --dry-run shows them, checks each value as the real run would meet it (attributes you"
            + " lack, ones another service owns, types, ranges, future days) and the requests the run takes"
            + " against Exist's 300 an hour, sends nothing, and exits 1 when the real run would fail an item. Every"
            + " bad CSV row is named; nothing is sent while any is. A CSV row naming an attribute and day given"
            + " earlier: the last one is sent, with a warning. CSV rows are numbered from the file's first line, a"
            + " header row included. When Exist stops a long import at its hourly limit, the values not sent are"
            + " saved beside the CSV file as NAME-unsent.csv (or --unsent FILE), which `exist update --csv` sends"
            + " later."
    )

    @Argument(help: "NAME=VALUE pairs.") var pairs: [String] = []
    @Option(parsing: .unconditional, help: "The day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @Option(help: "A CSV file of name,date,value rows (a header row is optional).") var csv: String?
    @Option(help: "Where to save values a stopped write did not send (default: beside the CSV file).")
    var unsent: String?
    @Flag(help: "Check what would be written and which existing values it would replace; send nothing.")
    var dryRun = false
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @Flag(help: "Send values outside their attribute type's range anyway.") var force = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    /// What ends a refusal of values outside their range.
    static let forceHint = "--force sends values outside their range anyway"

    /// One value as given: a CSV row, or a pair (dated once today is known).
    typealias Given = (row: Int?, name: String, date: ExistDate?, text: String)

    /// Refuses arguments that do not make one write (checked in `run`, so `--json` reports them).
    private func checkArguments() throws {
        if !pairs.isEmpty, csv != nil { throw ValidationError("Give NAME=VALUE pairs or --csv FILE, not both.") }
        if pairs.isEmpty, csv == nil { throw ValidationError("Give NAME=VALUE pairs or --csv FILE.") }
        if csv != nil, date != nil {
            throw ValidationError("--date is for NAME=VALUE pairs; CSV rows carry their own dates.")
        }
        _ = try DayArgument.parse(date, option: "--date")
        _ = try PairArgument.parse(pairs)
    }

    /// The values to write, CSV rows with their numbers and dates or pairs, and the CSV rows that
    /// are not `name,date,value`.
    private func given() throws -> (values: [Given], problems: [WriteProblem]) {
        guard let csv else { return (try PairArgument.parse(pairs).map { (nil, $0.name, nil, $0.value) }, []) }
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: csv), encoding: .utf8)
        } catch {
            throw ExistRuntimeError(.unreadableFile, "Cannot read \(csv).")
        }
        let read = try CSVImport.read(text)
        return (read.rows.map { ($0.number, $0.name, $0.date, $0.value) }, read.problems)
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing {
            try checkArguments()
            let (given, rowProblems) = try self.given()
            let asked = try DayArgument.parse(date, option: "--date")
            let client = try await session.signedInClient()
            let (today, attributes) = try await session.fetching("Reading \(Plural.count(given.count, "value"))…") {
                (try await session.today(client), try await client.attributes(named: given.map(\.name)))
            }
            let day = asked?.resolved(today: today) ?? today
            let entries = given.map {
                ImportPlan.Entry(row: $0.row, name: $0.name, date: $0.date ?? day, text: $0.text)
            }
            if !dryRun { try session.refuseFuture(entries.map(\.date), today: today, allowed: allowFuture) }
            let plan = ImportPlan(entries, types: attributes.mapValues(\.valueType), force: force)
            for warning in plan.warnings { session.warn(ExistFormat.clean(warning)) }
            let context = WriteContext(session: session, client: client, attributes: attributes, today: today)
            if dryRun { return try await check(plan, problems: rowProblems + plan.problems, context) }
            let problems = rowProblems + plan.problems
            guard problems.isEmpty else { throw WriteProblem.refusal(problems, forceHint: Self.forceHint) }
            try await write(plan, context)
        }
    }
}

extension ExistRuntimeError.Code {
    /// A file named on the command line that cannot be read.
    static let unreadableFile = ExistRuntimeError.Code(rawValue: "unreadable_file")
}
