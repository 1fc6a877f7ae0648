import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist export NAME…` (or `--all`): values over a range of days, as CSV that `exist update
/// --csv` reads back, or as JSON.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export attributes' values as CSV (for `exist update --csv`) or JSON.",
        discussion: """
            CSV has a name,date,value header and a row per value, written as `exist update --csv` reads \
            it: times as HH:MM, durations in minutes, percentages as fractions, tags as yes or no. Days \
            without data have no row. JSON is an array of {name, date, value} with the API's values \
            (null for no data). --from and --to take a date (YYYY-MM-DD), today, yesterday, -N (N days \
            ago) or a weekday (the last one before today), in your Exist time zone. --all exports every \
            attribute with a value in the range, a backup of the whole account, reading 31 days of all \
            active attributes per request rather than each attribute on its own.
            """)

    /// What `--format` accepts.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    @Argument(help: "The attributes' names, such as steps mood.") var names: [String] = []
    @Flag(help: "Every attribute with a value in the range (a backup of the whole account).") var all = false
    @Option(help: "Write to this file rather than standard output.") var output: String?
    @Option(help: "csv (default) or json.") var format: Format = .csv
    @Option(help: "How many days, ending on --to or today (1–3650; default 14).") var days: Int?
    @Option(parsing: .unconditional, help: "The first day: \(DayArgument.forms).") var from: String?
    @Option(parsing: .unconditional, help: "The last day, in the same forms (default: today).") var to: String?
    @OptionGroup var connection: ExistConnectionOptions

    func validate() throws {
        guard !(names.isEmpty && !all) else {
            throw ValidationError("Name at least one attribute to export, or --all.")
        }
        guard names.isEmpty || !all else { throw ValidationError("Name attributes or give --all, not both.") }
        _ = try DayArgument.range(days: days, from: from, to: to)
    }

    /// One exported value.
    struct Row: Encodable, Sendable {
        var name: String
        var date: ExistDate
        var value: ExistJSON
    }

    func run() async throws {
        let session = ExistSession(connection: connection)
        let client = try await session.signedInClient()
        let asked = try DayArgument.range(days: days, from: from, to: to)
        var seen = Set<String>()
        let names = self.names.filter { seen.insert($0).inserted }
        let (attributes, rows) = try await session.fetching("Exporting…") {
            let profile = try await client.profile()
            let range = try asked.resolved(today: profile.today(now: session.environment.now()))
            if all { return try await Self.everything(in: range, from: client) }
            let found = try await client.attributes(
                ExistAttributeFilter(names: names, includeInactive: true, includeLowPriority: true)
            ).collect()
            let missing = names.filter { name in !found.contains { $0.name == name } }
            guard missing.isEmpty else {
                throw CLIError(
                    "You have no attribute called \(missing.map { "\"\($0)\"" }.joined(separator: ", "));"
                        + " see `exist attributes --all`.")
            }
            var rows: [Row] = []
            for name in names {
                for value in try await range.values(of: name, from: client).reversed() {
                    rows.append(Row(name: name, date: value.date, value: value.value))
                }
            }
            return (found, rows)
        }
        let text: String
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            text = ControlCharacters.escaped(json: String(decoding: try encoder.encode(rows), as: UTF8.self))
        case .csv:
            let types = Dictionary(attributes.map { ($0.name, $0.valueType) }) { first, _ in first }
            text = String(Self.csv(rows, types: types).dropLast())
        }
        guard let output else { return session.environment.output.line(text) }
        let file = URL(fileURLWithPath: output)
        do {
            try Data((text + "\n").utf8).write(to: file, options: .atomic)
        } catch {
            throw CLIError("Could not write \(output): \(error.localizedDescription)")
        }
        let count = Set(rows.map(\.name)).count
        session.environment.output.line(
            "Wrote \(rows.count) \(rows.count == 1 ? "value" : "values") of \(count) \(count == 1 ? "attribute" : "attributes") to \(output)."
        )
    }

    /// The rows as CSV with a header, oldest first per attribute; rows without a value left out.
    static func csv(_ rows: [Row], types: [String: ExistValueType]) -> String {
        var text = "name,date,value\n"
        for row in rows {
            let dated = ExistDatedValue(date: row.date, value: row.value)
            guard let type = types[row.name], let value = dated.typed(as: type).value else { continue }
            text += [row.name, row.date.description, cell(value)].map(quoted).joined(separator: ",") + "\n"
        }
        return text
    }

    /// A value as `exist update` reads it for its type.
    static func cell(_ value: ExistValue) -> String {
        switch value {
        case .integer(let number), .scale(let number): "\(number)"
        case .decimal(let number), .percentage(let number): "\(number)"
        case .string(let text): text
        case .duration(let duration): "\(duration.components.seconds / 60)"
        case .timeOfDay(let time): time.description
        case .boolean(let flag): flag ? "yes" : "no"
        case .other(let raw): "\(raw)"
        }
    }

    /// A CSV field, quoted when it holds a comma, a quote, a line break or edge spaces.
    static func quoted(_ field: String) -> String {
        let needsQuotes =
            field.contains { $0 == "," || $0 == "\"" || $0.isNewline } || field.first == " " || field.last == " "
        return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }
}
