import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist increment NAME=DELTA…`: add to today's values.
struct IncrementCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "increment",
        abstract: "Add to values (integers, decimals, durations, percentages); never sent twice.",
        discussion:
            "If Exist times out or fails after receiving an increment, the tool does not send it again: it"
            + " reads the day's values back and shows them next to the values read before, so you can tell"
            + " whether it was applied. --date takes YYYY-MM-DD, today, yesterday, -N (N days ago) or a weekday,"
            + " in your Exist time zone; days after today are refused unless --allow-future is given. A total"
            + " outside the attribute type's range (a negative count, more than 1440 minutes, a percentage above"
            + " 100%) is refused unless --force is given."
    )

    @Argument(help: "NAME=DELTA pairs, such as coffees=1.") var pairs: [String] = []
    @Option(parsing: .unconditional, help: "The day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @Flag(help: "Send totals outside their attribute type's range anyway.") var force = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing { try await increment(session) }
    }

    /// Reads, checks and sends the increments.
    private func increment(_ session: ExistSession) async throws {
        if pairs.isEmpty { throw ValidationError("Give at least one NAME=DELTA pair.") }
        let asked = try DayArgument.parse(date, option: "--date")
        let entries = try PairArgument.parse(pairs)
        let client = try await session.signedInClient()
        let allowFuture = self.allowFuture
        let (items, day, before, attributes) = try await session.fetching("Reading…") {
            let day = try await session.today(client)
            let given = asked?.resolved(today: day)
            try session.refuseFuture([given], today: day, allowed: allowFuture)
            let attributes = try await client.attributes(named: entries.map(\.name))
            let items = try entries.map {
                ExistIncrement(
                    name: $0.name,
                    value: try ValueParser.delta($0.value, type: attributes[$0.name]?.valueType, name: $0.name),
                    date: given)
            }
            let before = try await client.dayValues(of: items.map(\.name), on: given ?? day)
            return (items, given ?? day, before, attributes)
        }
        if !force { try Self.checkTotals(items, before: before, attributes: attributes, day: day) }
        let custom = ExistSession.custom(attributes)
        let result: ExistWriteResult<ExistIncrementedValue>
        do {
            result = try await session.fetching("Incrementing…") { try await client.increment(items) }
        } catch let error as ExistError where error.code == .outcomeUnknown {
            try await uncertain(items, day: day, before: before, error: error, session: session, client: client)
            throw ExitCode.failure
        }
        if let interruption = result.interruption, interruption.code == .outcomeUnknown {
            // A later request's answer was lost: what was written is reported as written, and the
            // lost items (one reading per attribute, their amounts added up) are read back against
            // Exist's own total after the earlier requests, or the value read before.
            let isLost = { (item: ExistFailedItem) in item.errorCode == interruption.code.rawValue }
            var lost: [ExistIncrement] = []
            for item in result.failed.filter(isLost) {
                guard let name = item.name, let amount = item.value.flatMap({ Double($0.description) }) else {
                    continue
                }
                if let index = lost.firstIndex(where: { $0.name == name }),
                    let sum = Double(lost[index].value.description)
                {
                    let total = sum + amount
                    lost[index].value =
                        total == total.rounded() && abs(total) < 1e15 ? .integer(Int(total)) : .number(total)
                } else {
                    // Every item carries the day asked for (none: today).
                    lost.append(ExistIncrement(name: name, value: item.value ?? .null, date: items.first?.date))
                }
            }
            var baseline = before
            for written in result.success { if let current = written.current { baseline[written.name] = current } }
            if !session.json {
                var shown = result
                shown.failed.removeAll(where: isLost)
                shown.interruption = nil
                try? session.report(shown, verb: "added", custom: custom) { item in
                    "\(item.value) to \(item.name)" + (item.current.map { " (now \($0))" } ?? "")
                }
            }
            try await uncertain(
                lost, day: day, before: baseline, error: interruption, session: session, client: client,
                written: result.success)
            throw ExitCode.failure
        }
        try session.report(result, verb: "added", custom: custom) { item in
            "\(item.value) to \(item.name)" + (item.current.map { " (now \($0))" } ?? "")
        }
    }

    /// Refuses increments whose day's total would fall outside the attribute type's range (the
    /// amounts for one attribute added up).
    static func checkTotals(
        _ items: [ExistIncrement], before: [String: ExistJSON], attributes: [String: ExistAttribute], day: ExistDate
    ) throws {
        var sums: [(name: String, amount: Double)] = []
        for item in items {
            let amount = item.value.doubleValue ?? 0
            if let index = sums.firstIndex(where: { $0.name == item.name }) {
                sums[index].amount += amount
            } else {
                sums.append((item.name, amount))
            }
        }
        for (name, amount) in sums {
            do {
                try ValueRange.checkTotal(
                    adding: .tidy(amount), to: before[name], type: attributes[name]?.valueType, name: name, date: day)
            } catch {
                throw ExistRuntimeError(error.code, "\(error.message) Nothing was sent; --force sends it anyway.")
            }
        }
    }

    /// Reports increments whose answer was lost: the values read before and read back now
    /// (with `--json`, the items written before the loss too).
    private func uncertain(
        _ items: [ExistIncrement], day: ExistDate, before: [String: ExistJSON], error: ExistError,
        session: ExistSession, client: ExistClient, written: [ExistIncrementedValue] = []
    ) async throws {
        let report = await client.readBack(items, day: day, before: before, message: error.message)
        if session.json {
            try session.printJSON(UncertainIncrementReport(report: report, written: written))
            return
        }
        var text = StyledText()
        text.append(
            Line([Span("? ", .warning), Span("Exist's answer was lost; the increment was not sent again.", .warning)]),
            width: session.environment.columns, indent: 2)
        text.append(Line([Span(ExistFormat.clean(error.message), .dim)]), width: session.environment.columns, indent: 2)
        for reading in report.readings {
            let now =
                reading.now.map { "now reads \(ExistFormat.clean(UncertainIncrement.Reading.describe($0)))" }
                ?? "could not be read back"
            let was =
                reading.before.map { "read \(ExistFormat.clean(UncertainIncrement.Reading.describe($0)))" }
                ?? "not read"
            text.append(
                Line([
                    Span(
                        "\(ExistFormat.clean(reading.name)) on \(reading.date): \(was)"
                            + " before adding \(ExistFormat.clean(reading.amount.description)), \(now)."
                            + (reading.verdict.map { " \($0)" } ?? ""))
                ]), width: session.environment.columns, indent: 2)
        }
        session.print(text)
    }
}

/// `--json` for increments whose answer was lost: the readings, and any items written before.
struct UncertainIncrementReport: Encodable {
    let report: UncertainIncrement
    let written: [ExistIncrementedValue]

    private enum CodingKeys: String, CodingKey { case outcome, message, readings, success }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(report.outcome, forKey: .outcome)
        try container.encode(report.message, forKey: .message)
        try container.encode(report.readings, forKey: .readings)
        try container.encode(written, forKey: .success)
    }
}
